import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGES as M, type TReview } from '@curio/shared';
import { badRequest, conflict, forbidden, notFound } from '#api/lib/http-errors.ts';
import { isUniqueViolation } from '#api/lib/pg-errors.ts';
import { sanitizeComment } from '#api/lib/sanitize.ts';
import { COURSE_CACHE_TAGS as TAGS, type CourseService } from '#api/modules/course/index.ts';
import { createReviewRepository } from './repository.ts';
import { toReview } from './serialize.ts';

/**
 * Sanitized to the comment allowlist (docs/product.md#catalogue); a comment with no text left is no comment.
 */
function cleanComment(comment: string): string {
  const clean = sanitizeComment(comment);
  const text = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (!text) throw badRequest(M.commentRequired, [{ field: 'comment', message: M.commentRequired }]);
  return clean;
}

/** A review changes its course's reviews list and its course page (the rating), nothing else. */
export const invalidateCourseReviews = (app: FastifyInstance, course: { id: string; slug: string }) =>
  app.publicCache.invalidate(TAGS.reviews(course.id), TAGS.coursePage(course.id));

export interface ReviewInput {
  rating: number;
  comment: string;
}

/**
 * Reviews of a course (docs/product.md#catalogue): a token to write, one per user per course, author-only
 * changes.
 */
export function createReviewService(app: FastifyInstance, courses: CourseService) {
  const repository = createReviewRepository(app.db);

  const invalidate = (course: { id: string; slug: string }) => invalidateCourseReviews(app, course);

  async function requireOwnReview(courseId: string, reviewId: string, userId: string) {
    const course = await courses.requireCourse(courseId);
    const review = await repository.findInCourse(reviewId, course.id);
    if (!review) throw notFound(M.reviewNotFound);
    if (review.userId !== userId) throw forbidden(M.reviewNotYours);
    return { course, review };
  }

  async function readBack(reviewId: string, courseId: string): Promise<TReview> {
    const row = await repository.findInCourse(reviewId, courseId);
    if (!row) throw notFound(M.reviewNotFound);
    return toReview(row);
  }

  return {
    /** Newest first. */
    async listReviews(courseId: string): Promise<TReview[]> {
      await courses.requireCourse(courseId);
      const rows = await repository.listByCourse(courseId);
      return rows.map(toReview);
    },

    async createReview(courseId: string, userId: string, input: ReviewInput): Promise<TReview> {
      const course = await courses.requireCourse(courseId);
      const comment = cleanComment(input.comment);
      let id: string;
      try {
        id = await repository.insert({ courseId: course.id, userId, rating: input.rating, comment });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.reviewDuplicate);
        throw err;
      }
      invalidate(course);
      return readBack(id, course.id);
    },

    async updateReview(courseId: string, reviewId: string, userId: string, input: ReviewInput) {
      const { course } = await requireOwnReview(courseId, reviewId, userId);
      const comment = cleanComment(input.comment);
      await repository.update(reviewId, { rating: input.rating, comment });
      invalidate(course);
      return readBack(reviewId, course.id);
    },

    async deleteReview(courseId: string, reviewId: string, userId: string): Promise<void> {
      const { course } = await requireOwnReview(courseId, reviewId, userId);
      await repository.remove(reviewId);
      invalidate(course);
    },
  };
}
