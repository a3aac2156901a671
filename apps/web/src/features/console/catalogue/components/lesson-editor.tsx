import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { AUTHORING_TEXTS as T, formatLessonDuration, MESSAGES, type TConsoleLesson } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { toast } from '#web/lib/toast.ts';
import { fetchLesson, useUpdateLesson } from '#web/features/console/catalogue/api/lessons.ts';
import {
  LESSON_CONFLICT_FIELDS,
  lessonFormResolver,
  toLessonForm,
  type TLessonFormValues,
  type TLessonRequest,
} from '#web/features/console/catalogue/lib/lesson-form.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import { RichTextEditor } from '#web/features/console/shell/components/rich-text-editor.tsx';
import {
  formCompare,
  useConflictNotice,
} from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { useUnsavedGuard } from '#web/features/console/shell/lib/use-unsaved-guard.ts';
import { DownloadFileField } from './download-file-field.tsx';
import { LessonStatusActions } from './lesson-status-actions.tsx';
import { QuizQuestionsField } from './quiz-questions-field.tsx';
import { VideoLessonField } from './video-lesson-field.tsx';

type TLessonEditorProps = {
  /** The lesson as the server last answered it: its `updatedAt` is the version every change carries. */
  lesson: TConsoleLesson;
  /** Reads the lesson again after a stale save (the edits in progress are replaced). */
  onReload: () => Promise<TConsoleLesson | undefined>;
};

/**
 * A lesson's fields (docs/product.md#authoring): title, free preview, duration (not for a video), its text or
 * notes, and per kind its video, its file or its questions; publish and delete beside them.
 */
export function LessonEditor({ lesson, onReload }: TLessonEditorProps) {
  // The version a save carries is the lesson's latest: an upload or a video attached since moved it on.
  const current = useRef(lesson);
  useEffect(() => {
    current.current = lesson;
  }, [lesson]);
  const form = useForm<TLessonFormValues, unknown, TLessonRequest>({
    resolver: lessonFormResolver(() => current.current),
    defaultValues: toLessonForm(lesson),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [isReloading, setIsReloading] = useState(false);
  const update = useUpdateLesson(lesson._id);
  const { isDirty, errors } = form.formState;
  const guard = useUnsavedGuard(isDirty);
  const latest = async () => toLessonForm(await fetchLesson(lesson._id));
  const conflict = useConflictNotice(
    () => reload(),
    isReloading,
    formCompare(form, LESSON_CONFLICT_FIELDS, latest),
  );

  const reload = async () => {
    setIsReloading(true);
    let fresh: TConsoleLesson | undefined;
    try {
      fresh = await onReload();
    } catch (error) {
      toastError(error, T.saveFailed);
    } finally {
      setIsReloading(false);
    }
    if (!fresh) throw new Error('The lesson was not reloaded.');
    form.reset(toLessonForm(fresh));
  };

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: ({ data, message }) => {
        form.reset(toLessonForm(data));
        toast.success(message || MESSAGES.admin.saved);
      },
      onError: (error) => {
        if (isConflict(error)) return conflict.show(error.message);
        if (!applyServerErrors(form, error)) toastError(error, T.saveFailed);
      },
    }),
  );

  const isText = lesson.kind === 'text';
  return (
    <FormProvider {...form}>
      {guard}
      {conflict.notice}
      <div className="lesson-editor">
        <div className="lesson-form">
          {/* Outside the form: the uploads act at once, and the captions have a form of their own. */}
          {lesson.kind === 'video' && <VideoLessonField lesson={lesson} onStale={conflict.show} />}
          {lesson.kind === 'download' && <DownloadFileField lesson={lesson} onStale={conflict.show} />}
          <form
            className="lesson-form"
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            aria-label={lesson.title}
          >
            <section className="console-panel course-form__grid" aria-labelledby="lesson-basics">
              <h2 id="lesson-basics" className="console-panel__title">
                {T.basicsHeading(lesson.kind)}
              </h2>
              <TextField
                label={T.lessonTitle}
                autoComplete="off"
                className="course-form__wide"
                {...form.register('title')}
                error={errors.title?.message}
              />
              {lesson.kind === 'video' ? (
                <p className="console-note">
                  {T.videoDuration(formatLessonDuration(lesson.durationSeconds))}
                </p>
              ) : (
                <TextField
                  label={T.durationMinutes}
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  hint={T.durationHint}
                  {...form.register('durationMinutes', { valueAsNumber: true })}
                  error={errors.durationMinutes?.message}
                />
              )}
              <CheckboxField
                label={T.freePreview}
                hint={T.freePreviewHint}
                className="course-form__wide"
                {...form.register('freePreview')}
              />
            </section>
            {lesson.kind === 'quiz' && (
              <QuizQuestionsField id="lesson-quiz" title={T.quizHeading} emptyText={T.quizEmpty} />
            )}
            <section className="console-panel" aria-labelledby="lesson-body">
              <h2 id="lesson-body" className="console-panel__title">
                {isText ? T.content : T.notes}
              </h2>
              <Controller
                control={form.control}
                name="body"
                render={({ field }) => (
                  <RichTextEditor
                    label={isText ? T.content : T.notes}
                    hint={isText ? undefined : T.notesHint}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.body?.message}
                  />
                )}
              />
            </section>
            <div className="course-form__save">
              <Button type="submit" isLoading={update.isPending}>
                {T.saveChanges}
              </Button>
              {isDirty && <span className="console-note">{T.unsaved}</span>}
            </div>
          </form>
        </div>
        <aside>
          <LessonStatusActions
            lesson={lesson}
            isDirty={isDirty}
            onStale={conflict.show}
            onDeleted={() => form.reset()}
          />
        </aside>
      </div>
    </FormProvider>
  );
}
