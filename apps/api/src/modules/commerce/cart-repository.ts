import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { cartItems, courses, orderItems, orders, type Db } from '@curio/db';
import { CART_QUANTITY_MAX } from '@curio/shared';
import { courseSummaryColumns, isPublishedCourse } from '#api/modules/course/index.ts';
import type { CartLineRow, CheckoutLineRow } from './serialize.ts';

const lineColumns = { quantity: cartItems.quantity, course: courseSummaryColumns };

/**
 * Order lines of `courseIds` (all when omitted) in the learner's orders that are not cancelled nor refunded
 * in full (a refunded course may be bought again: ADR 039).
 */
const ownedBy = (userId: string, courseIds?: readonly string[]) =>
  and(
    eq(orders.userId, userId),
    notInArray(orders.status, ['cancelled', 'refunded']),
    isNotNull(orderItems.courseId),
    courseIds ? inArray(orderItems.courseId, [...courseIds]) : undefined,
  );

/** Cart lines (SQL lives here only). The cart read after every change is prepared once per connection. */
export function createCartRepository(db: Db) {
  const linesByUser = db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    // A line whose course is no longer published (draft, archived) stays stored but out of sight.
    .where(and(eq(cartItems.userId, sql.placeholder('userId')), isPublishedCourse))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.courseId))
    .prepare('commerce_cart_lines');

  return {
    /** Oldest line first; published courses only. */
    lines: (userId: string): Promise<CartLineRow[]> => linesByUser.execute({ userId }),

    /**
     * Of `courseIds` (all when omitted), the courses the learner is enrolled in: those of an order of theirs
     * that is not cancelled. Such a course is not added to the cart or ordered again.
     */
    async enrolledCourseIds(userId: string, courseIds?: readonly string[], tx: Db = db): Promise<string[]> {
      if (courseIds?.length === 0) return [];
      const rows = await tx
        .selectDistinct({ courseId: orderItems.courseId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(ownedBy(userId, courseIds));
      return rows.flatMap((row) => (row.courseId ? [row.courseId] : []));
    },

    /**
     * Every course in an order of the learner's that is not cancelled, and whether each is only waiting for
     * payment: all of its orders are pending (docs/product.md#cart-and-orders: enrolled once confirmed).
     */
    ownedCourses: (userId: string) =>
      db
        .select({
          courseId: sql<string>`${orderItems.courseId}`,
          awaitingPayment: sql<boolean>`bool_and(${orders.status} = 'pending')`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(ownedBy(userId))
        .groupBy(orderItems.courseId)
        .orderBy(orderItems.courseId),

    /** Whether the course exists and is published: only those go into a cart or a wishlist. */
    async isAvailable(courseId: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, courseId), isPublishedCourse));
      return rows.length > 0;
    },

    /**
     * Adds `quantity` to the line, creating it if needed, in one statement the database settles under races
     * (docs/product.md#cart-and-orders). Undefined when the sum would pass the maximum: nothing changed.
     */
    async addQuantity(userId: string, courseId: string, quantity: number, tx: Db = db) {
      const [row] = await tx
        .insert(cartItems)
        .values({ userId, courseId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.courseId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${CART_QUANTITY_MAX}`,
        })
        .returning({ quantity: cartItems.quantity });
      return row?.quantity;
    },

    /** False when the course is not in the user's cart. */
    async setQuantity(userId: string, courseId: string, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
        .returning({ courseId: cartItems.courseId });
      return rows.length > 0;
    },

    /** False when the course was not in the user's cart. */
    async remove(userId: string, courseId: string): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
        .returning({ courseId: cartItems.courseId });
      return rows.length > 0;
    },

    /**
     * Checkout: the lines with current prices, locked until the order commits (a concurrent change waits),
     * each saying whether its course is still published (`availableLines` decides).
     * `tx` has no default: outside a transaction the lock would end with the statement.
     */
    linesForCheckout: (userId: string, tx: Db): Promise<CheckoutLineRow[]> =>
      tx
        .select({ ...lineColumns, isPublished: sql<boolean>`${isPublishedCourse}` })
        .from(cartItems)
        .innerJoin(courses, eq(courses.id, cartItems.courseId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.courseId))
        .for('update', { of: cartItems }),

    /** Removes exactly the lines that were ordered: a line added meanwhile stays in the cart. */
    async removeLines(userId: string, courseIds: string[], tx: Db = db) {
      if (courseIds.length === 0) return;
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.courseId, courseIds)));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
