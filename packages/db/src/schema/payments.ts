// Online payment, refunds and receipts (docs/product.md#payment, ADR 039).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { orders } from './commerce.ts';
import { users } from './users.ts';

/**
 * How an order is paid and where that stands: one row per order, written when the learner starts paying
 * online or an admin marks it paid. Effects on it run with the order row locked (`for update`).
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['manual', 'card'] }).notNull(),
    provider: text('provider', { enum: ['manual', 'stripe'] }).notNull(),
    // How many checkout sessions were started: part of the next one's idempotency key, so a double click
    // gets the same session and a try after a failure a new one.
    attempt: integer('attempt').notNull().default(0),
    // The latest checkout session at the provider and its page (reused while it is open).
    sessionId: text('session_id'),
    sessionUrl: text('session_url'),
    // The provider's payment (Stripe's PaymentIntent id) once paid.
    reference: text('reference'),
    // Why the last try did not pay ('failed' | 'expired'), cleared by a new try.
    failure: text('failure', { enum: ['failed', 'expired'] }),
    // The learner finished the page with a payment that settles later (async).
    processing: boolean('processing').notNull().default(false),
    // What the provider reported when it did not match the order: the order stays pending, flagged.
    mismatchAmountCents: integer('mismatch_amount_cents'),
    mismatchCurrency: text('mismatch_currency'),
    paidCents: integer('paid_cents'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('order_payments_session_unique').on(t.sessionId),
    check('order_payments_refunded_check', sql`${t.refundedCents} >= 0`),
  ],
);

/** Every provider event handled, by its id: a redelivery finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'payment_events_pk', columns: [t.provider, t.eventId] }),
    index('payment_events_order_idx').on(t.orderId),
  ],
);

/** A refund an admin asked for: pending until the provider's event says it succeeded (or failed). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    // Sent as the Idempotency-Key of the provider request: a retry never refunds twice.
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    ...timestamps(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_unique').on(t.providerRefundId),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export interface StoredReceiptSeller {
  name: string;
  address: string;
  email: string;
  phones: string[];
}
export interface StoredReceiptBuyer {
  name: string;
  address: string;
  email: string | null;
}
export interface StoredReceiptLine {
  name: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/**
 * Receipts and credit notes as issued: numbered from `receipt_counters` in the paying (or refunding)
 * transaction, so the numbers of a year have no gaps, and kept whole (seller, buyer, lines) even when the
 * order or the account is deleted later.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['receipt', 'credit-note'] }).notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderReference: text('order_reference').notNull(),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    paymentMethod: text('payment_method', { enum: ['manual', 'card'] }).notNull(),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<StoredReceiptSeller>().notNull(),
    buyer: jsonb('buyer').$type<StoredReceiptBuyer>().notNull(),
    lines: jsonb('lines').$type<StoredReceiptLine[]>().notNull(),
    creditsReceipt: text('credits_receipt'),
    reason: text('reason'),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_number_unique').on(t.number),
    uniqueIndex('receipts_kind_year_sequence_unique').on(t.kind, t.year, t.sequence),
    index('receipts_order_idx').on(t.orderId, t.issuedAt),
  ],
);

/** The last number issued per series and year: its row is locked while the next one is taken. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    kind: text('kind', { enum: ['receipt', 'credit-note'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'receipt_counters_pk', columns: [t.kind, t.year] })],
);

export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
