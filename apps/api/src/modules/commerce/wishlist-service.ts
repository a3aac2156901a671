import type { FastifyInstance } from 'fastify';
import { COMMERCE_MESSAGES as M, type TCart, type TWishlist } from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import { createCartRepository } from './cart-repository.ts';
import { addToCartLine, forExistingCourse } from './cart-service.ts';
import { toCommerceCourse } from './serialize.ts';
import { createWishlistRepository } from './wishlist-repository.ts';

/**
 * The learner's wishlist (docs/product.md#cart-and-orders): adding twice is a no-op, move-to-cart is one
 * transaction.
 */
export function createWishlistService(app: FastifyInstance) {
  const wishlist = createWishlistRepository(app.db);
  const carts = createCartRepository(app.db);
  const readWishlist = async (userId: string): Promise<TWishlist> => ({
    courses: (await wishlist.list(userId)).map(toCommerceCourse),
  });

  return {
    getWishlist: readWishlist,

    /** `isAdded` is false when the course was already there. */
    async add(userId: string, courseId: string): Promise<{ wishlist: TWishlist; isAdded: boolean }> {
      const { isAvailable, isAdded, courses } = await forExistingCourse(wishlist.add(userId, courseId));
      if (!isAvailable) throw notFound(M.courseNotFound);
      return { wishlist: { courses: courses.map(toCommerceCourse) }, isAdded };
    },

    async remove(userId: string, courseId: string): Promise<TWishlist> {
      const { isRemoved, courses } = await wishlist.remove(userId, courseId);
      if (!isRemoved) throw notFound(M.notInWishlist);
      return { courses: courses.map(toCommerceCourse) };
    },

    /** Out of the wishlist and one more in the cart, both or neither (a full cart line keeps the wish). */
    moveToCart: (userId: string, courseId: string): Promise<TCart> =>
      app.db.transaction(async (tx) => {
        if (!(await wishlist.remove(userId, courseId, tx)).isRemoved) throw notFound(M.notInWishlist);
        return addToCartLine(carts, { userId, courseId, quantity: 1 }, tx);
      }),
  };
}
