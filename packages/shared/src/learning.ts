import { z } from 'zod';
import { LEARNING_MESSAGES, LESSON_ACCESS_VALUES, LESSON_KIND_VALUES } from './learning-texts.ts';

/**
 * The learner's side of a course's lessons (docs/product.md#learning): the public outline, one lesson with
 * its media, progress reports and the learner's progress per course. Console shapes are in
 * `console-learning.ts`.
 */

export const ZLessonKind = z.enum(LESSON_KIND_VALUES);
export const ZLessonAccess = z.enum(LESSON_ACCESS_VALUES);

/** A published lesson as the course page's outline lists it (no content, nothing of drafts). */
export const ZOutlineLesson = z.object({
  _id: z.uuid(),
  title: z.string(),
  kind: ZLessonKind,
  durationSeconds: z.number().int(),
  freePreview: z.boolean(),
  /** Only in staff's replies (GET /api/learn/courses/{slug}), which list drafts too: true for a draft. */
  draft: z.boolean().optional(),
});
export type TOutlineLesson = z.infer<typeof ZOutlineLesson>;

export const ZOutlineSection = z.object({
  _id: z.uuid(),
  title: z.string(),
  lessons: z.array(ZOutlineLesson),
});
export type TOutlineSection = z.infer<typeof ZOutlineSection>;

/**
 * GET /api/course/{id}/outline (public, cached; a section without a published lesson is left out): the
 * sections in order and the totals the course header may show.
 */
export const ZCourseOutline = z.object({
  sections: z.array(ZOutlineSection),
  lessonCount: z.number().int(),
  videoCount: z.number().int(),
  durationSeconds: z.number().int(),
});
export type TCourseOutline = z.infer<typeof ZCourseOutline>;

/** A lesson's state for the signed-in learner. */
export const ZLessonProgress = z.object({
  lesson: z.uuid(),
  completed: z.boolean(),
  /** Distinct seconds watched (video), and where playback stopped: the player resumes there. */
  watchedSeconds: z.number(),
  positionSeconds: z.number(),
  /** A quiz lesson's best attempt, when there is one. */
  quizScore: z.number().int().nullable(),
  quizTotal: z.number().int().nullable(),
});
export type TLessonProgress = z.infer<typeof ZLessonProgress>;

/**
 * GET /api/learn/courses/{slug} (signed in or not): the course, what the visitor may open, the outline, the
 * learner's progress per lesson, and the lesson to continue with.
 */
export const ZLearnCourse = z.object({
  course: z.object({ _id: z.uuid(), slug: z.string(), name: z.string() }),
  access: ZLessonAccess,
  sections: z.array(ZOutlineSection),
  progress: z.array(ZLessonProgress),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  percent: z.number().int(),
  /** The first lesson not completed that the visitor may open (else the first lesson), or null. */
  nextLesson: z.uuid().nullable(),
});
export type TLearnCourse = z.infer<typeof ZLearnCourse>;

/** A caption track: its URL is a media URL (see `ZLessonVideo`). */
export const ZLessonCaption = z.object({ lang: z.string(), label: z.string(), url: z.string() });

/**
 * A ready video: URLs under `/media/`, answered only with the media cookie the lesson read set for this
 * learner and this video (short-lived, HMAC-signed; docs/product.md#learning).
 */
export const ZLessonVideo = z.object({
  playlistUrl: z.string(),
  posterUrl: z.string().nullable(),
  captions: z.array(ZLessonCaption),
  durationSeconds: z.number(),
});

export const ZLessonDownload = z.object({
  url: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
});

/** A quiz lesson's question, without its answer. */
export const ZLessonQuizQuestion = z.object({
  _id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
});

/**
 * GET /api/learn/lessons/{id}: a lesson the visitor may open, with its content. A locked lesson is 403 with
 * the reason (`lessonLocked`, `awaitingPayment`); a draft or unknown one (to anyone but staff) 404.
 */
export const ZLessonDetail = z.object({
  _id: z.uuid(),
  courseId: z.uuid(),
  sectionId: z.uuid(),
  title: z.string(),
  kind: ZLessonKind,
  durationSeconds: z.number().int(),
  freePreview: z.boolean(),
  /** Sanitized rich text: a text lesson's content, notes under the others. */
  body: z.string(),
  /** Null while the video is being prepared (the page says so) and for other kinds. */
  video: ZLessonVideo.nullable(),
  download: ZLessonDownload.nullable(),
  quiz: z.array(ZLessonQuizQuestion).nullable(),
  passPercent: z.number().int(),
  /** Null for a visitor who is not signed in (a preview). */
  progress: ZLessonProgress.nullable(),
});
export type TLessonDetail = z.infer<typeof ZLessonDetail>;

/**
 * POST /api/learn/lessons/{id}/progress: what played since the last report. `ranges` are the spans of the
 * video played (seconds, start < end); the server merges them with what it has, clipped to what could have
 * played since its last accepted report at up to twice the normal speed.
 */
const ZPlayedRange = z
  .tuple([z.number().min(0).max(86_400), z.number().min(0).max(86_400)])
  .refine(([start, end]) => start <= end, { error: LEARNING_MESSAGES.progressInvalid });

export const ZProgressReport = z.object({
  positionSeconds: z.number().min(0).max(86_400),
  ranges: z.array(ZPlayedRange).max(100),
});
export type TProgressReport = z.input<typeof ZProgressReport>;

/** The reply to a progress report: the lesson's progress now, and how much of the report was believed. */
export const ZProgressResult = z.object({
  progress: ZLessonProgress,
  /** New distinct seconds the report added. */
  acceptedSeconds: z.number(),
  /** New seconds it claimed beyond what could have played since the last report: not counted. */
  clippedSeconds: z.number(),
});
export type TProgressResult = z.infer<typeof ZProgressResult>;

/** POST /api/learn/lessons/{id}/quiz: one answer per question of the lesson. */
export const ZLessonQuizAttempt = z.object({
  answers: z.array(z.object({ question: z.string().max(64), option: z.number().int().min(0) })).max(200),
});
export type TLessonQuizAttempt = z.input<typeof ZLessonQuizAttempt>;

export const ZLessonQuizResult = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  passPercent: z.number().int(),
  results: z.array(
    z.object({
      question: z.string(),
      selected: z.number().int().nullable(),
      correct: z.number().int(),
      isCorrect: z.boolean(),
    }),
  ),
  progress: ZLessonProgress,
});
export type TLessonQuizResult = z.infer<typeof ZLessonQuizResult>;

/** GET /api/learn/my-courses: each course the learner may open, with its progress (journey, cards). */
export const ZMyCourseProgress = z.object({
  courseId: z.uuid(),
  slug: z.string(),
  percent: z.number().int(),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  completed: z.boolean(),
  lastActivityAt: z.string().nullable(),
});
export const ZMyCourses = z.object({ courses: z.array(ZMyCourseProgress) });
export type TMyCourses = z.infer<typeof ZMyCourses>;
