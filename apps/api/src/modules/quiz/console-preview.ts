import type { FastifyInstance } from 'fastify';
import type { TQuizQuestion } from '@curio/shared';
import { createQuizRepository } from './repository.ts';
import { toQuizQuestion } from './serialize.ts';

/**
 * The quiz the staff preview shows (modules/course, console-preview.ts): a course's questions in order,
 * without their answers, whatever the course's status. app.ts hands it to the course module.
 */
export function createQuizPreview(app: FastifyInstance) {
  const repository = createQuizRepository(app.db);
  return async (courseId: string): Promise<TQuizQuestion[]> =>
    (await repository.listQuestions(courseId)).map(toQuizQuestion);
}
