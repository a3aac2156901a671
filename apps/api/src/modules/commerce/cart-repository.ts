import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  notInArray,
  sql,
  type Placeholder,
  type SQLWrapper,
} from 'drizzle-orm';
import { cartItems, courses, orderItems, orders, preparedSql, type Db } from '@curio/db';
import { CART_QUANTITY_MAX } from '@curio/shared';
import {
  courseJson,
  courseSummaryColumns,
  isPublishedCourse,
  publishedCourse,
} from '#api/modules/course/index.ts';
import type { CartLineRow, CheckoutLineRow } from './serialize.ts';

const lineColumns = { quantity: cartItems.quantity, course: courseSummaryColumns };

/**
 * Order lines (of `course`, an id or a column, or of any course when omitted) in the learner's orders that are
 * not cancelled nor refunded in full (a refunded course may be bought again: ADR 039).
 */
const ownedBy = (userId: Id, course?: Id | SQLWrapper) =>
  and(
    eq(orders.userId, userId),
    notInArray(orders.status, ['cancelled', 'refunded']),
    course === undefined ? isNotNull(orderItems.courseId) : eq(orderItems.courseId, course),
  );

/** Whether the learner is enrolled in `course`: it is in an order of theirs that `ownedBy` counts. */
const enrolment = (db: Db, userId: Id, course: Id | SQLWrapper) =>
  db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(ownedBy(userId, course))
    .limit(1);

/** An id in a statement, or the placeholder a prepared statement takes it by. */
type Id = string | Placeholder;

/**
 * The learner's cart as the statement that changes `courseId`'s line leaves it, as `CartLineRow`s in JSON,
 * oldest first, published courses only (as `lines`). A statement does not see its own changes, so this is
 * the stored lines but that course's, with the line the statement wrote (`written`: a part of it answering
 * course_id, quantity and created_at; none for a removal). The cart's other lines are read as the
 * statement began.
 */
const cartAfter = (userId: Id, courseId: Id, written?: string) => sql`(
  select coalesce(json_agg(json_build_object('quantity', line.quantity, 'course', ${courseJson})
    order by line.created_at, line.course_id), '[]'::json)
  from (
    select course_id, quantity, created_at from ${cartItems}
    where user_id = ${userId}::uuid and course_id <> ${courseId}::uuid
    ${written ? sql.raw(`union all select course_id, quantity, created_at from ${written}`) : sql``}
  ) as line
  join ${courses} on ${courses.id} = line.course_id
  where ${isPublishedCourse})`;

type AddParams = { userId: Id; courseId: Id; quantity: number | Placeholder };

/**
 * Adds `quantity` to the learner's line of a published course they are not enrolled in, creating the line if
 * needed, and answers what it found (published, enrolled, the line's new quantity or null when nothing was
 * written) with the cart it leaves.
 */
const addStatement = (db: Db, { userId, courseId, quantity }: AddParams) => sql`
  with available as (${publishedCourse(db, courseId)}),
  enrolled as (${enrolment(db, userId, courseId)}),
  added as (
    insert into ${cartItems} (user_id, course_id, quantity)
    select ${userId}::uuid, id, ${quantity}::integer from available where not exists (select from enrolled)
    on conflict (user_id, course_id) do update
      set quantity = ${cartItems.quantity} + excluded.quantity, updated_at = now()
      where ${cartItems.quantity} + excluded.quantity <= ${CART_QUANTITY_MAX}
    returning course_id, quantity, created_at
  )
  select exists (select from available) as available, exists (select from enrolled) as enrolled,
    (select quantity from added) as quantity, ${cartAfter(userId, courseId, 'added')} as lines`;

/** Sets the quantity of the learner's line, if there is one, with the cart it leaves. */
const setStatement = ({ userId, courseId, quantity }: AddParams) => sql`
  with updated as (
    update ${cartItems} set quantity = ${quantity}::integer, updated_at = now()
    where user_id = ${userId}::uuid and course_id = ${courseId}::uuid
    returning course_id, quantity, created_at
  )
  select exists (select from updated) as changed, ${cartAfter(userId, courseId, 'updated')} as lines`;

