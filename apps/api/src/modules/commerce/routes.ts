import type { FastifyInstance } from 'fastify';
import { bookingRoutes } from './booking-routes.ts';
import { cartRoutes } from './cart-routes.ts';
import { learnerRoutes } from './learner-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { wishlistRoutes } from './wishlist-routes.ts';

/**
 * Cart, wishlist, orders, notifications and the learner's own address and reviews
 * (docs/product.md#cart-and-orders, docs/product.md#api). Every route needs a token; a learner only ever
 * reads and changes their own rows.
 */
export async function commerceRoutes(fastify: FastifyInstance) {
  cartRoutes(fastify);
  wishlistRoutes(fastify);
  bookingRoutes(fastify);
  learnerRoutes(fastify);
  await paymentRoutes(fastify);
}
