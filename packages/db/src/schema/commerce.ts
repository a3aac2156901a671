// Cart, wishlist, orders and notifications (docs/product.md#cart-and-orders).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { users, type StoredAddress } from './users.ts';
import { courses } from './courses.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [
    // One line per course: a second add raises the quantity (an upsert the database settles under races).
    primaryKey({ name: 'cart_items_pk', columns: [t.userId, t.courseId] }),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 100`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'wishlist_items_pk', columns: [t.userId, t.courseId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'refunded': paid, then given back in full (ADR 039).
    status: text('status', { enum: ['pending', 'confirmed', 'completed', 'cancelled', 'refunded'] })
      .notNull()
      .default('pending'),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    // Σ quantity × price of the lines, computed by the server from course prices at placement.
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    // The client's Idempotency-Key and a hash of the request it came with (a retry returns this order).
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The console's list and export, newest first, whole or by status; sorted by amount (ADR 042).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_amount_idx').on(t.amountCents, t.id),
    check('orders_amount_cents_check', sql`${t.amountCents} >= 0`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'refunded')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Null once the course is deleted: the order keeps its own copy of what was bought.
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    courseName: text('course_name').notNull(),
    courseSlug: text('course_slug').notNull(),
    courseImages: jsonb('course_images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    // A course's learners (the console's learning figures, docs/product.md#what-operators-see).
    index('order_items_course_idx').on(t.courseId, t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('order_items_price_cents_check', sql`${t.priceCents} >= 0`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null: a broadcast to every learner; otherwise one learner's own.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    // Optional site-relative or https link a broadcast points at.
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** An order's status history: placed, then each move an admin made (who, when, note). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The dashboard's order figures rolled up by UTC hour and status (ADR 042): how many orders were placed in the
 * hour and now have the status, and their amount. Kept by triggers on `orders` (migration 0019) in the
 * transaction of every write, in `ORDER_ROLLUP_SHARDS` rows per hour and status so concurrent placements do
 * not queue for one row; a figure is the sum over the shards. Migration 0021 adds a covering index,
 * `order_hour_stats_figures_idx (hour, status) INCLUDE (orders, amount_cents)`, that the dashboard reads
 * alone (drizzle-kit cannot declare INCLUDE).
 */
export const orderHourStats = pgTable(
  'order_hour_stats',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    orders: integer('orders').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'order_hour_stats_pk', columns: [t.hour, t.status, t.shard] })],
);

/**
 * Units and revenue per UTC day and course of the orders that count as sold (neither cancelled nor
 * refunded), placed that day: the dashboard's top courses (ADR 042). Kept by triggers like
 * `order_hour_stats`.
 */
export const courseDaySales = pgTable(
  'course_day_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    courseId: uuid('course_id').notNull(),
    shard: smallint('shard').notNull(),
    units: integer('units').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'course_day_sales_pk', columns: [t.day, t.courseId, t.shard] })],
);

/**
 * A change to the rollups of a day before today (UTC): an older order moved, cancelled, refunded or
 * deleted, or stored with an old date. The dashboard keeps its figures of the days before yesterday in
 * memory and uses them for as long as these rows of their days are the same (ADR 044). Written by the
 * rollup triggers (migration 0021), once per transaction and day, only ever added to.
 */
export const rollupChanges = pgTable(
  'rollup_changes',
  {
    version: bigserial('version', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('rollup_changes_day_idx').on(t.day, t.version)],
);

/**
 * How many changes to what the dashboard reads have committed (ADR 049): the sum over the rows only grows,
 * by one for each transaction that writes an order, a line, a rollup, a learner, an enquiry, an application,
 * a review or a course's name (triggers of migration 0026). An instance answers a period from the figures it
 * worked out last while the sum is what it was. `DASHBOARD_CHANGE_SHARDS` rows, so concurrent writers do not
 * queue for one; `truncateAll` leaves them (emptying them would let the sum come back to an old value).
 */
export const dashboardChanges = pgTable('dashboard_changes', {
  shard: smallint('shard').primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull(),
});

/**
 * The figures of a period's days before yesterday as an instance summed them (ADR 044), kept for the other
 * instances and for after a restart (ADR 049): one row per period (zone, first and last day of the older
 * days) with the `rollup_changes` version they were summed under, used only while that version holds.
 * `figures` is what `older-days.ts` stores. Rows not kept again for two days go when another is kept. It is
 * `json`, kept as the text it was given: it is only ever read whole, and PostgreSQL writes a `jsonb` value out
 * as text again on every read (about 10 ms for a 10,000-course period).
 */
export const dashboardOlderDays = pgTable('dashboard_older_days', {
  period: text('period').primaryKey(),
  version: text('version').notNull(),
  figures: json('figures').notNull(),
  keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How many rows `dashboard_changes` is spread over (the migration's `% 16`). */
export const DASHBOARD_CHANGE_SHARDS = 16;

/** How many rows each hour/status and day/course of the rollups is spread over (the migration's `& 7`). */
export const ORDER_ROLLUP_SHARDS = 8;

export type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect;

export type CartItemRow = typeof cartItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
