import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BULK_MAX_IDS,
  BULK_VERBS,
  envelope,
  REVIEW_ADMIN_MESSAGES as M,
  ZAdminReview,
  ZAdminReviewListQuery,
  ZBulkIds,
  ZBulkResult,
  ZBulkReviewHideRequest,
  ZConsolePage,
  ZReviewHideRequest,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { bulkReply } from '#api/lib/bulk.ts';
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

  app.post('/reviews/bulk/hide', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: `Hide up to ${BULK_MAX_IDS} reviews with one reason, each as the single hide; a result each`,
      body: ZBulkReviewHideRequest,
      response: { 200: envelope(ZBulkResult), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { ids, reason } = request.body;
      const actor = auditActor(request);
      const hide = (id: string) => service.hideReview(id, reason, actor, true);
      return bulkReply(ids, hide, { verb: BULK_VERBS.hide, log: request.log });
    },
  });

  app.post('/reviews/bulk/unhide', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: `Show up to ${BULK_MAX_IDS} hidden reviews again; a result per review`,
      body: ZBulkIds,
      response: { 200: envelope(ZBulkResult), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const actor = auditActor(request);
      const unhide = (id: string) => service.unhideReview(id, actor, true);
      return bulkReply(request.body.ids, unhide, { verb: BULK_VERBS.unhide, log: request.log });
    },
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
