import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMERCE_MESSAGES as M, envelope, ZOrder, ZOrderStatusRequest } from '@curio/shared';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createOrderService } from './order-service.ts';

/** The operator moves an order along (DESIGN §4 statuses); its learner gets a notification. */
export async function commerceAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createOrderService(fastify);

  app.patch('/booking/:id', {
    // Before validation: no valid token → 401, a learner → 403 (plugins/auth.ts).
    config: { auth: ['admin'] },
    schema: {
      tags: ['Admin'],
      security: bearer,
      summary: 'Set an order’s status (pending, confirmed, completed, cancelled)',
      params: z.object({ id: z.uuid() }),
      body: ZOrderStatusRequest,
      response: { 200: envelope(ZOrder), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok(await service.updateStatus(request.params.id, request.body.status), M.orderStatusUpdated),
  });
}
