import { z } from 'zod';
import { zSiteImage } from './rules.ts';
import { zMultilineText, zText } from './text.ts';
import { ZConsoleListQuery, ZReorderRequest, ZVersion } from './console.ts';
import { LESSON_MESSAGES } from './console-lessons-texts.ts';
import { DEFAULT_PASS_PERCENT } from './learning-texts.ts';
import { ZCategory, ZCourse, ZCurriculumEntry, ZQuizQuestion, ZReview } from './course.ts';
import { SLUG_MAX, SLUG_PATTERN } from './slug.ts';

/**
 * The console's catalogue: categories and courses. One schema validates the editor's form in
 * the browser and the request on the server. Money is dollars with cents on the wire (money.ts).
 */

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export const ZCourseStatus = z.enum(COURSE_STATUSES);
export type TCourseStatus = z.infer<typeof ZCourseStatus>;

export const CATALOGUE_LIMITS = {
  categoryName: 80,
  courseName: 200,
  slug: SLUG_MAX,
  shortText: 80,
  /** Rich-text fields (HTML, sanitized on write). */
  richText: 50_000,
  images: 20,
  curriculum: 100,
  quizQuestions: 50,
  quizOptionsMin: 2,
  quizOptionsMax: 10,
  count: 1_000_000,
  priceMax: 100_000,
} as const;
const L = CATALOGUE_LIMITS;

const text = (max: number) => zText().trim().min(1).max(max);
/** Prose or rich text: may hold several lines. */
const prose = (max: number) => zMultilineText().trim().min(1).max(max);
const count = z.number().int().min(0).max(L.count);

// ---- Categories ----

