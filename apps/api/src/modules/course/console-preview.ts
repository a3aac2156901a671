import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGES, type TCoursePreview, type TQuizQuestion, type TReview } from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import { createCourseRepository } from './repository.ts';
import { toCourse } from './serialize.ts';

/**
 * The course preview, for staff: what the public course page, its quiz and its reviews would show, whatever
 * the course's status. The public reads stay behind `isPublishedCourse`; this read skips only that condition
 * (the quiz still without its answers, hidden reviews still left out). The quiz and the reviews are read by
 * their own modules, handed in by app.ts (`parts`): those modules import this one (a published course, its
 * cache tags), so this one does not import them back.
 */
export function createCoursePreviewService(app: FastifyInstance, parts: CoursePreviewParts) {
  const courses = createCourseRepository(app.db);
  const quiz = parts.quiz(app);
  const reviews = parts.reviews(app);

  return {
    async previewCourse(id: string): Promise<TCoursePreview> {
      const row = await courses.findAnyStatusById(id);
      if (!row) throw notFound(COURSE_MESSAGES.courseNotFound);
      const [questions, reviewRows] = await Promise.all([quiz(id), reviews(id)]);
      return {
        course: toCourse(row),
        status: row.course.status,
        quiz: questions,
        reviews: reviewRows,
      };
    },
  };
}

/** The quiz and review modules' reads for the preview (`createQuizPreview`, `createReviewPreview`). */
export interface CoursePreviewParts {
  /** The quiz in order, without its answers (modules/quiz). */
  quiz: (app: FastifyInstance) => (courseId: string) => Promise<TQuizQuestion[]>;
  /** The reviews the course page lists: newest first, hidden ones left out (modules/review). */
  reviews: (app: FastifyInstance) => (courseId: string) => Promise<TReview[]>;
}
