import {
  centsToDollars,
  dollarsToCents,
  type TAdminCourse,
  type TAdminCourseCreateRequest,
  type TAdminCourseRow,
} from '@curio/shared';
import { sanitizeRichText } from '#api/lib/sanitize.ts';
import type {
  AdminCourseDetailRow,
  AdminCourseListRow,
  AdminQuizRow,
  CourseValues,
  QuizQuestionInput,
} from './console-repository.ts';
import { toCourse } from './serialize.ts';

/** Every field an editor sets, as the wire has them (PATCH sends any of them). */
export type CourseFieldsInput = Partial<Omit<TAdminCourseCreateRequest, 'status'>>;

export const toAdminCourseRow = (row: AdminCourseListRow): TAdminCourseRow => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  status: row.status,
  price: centsToDollars(row.priceCents),
  images: row.images,
  category: { _id: row.categoryId, name: row.categoryName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The course page's fields (one serializer for both), plus what only the console sees. */
export function toAdminCourse(
  { course, categoryName, hasOrders }: AdminCourseDetailRow,
  quiz: AdminQuizRow[],
): TAdminCourse {
  const { rating: _rating, ...page } = toCourse({
    course,
    categoryName,
    ratingAverage: null,
    ratingCount: 0,
    // The editor edits the operator's own figures, not the counts the page derives from lessons.
    lessonCount: 0,
    videoLessonCount: 0,
  });
  return {
    ...page,
    status: course.status,
    sortOrder: course.sortOrder,
    passPercent: course.passPercent,
    grantsCertificate: course.grantsCertificate,
    quiz: quiz.map((q) => ({
      _id: q.id,
      question: q.question,
      options: q.options,
      correctOption: q.correctOption,
    })),
    hasOrders: Boolean(hasOrders),
  };
}

/**
 * The wire's fields as columns: price in cents, rich text sanitized with the site's allowlist
 * (docs/product.md#api, cleaned again on render). Fields not sent stay out, so a PATCH changes only what it
 * names.
 */
export function toCourseValues(input: CourseFieldsInput): Partial<CourseValues> {
  const {
    category,
    price,
    quiz: _quiz,
    description,
    feature,
    audience,
    overview,
    curriculum,
    ...plain
  } = input;
  const values: Partial<CourseValues> = { ...plain };
  if (category !== undefined) values.categoryId = category;
  if (price !== undefined) values.priceCents = dollarsToCents(price);
  if (description !== undefined) values.description = sanitizeRichText(description);
  if (feature !== undefined) values.feature = sanitizeRichText(feature);
  if (audience !== undefined) values.audience = sanitizeRichText(audience);
  if (overview !== undefined) values.overview = sanitizeRichText(overview);
  if (curriculum !== undefined)
    values.curriculum = curriculum.map((entry) => ({
      title: entry.title,
      description: sanitizeRichText(entry.description),
    }));
  for (const key of Object.keys(values) as (keyof CourseValues)[])
    if (values[key] === undefined) delete values[key];
  return values;
}

/** What the audit log keeps of a course: its columns (the generated ones aside) and its quiz. */
export function auditSnapshot(
  course: AdminCourseDetailRow['course'],
  quiz: readonly QuizQuestionInput[],
): Record<string, unknown> {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = course;
  return {
    ...fields,
    quiz: quiz.map((q) => ({ question: q.question, options: q.options, correctOption: q.correctOption })),
  };
}
