import type { FastifyInstance } from 'fastify';
import type { Db } from '@curio/db';
import { COMMERCE_MESSAGES as M, type TCart } from '@curio/shared';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { createCartRepository, type CartRepository } from './cart-repository.ts';
import { toCart } from './serialize.ts';

/** Postgres' foreign_key_violation: the course was deleted between our check and the write. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

/** Raises (or creates) a cart line; 409 when it would pass the maximum, 404 when the course is gone. */
export async function addToCartLine(
  carts: CartRepository,
  line: { userId: string; courseId: string; quantity: number },
  tx?: Db,
): Promise<void> {
  let quantity: number | undefined;
  try {
    quantity = await carts.addQuantity(line.userId, line.courseId, line.quantity, tx);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(M.courseNotFound);
    throw err;
  }
  if (quantity === undefined) throw conflict(M.quantityTooHigh);
}

/** The learner's cart (DESIGN §4): one line per course, quantity 1–100, always answered whole. */
export function createCartService(app: FastifyInstance) {
  const carts = createCartRepository(app.db);
  const readCart = async (userId: string): Promise<TCart> => toCart(await carts.lines(userId));

  return {
    getCart: readCart,

    async addToCart(userId: string, input: { courseId: string; quantity: number }): Promise<TCart> {
      if (!(await carts.courseExists(input.courseId))) throw notFound(M.courseNotFound);
      await addToCartLine(carts, { userId, ...input });
      return readCart(userId);
    },

    async updateQuantity(userId: string, input: { courseId: string; quantity: number }): Promise<TCart> {
      if (!(await carts.setQuantity(userId, input.courseId, input.quantity))) throw notFound(M.notInCart);
      return readCart(userId);
    },

    async removeFromCart(userId: string, courseId: string): Promise<TCart> {
      if (!(await carts.remove(userId, courseId))) throw notFound(M.notInCart);
      return readCart(userId);
    },
  };
}
