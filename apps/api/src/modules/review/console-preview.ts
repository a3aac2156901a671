import type { FastifyInstance } from 'fastify';
import type { TReview } from '@curio/shared';
import { createReviewRepository } from './repository.ts';
import { toReview } from './serialize.ts';

/**
 * The reviews the staff preview shows (modules/course, console-preview.ts): those the course page lists,
 * newest first and hidden ones left out, whatever the course's status. app.ts hands it to the course module.
 */
export function createReviewPreview(app: FastifyInstance) {
  const repository = createReviewRepository(app.db);
  return async (courseId: string): Promise<TReview[]> =>
    (await repository.listByCourse(courseId)).map(toReview);
}
