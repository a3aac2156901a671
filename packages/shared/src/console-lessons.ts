import { z } from 'zod';
import { CATALOGUE_LIMITS } from './console-catalogue.ts';
import { ZVersion } from './console.ts';
import { ZConsoleVideo, ZVideoStatus } from './console-videos.ts';
import { LESSON_MESSAGES } from './console-lessons-texts.ts';
import { LESSON_KIND_VALUES } from './learning-texts.ts';
import { zMultilineText, zText } from './text.ts';

/**
 * The console's sections and lessons of a course (docs/product.md#authoring): the outline with drafts, one
 * lesson with its content, and the writes. Texts: `console-lessons-texts.ts`.
 */

export const LESSON_LIMITS = {
  title: 200,
  /** Rich text, sanitized on write. */
  body: CATALOGUE_LIMITS.richText,
  /** A lesson's duration as the operator estimates it: up to a day. */
  durationSeconds: 24 * 60 * 60,
  quizQuestions: CATALOGUE_LIMITS.quizQuestions,
  quizOptionsMin: CATALOGUE_LIMITS.quizOptionsMin,
  quizOptionsMax: CATALOGUE_LIMITS.quizOptionsMax,
  /** A reorder names at most this many sections, and this many lessons in all. */
  sections: 200,
  lessons: 2000,
  fileName: 255,
} as const;
const L = LESSON_LIMITS;

export const ZLessonStatus = z.enum(['draft', 'published']);
export type TLessonStatus = z.infer<typeof ZLessonStatus>;
export const ZConsoleLessonKind = z.enum(LESSON_KIND_VALUES);

const title = zText().trim().min(1).max(L.title);

// ---- Replies ----

/** A video's state as the outline shows it beside its lesson. */
export const ZOutlineVideoState = z.object({
  _id: z.uuid(),
  originalName: z.string(),
  status: ZVideoStatus,
  progress: z.number().int(),
  error: z.string().nullable(),
  durationSeconds: z.number().nullable(),
});
export type TOutlineVideoState = z.infer<typeof ZOutlineVideoState>;

/** What the outline and a lesson's own reply both say of it (the serializer's `lessonBasics`). */
const lessonBasics = {
  _id: z.uuid(),
  sectionId: z.uuid(),
  title: z.string(),
  kind: ZConsoleLessonKind,
  status: ZLessonStatus,
  freePreview: z.boolean(),
  /** A video lesson's is its video's once known. */
  durationSeconds: z.number().int(),
  updatedAt: z.string(),
};

export const ZConsoleOutlineLesson = z.object({
  ...lessonBasics,
  video: ZOutlineVideoState.nullable(),
  /** A download lesson's file name, once uploaded. */
  fileName: z.string().nullable(),
});
export type TConsoleOutlineLesson = z.infer<typeof ZConsoleOutlineLesson>;

export const ZConsoleOutlineSection = z.object({
  _id: z.uuid(),
  title: z.string(),
  lessons: z.array(ZConsoleOutlineLesson),
  updatedAt: z.string(),
});
export type TConsoleOutlineSection = z.infer<typeof ZConsoleOutlineSection>;

/** GET /api/admin/courses/{courseId}/outline: every section and lesson, drafts included, in order. */
export const ZConsoleOutline = z.object({
  course: z.object({ _id: z.uuid(), name: z.string(), passPercent: z.number().int() }),
  sections: z.array(ZConsoleOutlineSection),
});
export type TConsoleOutline = z.infer<typeof ZConsoleOutline>;

/** A quiz question with its answer and its stable id (the learner's answers name it). */
export const ZConsoleLessonQuestion = z.object({
  _id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctOption: z.number().int(),
});
export type TConsoleLessonQuestion = z.infer<typeof ZConsoleLessonQuestion>;

/**
 * GET /api/admin/lessons/{id}: every field of a lesson; `updatedAt` is the version its edits carry. `video`
 * is the attached video as the video routes answer it; `downloadMaxBytes` the file upload's limit.
 */
