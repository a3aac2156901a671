import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMERCE_MESSAGES as M,
  envelope,
  MESSAGES,
  ZCart,
  ZCartAddRequest,
  ZCartQuantityRequest,
  ZCourseIdRequest,
} from '@curio/shared';
import { userId } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createCartService } from './cart-service.ts';

const tags = ['Cart'];
const ZCartReply = envelope(ZCart);

/** The cart calls (docs/product.md#cart-and-orders); every reply carries the whole cart after the change. */
export function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCartService(fastify);
  // Before validation: no valid token → 401 (plugins/auth.ts).
  const read = { config: { auth: 'signed-in' } } as const;
  const write = { config: { ...read.config, ...limitBy.user(fastify.config.rateLimits.cartWrites) } };

  app.post('/cart/add-to-cart', {
    ...write,
    schema: {
      tags,
      security: bearer,
      summary: 'Add a course (quantity 1 unless given); adding again raises the quantity, at most 100',
      body: ZCartAddRequest,
      response: { 200: ZCartReply, ...errorResponses(400, 401, 404, 409, 429) },
    },
    handler: async (request) =>
      ok(await service.addToCart(userId(request.user), request.body), MESSAGES.cart.added),
  });

  app.get('/cart/get-cart', {
    ...read,
    schema: {
      tags,
      security: bearer,
      summary: 'The learner’s cart, oldest line first, with item count and total',
      response: { 200: ZCartReply, ...errorResponses(401) },
    },
    handler: async (request) => ok(await service.getCart(userId(request.user))),
  });

  app.post('/cart/update-quantity', {
    ...write,
    schema: {
      tags,
      security: bearer,
      summary: 'Set the quantity of a line (a whole number 1–100)',
      body: ZCartQuantityRequest,
      response: { 200: ZCartReply, ...errorResponses(400, 401, 404, 429) },
    },
    handler: async (request) =>
      ok(await service.updateQuantity(userId(request.user), request.body), M.cartUpdated),
  });

  app.post('/cart/remove-from-cart', {
    ...write,
    schema: {
      tags,
      security: bearer,
      summary: 'Remove a line',
      body: ZCourseIdRequest,
      response: { 200: ZCartReply, ...errorResponses(400, 401, 404, 429) },
    },
    handler: async (request) =>
      ok(await service.removeFromCart(userId(request.user), request.body.courseId), M.removedFromCart),
  });
}
