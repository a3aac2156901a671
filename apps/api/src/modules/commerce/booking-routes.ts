import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMERCE_MESSAGES as M,
  envelope,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MESSAGES,
  ZOrder,
  ZOrderRequest,
  ZOwnedCourse,
} from '@curio/shared';
import { authUser, userId } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createOrderService } from './order-service.ts';

const tags = ['Orders'];
const ZOrderReply = envelope(ZOrder);
// Loose: the other headers (authorization…) stay on the request untouched.
const ZOrderHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: M.idempotencyKeyInvalid })
    .optional()
    .describe('Makes a retry return the first order instead of placing a second one'),
});

/** The order calls (docs/product.md#cart-and-orders, ADR 006), plus one order by id for its learner. */
export function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createOrderService(fastify);
  // Before validation: no valid token → 401 (plugins/auth.ts).
  const read = { config: { auth: 'signed-in' } } as const;

  app.post('/booking/create', {
    config: { ...read.config, ...limitBy.user(fastify.config.rateLimits.learnerWrites) },
    schema: {
      tags,
      security: bearer,
      summary:
        'Place an order for the whole cart, priced by the server (201); a repeated Idempotency-Key answers the first order (200)',
      headers: ZOrderHeaders,
      body: ZOrderRequest,
      response: { 200: ZOrderReply, 201: ZOrderReply, ...errorResponses(400, 401, 409, 429) },
    },
    handler: async (request, reply) => {
      const { order, isReplay } = await service.createOrder({
        userId: userId(request.user),
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
      });
      if (isReplay) return reply.header('idempotent-replayed', 'true').send(ok(order, MESSAGES.order.placed));
      return reply.code(201).send(ok(order, MESSAGES.order.placed, 201));
    },
  });

  app.get('/booking', {
    ...read,
    schema: {
      tags,
      security: bearer,
      summary: 'The learner’s orders, newest first',
      response: { 200: envelope(z.array(ZOrder)), ...errorResponses(401) },
    },
    handler: async (request) => ok(await service.listOrders(userId(request.user))),
  });

  app.get('/booking/enrolled', {
    ...read,
    schema: {
      tags,
      security: bearer,
      summary:
        'The courses the learner has ordered (not cancelled): enrolled, or awaiting payment while pending',
      response: { 200: envelope(z.array(ZOwnedCourse)), ...errorResponses(401) },
    },
    handler: async (request) => ok(await service.ownedCourses(userId(request.user))),
  });

  app.get('/booking/:id', {
    ...read,
    schema: {
      tags,
      security: bearer,
      summary: 'One of the learner’s orders',
      params: z.object({ id: z.uuid() }),
      response: { 200: ZOrderReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.getOrder(authUser(request.user), request.params.id)),
  });
}