/** Removes the learner's line, if there is one, with the cart it leaves. */
const removeStatement = ({ userId, courseId }: { userId: Id; courseId: Id }) => sql`
  with removed as (
    delete from ${cartItems} where user_id = ${userId}::uuid and course_id = ${courseId}::uuid
    returning course_id
  )
  select exists (select from removed) as changed, ${cartAfter(userId, courseId)} as lines`;

/**
 * The learner's cart lines, locked, oldest first, as `CheckoutLineRow`s in JSON: unpublished courses included
 * and said so, with whether the learner is enrolled in each.
 */
const checkoutStatement = (db: Db, userId: Id) => sql`
  select coalesce(json_agg(json_build_object(
      'quantity', line.quantity, 'course', ${courseJson}, 'isPublished', ${isPublishedCourse},
      'isEnrolled', exists (${enrolment(db, userId, sql`line.course_id`)}))
    order by line.created_at, line.course_id), '[]'::json) as lines
  from (
    select course_id, quantity, created_at from ${cartItems} where user_id = ${userId}::uuid for update
  ) as line
  join ${courses} on ${courses.id} = line.course_id`;

const placeholders = {
  userId: sql.placeholder('userId'),
  courseId: sql.placeholder('courseId'),
  quantity: sql.placeholder('quantity'),
};

/** What `addQuantity` found and did, and the cart it left. */
export interface AddedLine {
  isAvailable: boolean;
  isEnrolled: boolean;
  /** The line's quantity after the add; undefined when nothing was written. */
  quantity?: number;
  lines: CartLineRow[];
}

/** Whether a change to one line found it, and the cart it left. */
export interface ChangedCart {
  isChanged: boolean;
  lines: CartLineRow[];
}

type AddRow = { available: boolean; enrolled: boolean; quantity: number | null; lines: CartLineRow[] };
type ChangeRow = { changed: boolean; lines: CartLineRow[] };
const changedCart = (row: ChangeRow | undefined): ChangedCart => ({
  isChanged: row?.changed === true,
  lines: row?.lines ?? [],
});

/**
 * Cart lines (SQL lives here only). Each change answers the cart it leaves in its own statement (ADR 050);
 * the read and the changes are prepared once per connection (a transaction's included).
 */
export function createCartRepository(db: Db) {
  const add = preparedSql<AddRow>(db, 'commerce_cart_add', addStatement(db, placeholders));
  const set = preparedSql<ChangeRow>(db, 'commerce_cart_set', setStatement(placeholders));
  const remove = preparedSql<ChangeRow>(db, 'commerce_cart_remove', removeStatement(placeholders));
  const checkout = preparedSql<{ lines: CheckoutLineRow[] }>(
    db,
    'commerce_cart_checkout',
    checkoutStatement(db, placeholders.userId),
  );
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
     * the maximum), with the cart it leaves.
     */
    async addQuantity(userId: string, courseId: string, quantity: number, tx?: Db): Promise<AddedLine> {
      const [row] = await add({ userId, courseId, quantity }, tx);
      return {
        isAvailable: row?.available === true,
        isEnrolled: row?.enrolled === true,
        quantity: row?.quantity ?? undefined,
        lines: row?.lines ?? [],
      };
    },

    /** Sets the quantity of the learner's line; not changed when the course is not in the cart. */
    setQuantity: async (userId: string, courseId: string, quantity: number) =>
      changedCart((await set({ userId, courseId, quantity }))[0]),

    /** Removes the learner's line; not changed when the course was not in the cart. */
    remove: async (userId: string, courseId: string) => changedCart((await remove({ userId, courseId }))[0]),

    /**
     * Checkout: the lines with current prices, locked until the order commits (a concurrent change waits),
     * each saying whether its course is still published (`availableLines` decides) and whether the learner
     * is already enrolled in it. `tx` has no default: outside a transaction the lock would end with the
     * statement.
     */
    linesForCheckout: async (userId: string, tx: Db): Promise<CheckoutLineRow[]> =>
      (await checkout({ userId }, tx))[0]?.lines ?? [],

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
