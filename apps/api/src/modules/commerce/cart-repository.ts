import { and, asc, eq, exists, inArray, isNotNull, notInArray, sql, type SQLWrapper } from 'drizzle-orm';
import { cartItems, courses, orderItems, orders, rowsOf, type Db } from '@curio/db';
import { CART_QUANTITY_MAX } from '@curio/shared';
import { courseSummaryColumns, isPublishedCourse, publishedCourse } from '#api/modules/course/index.ts';
import type { CartLineRow, CheckoutLineRow } from './serialize.ts';

const lineColumns = { quantity: cartItems.quantity, course: courseSummaryColumns };

/**
 * Order lines (of `course`, an id or a column, or of any course when omitted) in the learner's orders that are
 * not cancelled nor refunded in full (a refunded course may be bought again: ADR 039).
 */
const ownedBy = (userId: string, course?: string | SQLWrapper) =>
  and(
    eq(orders.userId, userId),
    notInArray(orders.status, ['cancelled', 'refunded']),
    course === undefined ? isNotNull(orderItems.courseId) : eq(orderItems.courseId, course),
  );

/** Whether the learner is enrolled in `course`: it is in an order of theirs that `ownedBy` counts. */
const enrolment = (db: Db, userId: string, course: string | SQLWrapper) =>
  db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(ownedBy(userId, course))
    .limit(1);

/** What `addQuantity` found and did. */
export interface AddedLine {
  isAvailable: boolean;
  isEnrolled: boolean;
  /** The line's quantity after the add; undefined when nothing was written. */
  quantity?: number;
}

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

    /**
     * Adds `quantity` to the learner's line of a published course they are not enrolled in, creating the line
     * if needed, in one statement the database settles under races (docs/product.md#cart-and-orders). It
     * answers what it found: whether the course is published, whether the learner is enrolled, and the
     * line's new quantity (undefined when nothing was written: not published, enrolled, or the sum would pass
     * the maximum).
     */
    async addQuantity(userId: string, courseId: string, quantity: number, tx: Db = db): Promise<AddedLine> {
      const result = await tx.execute(sql`
        with available as (${publishedCourse(tx, courseId)}),
        enrolled as (${enrolment(tx, userId, courseId)}),
        added as (
          insert into ${cartItems} (user_id, course_id, quantity)
          select ${userId}::uuid, id, ${quantity}::integer from available where not exists (select from enrolled)
          on conflict (user_id, course_id) do update
            set quantity = ${cartItems.quantity} + excluded.quantity, updated_at = now()
            where ${cartItems.quantity} + excluded.quantity <= ${CART_QUANTITY_MAX}
          returning quantity
        )
        select exists (select from available) as available, exists (select from enrolled) as enrolled,
          (select quantity from added) as quantity`);
      const [row] = rowsOf<{ available: boolean; enrolled: boolean; quantity: number | null }>(result);
      return {
        isAvailable: row?.available === true,
        isEnrolled: row?.enrolled === true,
        quantity: row?.quantity ?? undefined,
      };
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
     * each saying whether its course is still published (`availableLines` decides) and whether the learner
     * is already enrolled in it. `tx` has no default: outside a transaction the lock would end with the
     * statement.
     */
    linesForCheckout: (userId: string, tx: Db): Promise<CheckoutLineRow[]> =>
      tx
        .select({
          ...lineColumns,
          isPublished: sql<boolean>`${isPublishedCourse}`,
          isEnrolled: sql<boolean>`${exists(enrolment(tx, userId, cartItems.courseId))}`,
        })
        .from(cartItems)
        .innerJoin(courses, eq(courses.id, cartItems.courseId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.courseId))
        .for('update', { of: cartItems }),

    /**
     * Removes exactly the lines that were ordered (a line added meanwhile stays in the cart), as a write not
     * yet run: it goes into the order's placement statement.
     */
    removeLines: (userId: string, courseIds: readonly string[], tx: Db) =>
      tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.courseId, [...courseIds]))),
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