export const ZConsoleLesson = z.object({
  ...lessonBasics,
  course: z.object({ _id: z.uuid(), name: z.string() }),
  body: z.string(),
  videoId: z.uuid().nullable(),
  video: ZConsoleVideo.nullable(),
  file: z.object({ name: z.string(), size: z.number().int(), type: z.string() }).nullable(),
  quiz: z.array(ZConsoleLessonQuestion),
  downloadMaxBytes: z.number().int(),
  createdAt: z.string(),
});
export type TConsoleLesson = z.infer<typeof ZConsoleLesson>;

// ---- Requests ----

/** POST /api/admin/courses/{courseId}/sections: a new section goes last. */
export const ZSectionCreateRequest = z.object({ title });
export type TSectionCreateRequest = z.input<typeof ZSectionCreateRequest>;

/** PATCH /api/admin/sections/{id}. */
export const ZSectionRenameRequest = ZSectionCreateRequest.extend(ZVersion.shape);
export type TSectionRenameRequest = z.input<typeof ZSectionRenameRequest>;

/**
 * PUT /api/admin/courses/{courseId}/outline/order: every section of the course once, each with every lesson
 * it is to hold, in order; a lesson may move to another section. Anything else is refused (400).
 */
export const ZOutlineOrderRequest = z
  .object({
    sections: z.array(z.object({ id: z.uuid(), lessons: z.array(z.uuid()).max(L.lessons) })).max(L.sections),
  })
  .refine(
    ({ sections }) => {
      const ids = [...sections.map((s) => s.id), ...sections.flatMap((s) => s.lessons)];
      return new Set(ids).size === ids.length;
    },
    { error: 'Each section and each lesson once.', path: ['sections'] },
  );
export type TOutlineOrderRequest = z.input<typeof ZOutlineOrderRequest>;

/** POST /api/admin/sections/{id}/lessons: a new draft lesson goes last in its section. */
export const ZLessonCreateRequest = z.object({ title, kind: ZConsoleLessonKind });
export type TLessonCreateRequest = z.input<typeof ZLessonCreateRequest>;

/**
 * One question of a quiz lesson: `_id` keeps a question's id (a new one gets one), `correctOption` in range.
 */
export const ZLessonQuestionInput = z
  .object({
    _id: zText().trim().min(1).max(64).optional(),
    question: zMultilineText().trim().min(1).max(500),
    options: z.array(zText().trim().min(1).max(200)).min(L.quizOptionsMin).max(L.quizOptionsMax),
    correctOption: z.number().int().min(0),
  })
  .refine((q) => q.correctOption < q.options.length, {
    error: 'Choose the correct option among the options.',
    path: ['correctOption'],
  });
export type TLessonQuestionInput = z.input<typeof ZLessonQuestionInput>;

/**
 * PATCH /api/admin/lessons/{id}: any of the fields, with the version loaded. `durationSeconds` is not for a
 * video lesson (its video's), `videoId` only for one (a video of the same course, or null), `quiz` only for
 * a quiz lesson (the whole list).
 */
export const ZLessonUpdateRequest = z
  .object({
    title,
    body: zMultilineText().max(L.body),
    freePreview: z.boolean(),
    durationSeconds: z.number().int().min(0).max(L.durationSeconds),
    videoId: z.uuid().nullable(),
    quiz: z
      .array(ZLessonQuestionInput)
      .max(L.quizQuestions)
      .refine(
        (questions) => {
          const ids = questions.flatMap((q) => (q._id === undefined ? [] : [q._id]));
          return new Set(ids).size === ids.length;
        },
        { error: LESSON_MESSAGES.quizIdsRepeated },
      ),
  })
  .partial()
  .extend(ZVersion.shape);
export type TLessonUpdateRequest = z.input<typeof ZLessonUpdateRequest>;

/** POST /api/admin/lessons/{id}/publish and /unpublish. */
export const ZLessonStatusRequest = ZVersion;
export type TLessonStatusRequest = z.input<typeof ZLessonStatusRequest>;

/** PUT /api/admin/lessons/{id}/file: the version loaded, in the query (the body is the file). */
export const ZLessonFileQuery = ZVersion;
