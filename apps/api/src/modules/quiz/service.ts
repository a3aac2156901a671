import type { FastifyInstance } from 'fastify';
import {
  COURSE_MESSAGES as M,
  MESSAGES,
  type TFieldError,
  type TQuizAttemptRequest,
  type TQuizAttemptResult,
  type TQuizQuestion,
} from '@curio/shared';
import { badRequest, notFound } from '#api/lib/http-errors.ts';
import type { CourseService } from '#api/modules/course/index.ts';
import { createQuizRepository } from './repository.ts';
import { toQuizQuestion } from './serialize.ts';

const invalid = (errors: TFieldError[]) => badRequest(M.quizAnswersInvalid, errors);

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
     * Grades one attempt. Each answer must name a question of this course, at most once, with an option that
     * exists; a question left out counts as wrong (`selected: null`). A course without questions has no quiz
     * to take: 404 'No quiz available'.
     */
    async submitAttempt(
      courseId: string,
      userId: string,
      { answers }: TQuizAttemptRequest,
    ): Promise<TQuizAttemptResult> {
      const course = await courses.requireCourse(courseId);
      const key = await repository.answerKey(course.id);
      if (key.length === 0) throw notFound(MESSAGES.course.noQuiz);

      const questions = new Map(key.map((q) => [q.id, q]));
      const chosen = new Map<string, number>();
      answers.forEach((answer, index) => {
        const question = questions.get(answer.question);
        if (!question || chosen.has(answer.question)) {
          throw invalid([{ field: `answers.${index}.question`, message: M.quizAnswersInvalid }]);
        }
        if (answer.option >= question.options.length) {
          throw invalid([{ field: `answers.${index}.option`, message: M.quizAnswersInvalid }]);
        }
        chosen.set(answer.question, answer.option);
      });

      const results = key.map((q) => {
        const selected = chosen.get(q.id) ?? null;
        return {
          question: q.id,
          selected,
          correct: q.correctOption,
          isCorrect: selected === q.correctOption,
        };
      });
      const score = results.filter((r) => r.isCorrect).length;
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
