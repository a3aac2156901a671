import { z } from 'zod';
import { zMultilineText, zText } from './text.ts';
import {
  COURSE_CURSOR_MAX,
  COURSE_LIST_LIMIT_MAX,
  COURSE_MESSAGES,
  COURSE_SEARCH_MAX,
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from './course-texts.ts';

/**
 * Courses, categories, reviews and quiz (docs/product.md#catalogue, docs/product.md#api). Field names are the
 * API's historical ones (`_id`, `videoLessons`, `certificateDemo`…); prices are USD numbers with cents.
 */

const M = COURSE_MESSAGES;

export const ZCategory = z.object({ _id: z.uuid(), name: z.string() });
export type TCategory = z.infer<typeof ZCategory>;

/** What a catalogue card needs, nothing more (GET /api/course). */
export const ZCourseCard = z.object({
  _id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  images: z.array(z.string()),
  duration: z.string(),
  price: z.number(),
  category: z.object({ _id: z.uuid() }),
});
export type TCourseCard = z.infer<typeof ZCourseCard>;

/** One curriculum entry; `description` is rich text (sanitized HTML). */
export const ZCurriculumEntry = z.object({ title: z.string(), description: z.string() });
export type TCurriculumEntry = z.infer<typeof ZCurriculumEntry>;

/**
 * The whole course (GET /api/course/slug/{slug}), category populated. Rich-text fields are sanitized HTML.
 */
export const ZCourse = ZCourseCard.extend({
  category: ZCategory,
  lectures: z.number().int(),
  videoLessons: z.number().int(),
  skillLevel: z.string(),
  studentsEnrolled: z.number().int(),
  description: z.string(),
  feature: z.string(),
  audience: z.string(),
  overview: z.string(),
  curriculum: z.array(ZCurriculumEntry),
  certificateDemo: z.string(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCourse = z.infer<typeof ZCourse>;

/**
 * GET /api/course?category=<id>&search=<words>&limit=<n>&cursor=<page.next>. Search is full-text over the
 * name, the description and the category's name, ranked. Without `limit` a list of up to
 * COURSE_LIST_LIMIT_MAX cards comes whole; `cursor` is the `page.next` of the page before (ADR 041).
 */
export const ZCourseListQuery = z.object({
  category: z.uuid().optional(),
  search: zText().trim().max(COURSE_SEARCH_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(COURSE_LIST_LIMIT_MAX).optional(),
  cursor: z
    .string()
    .max(COURSE_CURSOR_MAX)
    .regex(/^[\w-]+$/, { error: M.cursorInvalid })
    .optional(),
});
export type TCourseListQuery = z.infer<typeof ZCourseListQuery>;

/**
 * Where a list of cards stands: `next` asks for the following page (null on the last), `total` counts every
 * card of the list (a search's every match), whichever page this is.
 */
export const ZCoursePage = z.object({ next: z.string().nullable(), total: z.number().int().min(0) });
export type TCoursePage = z.infer<typeof ZCoursePage>;

/** GET /api/course's reply: the envelope, its `data` the cards as always, and `page` beside it. */
export const ZCourseCardPage = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  data: z.array(ZCourseCard),
  page: ZCoursePage,
});
export type TCourseCardPage = z.infer<typeof ZCourseCardPage>;

export const ZReview = z.object({
  _id: z.uuid(),
  /** The author's display name at read time. */
  name: z.string(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  /**
   * Sanitized to b, i, em, strong, p, br, ul, ol, li on write (docs/product.md#catalogue); sanitize again on
   * render.
   */
  comment: z.string(),
  /** The author's user id: the web shows Edit/Delete only when it equals the signed-in user's `_id`. */
  user: z.uuid(),
  course: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

/** POST /api/course/{id}/review and PUT /api/course/{id}/review/{reviewId}. */
export const ZReviewRequest = z.object({
  rating: z
    .number({ error: M.ratingRequired })
    .int({ error: M.ratingRequired })
    .min(REVIEW_RATING_MIN, { error: M.ratingRequired })
    .max(REVIEW_RATING_MAX, { error: M.ratingRequired }),
  comment: zMultilineText({ error: M.commentRequired })
    .trim()
    .min(1, { error: M.commentRequired })
    .max(REVIEW_COMMENT_MAX, { error: M.commentTooLong }),
});
export type TReviewRequest = z.input<typeof ZReviewRequest>;

/** GET /api/course/{id}/quiz: never the correct answers. */
export const ZQuizQuestion = z.object({
  _id: z.uuid(),
  question: z.string(),
  options: z.array(z.string()),
});
export type TQuizQuestion = z.infer<typeof ZQuizQuestion>;

/** POST /api/course/{id}/quiz/attempt: one answer (option index) per question of the course. */
export const ZQuizAttemptRequest = z.object({
  answers: z
    .array(z.object({ question: z.uuid(), option: z.number().int().min(0) }))
    .min(1, { error: M.quizAnswersInvalid }),
});
export type TQuizAttemptRequest = z.input<typeof ZQuizAttemptRequest>;

export const ZQuizAttemptResult = z.object({
  _id: z.uuid(),
  score: z.number().int(),
  total: z.number().int(),
  results: z.array(
    z.object({
      question: z.uuid(),
      selected: z.number().int().nullable(),
      correct: z.number().int(),
      isCorrect: z.boolean(),
    }),
  ),
  createdAt: z.string(),
});
export type TQuizAttemptResult = z.infer<typeof ZQuizAttemptResult>;
