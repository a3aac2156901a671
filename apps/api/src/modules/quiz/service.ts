import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  type TQuizAttemptRequest,
  type TQuizAttemptResult,
  type TQuizQuestion,
} from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import type { CourseService } from '#api/modules/course/index.ts';
import { gradeAnswers } from './grading.ts';
import { createQuizRepository } from './repository.ts';
import { toQuizQuestion } from './serialize.ts';

/**
 * The course quiz (docs/product.md#catalogue): questions without answers, and attempts graded and kept by the
 * server.
 */
export function createQuizService(app: FastifyInstance, courses: CourseService) {
  const repository = createQuizRepository(app.db);

  return {
    /** In order; an empty list when the course has no quiz (the page says 'No quiz available'). */
    async listQuestions(courseId: string): Promise<TQuizQuestion[]> {
      await courses.requireCourse(courseId);
      const rows = await repository.listQuestions(courseId);
      return rows.map(toQuizQuestion);
    },

    /**
     * Grades one attempt (`gradeAnswers`). A course without questions has no quiz to take: 404 'No quiz
     * available'.
     */
    async submitAttempt(
      courseId: string,
      userId: string,
      { answers }: TQuizAttemptRequest,
    ): Promise<TQuizAttemptResult> {
      const course = await courses.requireCourse(courseId);
      const key = await repository.answerKey(course.id);
      if (key.length === 0) throw notFound(MESSAGES.course.noQuiz);

      const { results, score } = gradeAnswers(key, answers);
      const attempt = await repository.insertAttempt({
        userId,
        courseId: course.id,
        answers: results.map((r) => ({ question: r.question, option: r.selected })),
        score,
        total: key.length,
      });
      return {
        _id: attempt.id,
        score,
        total: key.length,
        results,
        createdAt: attempt.createdAt.toISOString(),
      };
    },
  };
}
