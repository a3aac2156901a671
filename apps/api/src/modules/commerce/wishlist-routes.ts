import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMERCE_MESSAGES as M,
  envelope,
  MESSAGES,
  ZCart,
  ZCourseIdRequest,
  ZWishlist,
} from '@curio/shared';
import { userId } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createWishlistService } from './wishlist-service.ts';

const tags = ['Wishlist'];
const ZWishlistReply = envelope(ZWishlist);

/**
 * The wishlist calls (docs/product.md#cart-and-orders); every reply carries the whole list (or the cart,
 * after a move).
 */
export function wishlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createWishlistService(fastify);
  // Before validation: no valid token → 401 (plugins/auth.ts).
  const read = { config: { auth: 'signed-in' } } as const;
  const write = { config: { ...read.config, ...limitBy.user(fastify.config.rateLimits.cartWrites) } };

  app.get('/wishlist', {
    ...read,
    schema: {
      tags,
      security: bearer,
      summary: 'The learner’s wishlist, newest first',
      response: { 200: ZWishlistReply, ...errorResponses(401) },
    },
    handler: async (request) => ok(await service.getWishlist(userId(request.user))),
  });

  app.post('/wishlist/add', {
    ...write,
    schema: {
      tags,
      security: bearer,
      summary: 'Add a course; one already there is left as it is (200)',
      body: ZCourseIdRequest,
      response: { 200: ZWishlistReply, ...errorResponses(400, 401, 404, 429) },
    },
    handler: async (request) => {
      const { wishlist, isAdded } = await service.add(userId(request.user), request.body.courseId);
      return ok(wishlist, isAdded ? MESSAGES.wishlist.added : M.alreadyInWishlist);
    },
  });

  app.post('/wishlist/remove', {
    ...write,
    schema: {
      tags,
      security: bearer,
      summary: 'Remove a course',
      body: ZCourseIdRequest,
      response: { 200: ZWishlistReply, ...errorResponses(400, 401, 404, 429) },
    },
    handler: async (request) =>
      ok(await service.remove(userId(request.user), request.body.courseId), M.removedFromWishlist),
  });

  app.post('/wishlist/move-to-cart', {
    ...write,
    schema: {
      tags,
      security: bearer,
      summary: 'Take a course out of the wishlist and add 1 to the cart, both or neither; answers the cart',
      body: ZCourseIdRequest,
      response: { 200: envelope(ZCart), ...errorResponses(400, 401, 404, 409, 429) },
    },
    handler: async (request) =>
      ok(await service.moveToCart(userId(request.user), request.body.courseId), MESSAGES.wishlist.moved),
  });
}
