import type { FastifyInstance } from 'fastify';
import type { Db } from '@curio/db';
import { COMMERCE_MESSAGES as M, type TCart } from '@curio/shared';
import { conflict, notFound } from '#api/lib/http-errors.ts';
import { isForeignKeyViolation } from '#api/lib/pg-errors.ts';
import { createCartRepository, type CartRepository, type ChangedCart } from './cart-repository.ts';
import { toCart } from './serialize.ts';

/**
 * Runs a write that points at a course; the foreign key answers "no such course" (404), so no lookup runs
 * before it and a course deleted meanwhile is refused the same way.
 */
export async function forExistingCourse<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(M.courseNotFound);
    throw err;
  }
}

/**
 * Raises (or creates) a cart line, in one statement that answers the cart it leaves; 404 when there is no
 * such published course, 409 when the learner is already enrolled in it or the line would pass the maximum.
 */
export async function addToCartLine(
  carts: CartRepository,
  line: { userId: string; courseId: string; quantity: number },
  tx?: Db,
): Promise<TCart> {
  const added = await forExistingCourse(carts.addQuantity(line.userId, line.courseId, line.quantity, tx));
  if (!added.isAvailable) throw notFound(M.courseNotFound);
  if (added.isEnrolled) throw conflict(M.alreadyEnrolled);
  if (added.quantity === undefined) throw conflict(M.quantityTooHigh);
  return toCart(added.lines);
}

/** The cart a change to one line left; 404 'not in your cart' when the line was not there. */
function changed({ isChanged, lines }: ChangedCart): TCart {
  if (!isChanged) throw notFound(M.notInCart);
  return toCart(lines);
}

/**
 * The learner's cart (docs/product.md#cart-and-orders): one line per course, quantity 1–100, always answered
 * whole, by the statement that changed it.
 */
export function createCartService(app: FastifyInstance) {
  const carts = createCartRepository(app.db);

  return {
    getCart: async (userId: string): Promise<TCart> => toCart(await carts.lines(userId)),
    addToCart: (userId: string, input: { courseId: string; quantity: number }) =>
      addToCartLine(carts, { userId, ...input }),
    updateQuantity: async (userId: string, input: { courseId: string; quantity: number }) =>
      changed(await carts.setQuantity(userId, input.courseId, input.quantity)),
    removeFromCart: async (userId: string, courseId: string) => changed(await carts.remove(userId, courseId)),
  };
}
