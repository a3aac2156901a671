import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { orderItems, orders, orderStatusEvents, users, type Db } from '@curio/db';
import type { TAdminOrderListQuery, TOrderStatus } from '@curio/shared';
import { keysetAfter, keysetAt, keysetOrder, type KeysetCursor } from '#api/lib/csv.ts';
import { ilikeContains, pageWindow, pageWithTotal, sortOrder } from '#api/lib/console-list.ts';
import { isVersion, nextVersion } from '#api/lib/versions.ts';

export type OrderFilter = Pick<
  TAdminOrderListQuery,
  'q' | 'status' | 'from' | 'to' | 'learner' | 'course' | 'ids'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 32 hex digits as a uuid's text (8-4-4-4-12). */
const asUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * An order reference as learners quote it ('CUR-1A2B3C4D', serialize.ts orderReference: the first hex
 * digits of the id), or its start, or the whole id. Anything else matches no order. The ids starting with
 * those digits are one range of uuids (they sort by their bytes, as their hex digits read), so the match is
 * a range on the primary key: `id >= prefix000… and id < (prefix + 1)000…` (ADR 042).
 */
export function referenceMatch(q: string): SQL {
  const hex = q
    .trim()
    .toLowerCase()
    .replace(/^cur-?/, '')
    .replaceAll('-', '');
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return sql`false`;
  const from = gte(orders.id, asUuid(hex.padEnd(32, '0')));
  const next = (BigInt(`0x${hex}`) + 1n).toString(16).padStart(hex.length, '0');
  // A prefix of only f's has no next one: every id from it on matches.
  if (next.length > hex.length) return from;
  return and(from, lt(orders.id, asUuid(next.padEnd(32, '0')))) ?? from;
}

/** The start of a whole UTC day, or of the day after it (`to` includes its whole day). */
const dayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + plusDays * 86_400_000);

/** Whether the filter reads the learner's email (and so needs the users join to count). */
const filtersByEmail = (f: OrderFilter) => f.learner !== undefined && !UUID.test(f.learner);

function orderWhere(f: OrderFilter): SQL | undefined {
  const learner = f.learner;
  return and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.from ? gte(orders.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(orders.createdAt, dayStart(f.to, 1)) : undefined,
    learner
      ? UUID.test(learner)
        ? eq(orders.userId, learner)
        : ilikeContains(users.email, learner)
      : undefined,
    f.course
      ? sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.courseId} = ${f.course})`
      : undefined,
    f.q ? referenceMatch(f.q) : undefined,
    f.ids ? inArray(orders.id, f.ids) : undefined,
  );
}

const summaryColumns = {
  id: orders.id,
  status: orders.status,
  amountCents: orders.amountCents,
  address: orders.address,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  learner: { id: users.id, name: users.name, email: users.email },
  itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
};

/** The operator's reads and moves of orders; SQL lives here only. */
export function createOrderAdminRepository(db: Db) {
  const summaries = () =>
    db.select(summaryColumns).from(orders).innerJoin(users, eq(users.id, orders.userId));

  /**
   * The list's statements as query builders (ADR 042; the plan test explains them): one page of the filtered
   * orders, and the rows its capped total counts.
   */
  function listQueries(query: TAdminOrderListQuery) {
    const where = orderWhere(query);
    const order = sortOrder(
      query.sort,
      { createdAt: orders.createdAt, amount: orders.amountCents },
      desc(orders.createdAt),
    );
    const { limit, offset } = pageWindow(query);
    const matching = db
      .select({ one: sql`1` })
      .from(orders)
      .$dynamic();
    return {
      page: summaries().where(where).orderBy(order, desc(orders.id)).limit(limit).offset(offset),
      matching: (filtersByEmail(query)
        ? matching.innerJoin(users, eq(users.id, orders.userId))
        : matching
      ).where(where),
    };
  }

  /** The next batch of the filtered orders for an export, newest first, with the names of what was bought. */
  const exportBatch = (filter: OrderFilter, after: KeysetCursor | undefined, limit: number) =>
    db
      .select({
        ...summaryColumns,
        keysetAt: keysetAt(orders.createdAt),
        courses: sql<string>`(select coalesce(string_agg(${orderItems.courseName}, '; ' order by ${orderItems.position}), '') from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(orderWhere(filter), after ? keysetAfter(orders.createdAt, orders.id, after) : undefined))
      .orderBy(...keysetOrder(orders.createdAt, orders.id))
      .limit(limit);

  return {
    listQueries,
    exportBatch,

    /** One page of the filtered orders, and how many there are (capped, ADR 042). */
    list: (query: TAdminOrderListQuery) => pageWithTotal(db, listQueries(query)),

    async learnerOf(orderId: string, tx: Db = db) {
      const [row] = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      return row;
    },

    /** The order's status history, oldest first. */
    timeline: (orderId: string) =>
      db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId))
        .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),

    /**
     * The order's status and learner, its row locked until the transaction ends; `isCurrent` says whether
     * it still has the version the operator loaded (always true without one). Undefined for an unknown order.
     */
    async lockForMove(id: string, version: string | undefined, tx: Db) {
      const [row] = await tx
        .select({
          status: orders.status,
          userId: orders.userId,
          isCurrent: version ? sql<boolean>`${isVersion(orders.updatedAt, version)}` : sql<boolean>`true`,
        })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      return row;
    },

    /** A move: the new status and a newer version, so no move can be made twice from one page load. */
    async setStatus(id: string, status: TOrderStatus, tx: Db) {
      await tx
        .update(orders)
        .set({ status, updatedAt: nextVersion(orders.updatedAt) })
        .where(eq(orders.id, id));
    },
  };
}

type OrderAdminRepository = ReturnType<typeof createOrderAdminRepository>;
export type OrderSummaryRow = Awaited<ReturnType<OrderAdminRepository['list']>>['rows'][number];
export type OrderExportRow = Awaited<ReturnType<OrderAdminRepository['exportBatch']>>[number];