export const ZAdminCategory = ZCategory.extend({
  sortOrder: z.number().int(),
  courseCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;

/** GET /api/admin/categories: `q` searches the name; sort by `order` (default), `name` or `courses`. */
export const ZAdminCategoryListQuery = ZConsoleListQuery;

export const ZCategoryCreateRequest = z.object({ name: text(L.categoryName) });
export type TCategoryCreateRequest = z.input<typeof ZCategoryCreateRequest>;

export const ZCategoryRenameRequest = ZCategoryCreateRequest.extend(ZVersion.shape);
export type TCategoryRenameRequest = z.input<typeof ZCategoryRenameRequest>;

/** PUT /api/admin/categories/order: every category id, once each, in the new order. */
export const ZCategoryOrderRequest = ZReorderRequest;
export type TCategoryOrderRequest = z.input<typeof ZCategoryOrderRequest>;

// ---- Courses ----

/** One quiz question with its answer: `correctOption` indexes `options`. */
export const ZAdminQuizQuestionInput = z
  .object({
    question: prose(500),
    options: z.array(text(200)).min(L.quizOptionsMin).max(L.quizOptionsMax),
    correctOption: z.number().int().min(0),
  })
  .refine((q) => q.correctOption < q.options.length, {
    error: 'Choose the correct option among the options.',
    path: ['correctOption'],
  });
export type TAdminQuizQuestionInput = z.input<typeof ZAdminQuizQuestionInput>;

export const ZAdminQuizQuestion = z.object({
  _id: z.uuid(),
  question: z.string(),
  options: z.array(z.string()),
  correctOption: z.number().int(),
});

/** Dollars with at most two decimals (49.99); stored as whole cents. */
const zPrice = z
  .number()
  .min(0)
  .max(L.priceMax)
  .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, {
    error: 'Use at most two decimals for the price.',
  });

/**
 * An image of the course: one it already has, or one uploaded for it through the console (the API checks
 * which); a path of this site in any case (ADR 028).
 */
const zImageUrl = zSiteImage('Upload an image.');

/** A course's or an article's address: lower-case words and single dashes (SLUG_PATTERN). */
export const zSlug = zText().trim().min(1).max(SLUG_MAX).regex(SLUG_PATTERN, {
  error: 'Use lower-case letters, digits and single dashes, e.g. intro-to-react.',
});

/**
 * Every course field an editor sets (docs/product.md#catalogue). Rich text is sanitized on write with the
 * site's allowlist.
 */
const courseFields = {
  name: text(L.courseName),
  slug: zSlug,
  category: z.uuid(),
  images: z.array(zImageUrl).max(L.images),
  duration: text(L.shortText),
  lectures: count,
  videoLessons: count,
  skillLevel: text(L.shortText),
  studentsEnrolled: count,
  description: prose(L.richText),
  feature: zMultilineText().max(L.richText),
  audience: zMultilineText().max(L.richText),
  overview: zMultilineText().max(L.richText),
  curriculum: z
    .array(ZCurriculumEntry.extend({ title: text(200), description: zMultilineText().max(L.richText) }))
    .max(L.curriculum),
  /** Optional: an uploaded image of a sample certificate, shown on the course page's Certificate tab. */
  certificateDemo: zSiteImage(),
  price: zPrice,
  /** Place within its category's carousel (lowest first). */
  sortOrder: z.number().int().min(0).max(1_000_000),
  /** The whole quiz, in order: adding, editing, removing and reordering all send the new list. */
  quiz: z.array(ZAdminQuizQuestionInput).max(L.quizQuestions),
  /** The share of right answers, in percent, that passes a quiz lesson (docs/product.md#learning). */
  passPercent: z
    .number({ error: LESSON_MESSAGES.passPercent })
    .int({ error: LESSON_MESSAGES.passPercent })
    .min(1, { error: LESSON_MESSAGES.passPercent })
    .max(100, { error: LESSON_MESSAGES.passPercent }),
  /** Whether completing the course earns a certificate (docs/product.md#certificates). */
  grantsCertificate: z.boolean(),
};

/** POST /api/admin/courses: a new course is a draft unless said otherwise. */
export const ZAdminCourseCreateRequest = z.object({
  ...courseFields,
  images: courseFields.images.default([]),
  feature: courseFields.feature.default(''),
  audience: courseFields.audience.default(''),
  overview: courseFields.overview.default(''),
  curriculum: courseFields.curriculum.default([]),
  certificateDemo: courseFields.certificateDemo.default(''),
  studentsEnrolled: courseFields.studentsEnrolled.default(0),
  sortOrder: courseFields.sortOrder.default(0),
  quiz: courseFields.quiz.default([]),
  passPercent: courseFields.passPercent.default(DEFAULT_PASS_PERCENT),
  grantsCertificate: courseFields.grantsCertificate.default(true),
  status: ZCourseStatus.default('draft'),
});
export type TAdminCourseCreateRequest = z.input<typeof ZAdminCourseCreateRequest>;

/** PATCH /api/admin/courses/{id}: any of the fields, with the version the editor loaded. */
export const ZAdminCourseUpdateRequest = z.object(courseFields).partial().extend(ZVersion.shape);
export type TAdminCourseUpdateRequest = z.input<typeof ZAdminCourseUpdateRequest>;

/** POST /api/admin/courses/{id}/status. */
export const ZCourseStatusRequest = z.object({ status: ZCourseStatus }).extend(ZVersion.shape);
export type TCourseStatusRequest = z.input<typeof ZCourseStatusRequest>;

/**
 * GET /api/admin/courses: `q` searches name and slug; sort by name, slug, price, status, createdAt,
 * updatedAt.
 */
export const ZAdminCourseListQuery = ZConsoleListQuery.extend({
  category: z.uuid().optional(),
  status: ZCourseStatus.optional(),
});
export type TAdminCourseListQuery = z.input<typeof ZAdminCourseListQuery>;

/** A row of the console's course list. */
export const ZAdminCourseRow = z.object({
  _id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  status: ZCourseStatus,
  price: z.number(),
  images: z.array(z.string()),
  category: ZCategory,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminCourseRow = z.infer<typeof ZAdminCourseRow>;

/**
 * GET /api/admin/courses/{id}: the course page's fields (rating aside), its status and carousel place, the
 * quiz with its answers; `updatedAt` is the version to edit with.
 */
export const ZAdminCourse = ZCourse.omit({ rating: true }).extend({
  status: ZCourseStatus,
  sortOrder: z.number().int(),
  quiz: z.array(ZAdminQuizQuestion),
  /** A quiz lesson's pass mark, in percent. */
  passPercent: z.number().int(),
  /** Completing it earns a certificate. */
  grantsCertificate: z.boolean(),
  /** A course with orders can be archived, never deleted. */
  hasOrders: z.boolean(),
});
export type TAdminCourse = z.infer<typeof ZAdminCourse>;

/**
 * GET /api/admin/courses/{id}/preview (staff, never cached): a course of any status as its public page would
 * show it — the course, its quiz without the answers and the reviews visitors see — and its status for the
 * banner.
 */
export const ZCoursePreview = z.object({
  course: ZCourse,
  status: ZCourseStatus,
  quiz: z.array(ZQuizQuestion),
  reviews: z.array(ZReview),
});
export type TCoursePreview = z.infer<typeof ZCoursePreview>;
