import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { AUTHORING_TEXTS as T, ZLessonUpdateRequest, type TConsoleLesson } from '@curio/shared';
import { schemaResolver } from '#web/lib/form.ts';
import type { TConflictField } from '#web/features/console/shell/lib/conflict-changes.ts';
import { friendlyError } from '#web/features/console/shell/lib/zod-messages.ts';
import { formPathOf as courseFormPathOf } from './course-form.ts';
import type { TQuizFormValues } from './quiz.ts';

/**
 * The lesson editor's form: the duration in minutes (the request's is seconds), quiz options as `{ value }`
 * rows (useFieldArray needs objects). `toLessonRequest` turns them back and the shared PATCH schema checks
 * the result, so the browser checks what the server checks.
 */
export type TLessonFormValues = TQuizFormValues & {
  title: string;
  freePreview: boolean;
  durationMinutes: number;
  body: string;
};

export type TLessonRequest = z.output<typeof ZLessonUpdateRequest>;

export function toLessonForm(lesson: TConsoleLesson): TLessonFormValues {
  return {
    title: lesson.title,
    freePreview: lesson.freePreview,
    durationMinutes: Math.round((lesson.durationSeconds / 60) * 100) / 100,
    body: lesson.body,
    quiz: lesson.quiz.map(({ _id, question, options, correctOption }) => ({
      _id,
      question,
      options: options.map((value) => ({ value })),
      correctOption,
    })),
  };
}

/** The PATCH body of the form's values: a video lesson sends no duration, only a quiz sends questions. */
export const toLessonRequest =
  (lesson: Pick<TConsoleLesson, 'kind' | 'updatedAt'>) => (values: TLessonFormValues) => ({
    title: values.title,
    freePreview: values.freePreview,
    body: values.body,
    ...(lesson.kind === 'video'
      ? {}
      : {
          durationSeconds: Number.isFinite(values.durationMinutes)
            ? Math.round(values.durationMinutes * 60)
            : NaN,
        }),
    ...(lesson.kind === 'quiz'
      ? {
          quiz: values.quiz.map(({ _id, question, options, correctOption }) => ({
            ...(_id ? { _id } : {}),
            question,
            options: options.map(({ value }) => value),
            correctOption,
          })),
        }
      : {}),
    version: lesson.updatedAt,
  });

const formPathOf = (path: readonly PropertyKey[]) =>
  path[0] === 'durationSeconds' ? 'durationMinutes' : courseFormPathOf(path);

/**
 * Validates with ZLessonUpdateRequest (the server's schema) for this lesson's kind, at the version `current`
 * answers when the form is submitted (an upload in between moves it on).
 */
export const lessonFormResolver =
  (
    current: () => Pick<TConsoleLesson, 'kind' | 'updatedAt'>,
  ): Resolver<TLessonFormValues, unknown, TLessonRequest> =>
  (values, context, options) =>
    schemaResolver<TLessonFormValues, typeof ZLessonUpdateRequest>(ZLessonUpdateRequest, {
      toRequest: toLessonRequest(current()),
      formPathOf,
      error: friendlyError,
    })(values, context, options);

/** The fields a stale save names (ADR 030), with the labels the form shows. */
export const LESSON_CONFLICT_FIELDS: TConflictField[] = [
  { name: 'title', label: T.lessonTitle },
  { name: 'freePreview', label: T.freePreview },
  { name: 'durationMinutes', label: T.durationMinutes },
  { name: 'body', label: T.content },
  { name: 'quiz', label: T.quizHeading },
];
