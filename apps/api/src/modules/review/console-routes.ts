import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  REVIEW_ADMIN_MESSAGES as M,
  ZAdminReview,
  ZAdminReviewListQuery,
  ZConsolePage,
  ZReviewHideRequest,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createReviewAdminService } from './console-service.ts';

const tags = ['Admin: reviews'];
const ZReviewParams = z.object({ id: z.uuid() });

/** Review moderation under /api/admin: editors and admins list, hide and unhide reviews. */
export async function reviewAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createReviewAdminService(fastify);
  // Before validation: no valid token → 401, a learner → 403 (plugins/auth.ts).
  const guard = { config: { auth: ['editor', 'admin'] } } as const;

  app.get('/reviews', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Every review: filter by course, rating, hidden; search comment and author; newest first',
      querystring: ZAdminReviewListQuery,
      response: { 200: envelope(ZConsolePage(ZAdminReview)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.listReviews(request.query)),
  });

  app.post('/reviews/:id/hide', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Hide a review from its course page and rating, with a reason (its author still sees it)',
      params: ZReviewParams,
      body: ZReviewHideRequest,
      response: { 200: envelope(ZAdminReview), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok(await service.hideReview(request.params.id, request.body.reason, auditActor(request)), M.hidden),
  });

  app.post('/reviews/:id/unhide', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Show a hidden review again',
      params: ZReviewParams,
      response: { 200: envelope(ZAdminReview), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok(await service.unhideReview(request.params.id, auditActor(request)), M.unhidden),
  });
}
