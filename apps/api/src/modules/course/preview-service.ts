import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGES, type TCoursePreview } from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import { createQuizRepository } from './quiz-repository.ts';
import { createCourseRepository } from './repository.ts';
import { createReviewRepository } from './reviews-repository.ts';
import { toCourse, toQuizQuestion, toReview } from './serialize.ts';

/**
 * The course preview, for staff: what the public course page, its quiz and its reviews would show,
 * whatever the course's status. The public reads stay behind `isPublishedCourse`; this read skips only that
 * condition (the quiz still without its answers, hidden reviews still left out).
 */
export function createCoursePreviewService(app: FastifyInstance) {
  const courses = createCourseRepository(app.db);
  const quiz = createQuizRepository(app.db);
  const reviews = createReviewRepository(app.db);

  return {
    async previewCourse(id: string): Promise<TCoursePreview> {
      const row = await courses.findAnyStatusById(id);
      if (!row) throw notFound(COURSE_MESSAGES.courseNotFound);
      const [questions, reviewRows] = await Promise.all([quiz.listQuestions(id), reviews.listByCourse(id)]);
      return {
        course: toCourse(row),
        status: row.course.status,
        quiz: questions.map(toQuizQuestion),
        reviews: reviewRows.map(toReview),
      };
    },
  };
}
