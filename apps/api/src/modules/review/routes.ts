import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COURSE_MESSAGES as M, envelope, ZReview, ZReviewRequest } from '@curio/shared';
import { userId } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { sendCached } from '#api/plugins/cache.ts';
import { COURSE_CACHE_TAGS as TAGS, createCourseService } from '#api/modules/course/index.ts';
import { createReviewService } from './service.ts';

const tags = ['Reviews'];
const ZCourseParams = z.object({ id: z.uuid() });
const ZReviewParams = z.object({ id: z.uuid(), reviewId: z.uuid() });
const ZReviewList = envelope(z.array(ZReview));

/**
 * A course's reviews (docs/product.md#catalogue): everyone reads them, a learner writes and changes their
 * own.
 */
export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createReviewService(fastify, createCourseService(fastify));
  // Before validation: no valid token → 401 (plugins/auth.ts). Whether the review is yours is the
  // service's check (403), after validation: the body's shape is the public one of POST …/review.
  const authed = {
    config: { auth: 'signed-in', ...limitBy.user(fastify.config.rateLimits.learnerWrites) },
  } as const;

  app.get('/course/:id/reviews', {
    schema: {
      tags,
      summary: "A course's reviews, newest first",
      params: ZCourseParams,
      response: { 200: ZReviewList, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      await sendCached(request, reply, {
        key: `course:${id}:reviews`,
        tags: [TAGS.reviews(id), TAGS.allReviews],
        schema: ZReviewList,
        load: () => service.listReviews(id),
      });
    },
  });

  app.post('/course/:id/review', {
    ...authed,
    schema: {
      tags,
      security: bearer,
      summary: 'Review a course (one review per learner per course)',
      params: ZCourseParams,
      body: ZReviewRequest,
      response: { 201: envelope(ZReview), ...errorResponses(400, 401, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      const review = await service.createReview(request.params.id, userId(request.user), request.body);
      return reply.code(201).send(ok(review, M.reviewAdded, 201));
    },
  });

  app.put('/course/:id/review/:reviewId', {
    ...authed,
    schema: {
      tags,
      security: bearer,
      summary: 'Change your own review',
      params: ZReviewParams,
      body: ZReviewRequest,
      response: { 200: envelope(ZReview), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      return ok(
        await service.updateReview(id, reviewId, userId(request.user), request.body),
        M.reviewUpdated,
      );
    },
  });

  app.delete('/course/:id/review/:reviewId', {
    ...authed,
    schema: {
      tags,
      security: bearer,
      summary: 'Delete your own review',
      params: ZReviewParams,
      response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => {
      const { id, reviewId } = request.params;
      await service.deleteReview(id, reviewId, userId(request.user));
      return ok(null, M.reviewDeleted);
    },
  });
}
