import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  orderItems,
  orders,
  orderStatusEvents,
  users,
  preparedSql,
  type Db,
  type OrderRow,
  type StoredAddress,
  type Write,
} from '@curio/db';
import type { OrderItemView } from './serialize.ts';

const itemColumns = {
  orderId: orderItems.orderId,
  courseId: orderItems.courseId,
  courseName: orderItems.courseName,
  courseSlug: orderItems.courseSlug,
  courseImages: orderItems.courseImages,
  quantity: orderItems.quantity,
  priceCents: orderItems.priceCents,
};

export type OrderItemWithOrder = OrderItemView & { orderId: string };

export interface NewOrder {
  id: string;
  userId: string;
  address: StoredAddress;
  amountCents: number;
  idempotencyKey: string | null;
  requestHash: string;
}

export interface NewOrderLine {
  courseId: string;
  courseName: string;
  courseSlug: string;
  courseImages: string[];
  quantity: number;
  priceCents: number;
}

/** Orders and their lines (SQL lives here only). The history reads are prepared once per connection. */
export function createOrderRepository(db: Db) {
  const lockLearner = preparedSql<{ id: string; email: string; name: string }>(
    db,
    'commerce_lock_learner',
    sql`select ${users.id}, ${users.email}, ${users.name} from ${users}
      where ${users.id} = ${sql.placeholder('userId')} for update`,
  );
  const byUser = db
    .select()
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .prepare('commerce_orders_by_user');

  const itemsByUser = db
    .select(itemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(asc(orderItems.position))
    .prepare('commerce_order_items_by_user');

  const byId = db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('commerce_order_by_id');

  const itemsByOrder = db
    .select(itemColumns)
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.position))
    .prepare('commerce_order_items_by_order');

  return {
    /**
     * Newest first, with every order's lines. Orders first, then lines: an order and its lines commit
     * together, so every order read has all its lines in the second read (one placed in between is left out
     * whole).
     */
    async listByUser(userId: string): Promise<{ order: OrderRow; items: OrderItemWithOrder[] }[]> {
      const rows = await byUser.execute({ userId });
      if (rows.length === 0) return [];
      const items = await itemsByUser.execute({ userId });
      return rows.map((order) => ({ order, items: items.filter((item) => item.orderId === order.id) }));
    },

    async findWithItems(id: string): Promise<{ order: OrderRow; items: OrderItemWithOrder[] } | undefined> {
      const [order] = await byId.execute({ id });
      if (!order) return undefined;
      return { order, items: await itemsByOrder.execute({ orderId: id }) };
    },

    /**
     * The learner's row, locked until the transaction ends: one learner's checkouts run one after the other
     * (ADR 006). Undefined if the account is gone. `tx` has no default: the lock lasts as long as it does.
     * Whatever must see the checkouts that ran before this one (an order under the same key, an enrolment)
     * is read by a later statement: in PostgreSQL's read committed, a statement that waited for the lock
     * still reads the rest as they were when it started.
     */
    async lockUser(userId: string, tx: Db) {
      const [row] = await lockLearner({ userId }, tx);
      return row;
    },

    async findByKey(userId: string, idempotencyKey: string, tx: Db = db) {
      const [row] = await tx
        .select({ id: orders.id, requestHash: orders.requestHash })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
      return row;
    },

    /**
     * Places the order in one statement: the order, its lines and its first status event, with `alongside`
     * (the placement's writes to other tables, as queries not yet run) as further parts of it, so they commit
     * or fail together at one round trip's cost. Answers the order as stored. Throws a unique violation when
     * the learner already has an order with this idempotency key. `tx` has no default: the caller's
     * transaction holds the learner's lock.
     */
    async place(
      order: NewOrder,
      lines: NewOrderLine[],
      actor: { id: string; email: string },
      alongside: readonly Write[],
      tx: Db,
    ): Promise<{ order: OrderRow; items: OrderItemWithOrder[] }> {
      const items = lines.map((line, position) => ({ ...line, orderId: order.id, position }));
      const parts: Write[] = [
        tx.insert(orderItems).values(items),
        tx.insert(orderStatusEvents).values({
          orderId: order.id,
          fromStatus: null,
          toStatus: 'pending',
          actorId: actor.id,
          actorEmail: actor.email,
        }),
        ...alongside,
      ];
      const writes = parts.map((write, index) => tx.$with(`write_${String(index)}`).as(write));
      const placed = tx.$with('placed').as(
        tx
          .insert(orders)
          .values({ ...order, status: 'pending' })
          .returning(),
      );
      const [row] = await tx
        .with(placed, ...writes)
        .select()
        .from(placed);
      if (!row) throw new Error('the order insert returned no row');
      return { order: row, items: items.map(({ position: _position, ...item }) => item) };
    },

    /**
     * The order, its row locked until the transaction ends: payment effects (a provider's event, a refund,
     * Mark as paid) run one at a time per order and see its status as it is (ADR 039).
     */
    async lock(id: string, tx: Db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /** The order's lines, in the caller's transaction. */
    itemsOf: (orderId: string, tx: Db) =>
      tx
        .select(itemColumns)
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position)),

    /** One line of an order's timeline (placed, or moved by an operator), in the caller's transaction. */
    async insertStatusEvent(values: typeof orderStatusEvents.$inferInsert, tx: Db) {
      await tx.insert(orderStatusEvents).values(values);
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
