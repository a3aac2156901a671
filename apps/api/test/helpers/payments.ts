import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mailOutbox, notifications, orderStatusEvents, paymentEvents, receipts, refunds } from '@curio/db';
import type { TAdminOrder, TOrder } from '@curio/shared';
import { startStripeLocal, type LocalEvent, type StripeLocal } from '#api/dev/stripe-local.ts';
import { createTestApp } from './app.ts';
import { aCourseInStock, anOrder, type Auth } from './commerce.ts';
import { resetDatabase, testDatabase } from './database.ts';
import { signedInUser } from './users.ts';

/** The webhook secret the tests sign events with (the site's STRIPE_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'whsec_curiotestsecret0000000000';

export const payUrls = {
  pay: (id: string) => `/api/booking/${id}/pay`,
  check: (id: string) => `/api/booking/${id}/payment/check`,
  order: (id: string) => `/api/booking/${id}`,
  webhook: '/api/payments/stripe/webhook',
  receipt: (number: string) => `/api/receipts/${number}`,
  receiptPdf: (number: string) => `/api/receipts/${number}/pdf`,
  adminOrder: (id: string) => `/api/admin/orders/${id}`,
  adminRefunds: (id: string) => `/api/admin/orders/${id}/refunds`,
  adminMarkPaid: (id: string) => `/api/admin/orders/${id}/mark-paid`,
  adminReceipt: (number: string) => `/api/admin/receipts/${number}`,
  adminReceiptPdf: (number: string) => `/api/admin/receipts/${number}/pdf`,
} as const;

/**
 * An app with PAYMENTS=stripe against the local Stripe server (apps/api/src/dev/stripe-local.ts), started
 * once per file; the database and the server's records are emptied before each test.
 */
export function useStripeApp() {
  const ctx = {} as { app: FastifyInstance; stripe: StripeLocal };
  beforeAll(async () => {
    ctx.stripe = await startStripeLocal({ webhookSecret: WEBHOOK_SECRET });
    ctx.app = await createTestApp({
      payments: {
        mode: 'stripe',
        stripe: {
          secretKey: 'sk_test_curio',
          webhookSecret: WEBHOOK_SECRET,
          apiUrl: new URL(ctx.stripe.url),
        },
      },
    });
  });
  beforeEach(async () => {
    await resetDatabase();
    ctx.app.publicCache.clear();
    ctx.stripe.requests.length = 0;
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.stripe.close();
  });
  return ctx;
}

/** Posts an event to the webhook as Stripe would: the JSON body and its signature (or the one given). */
export function deliver(
  app: FastifyInstance,
  stripe: StripeLocal,
  event: LocalEvent,
  options: { secret?: string; timestamp?: number; signature?: string; body?: string } = {},
) {
  const payload = options.body ?? JSON.stringify(event, null, 2);
  return app.inject({
    method: 'POST',
    url: payUrls.webhook,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': options.signature ?? stripe.sign(payload, options),
    },
    payload,
  });
}

/** A learner's pending order of one course (2 seats at $49.00 unless told). */
export async function aPendingOrder(
  app: FastifyInstance,
  options: { priceCents?: number; quantity?: number } = {},
) {
  const course = await aCourseInStock({ name: 'Cloud Foundations', priceCents: options.priceCents ?? 4900 });
  const learner = await signedInUser(app);
  const order = await anOrder(app, learner.auth, [{ courseId: course.id, quantity: options.quantity ?? 2 }]);
  return { course, learner, order };
}

/** Starts paying: the session id the local server created for it. */
export async function startPaying(app: FastifyInstance, stripe: StripeLocal, auth: Auth, orderId: string) {
  const res = await app.inject({ method: 'POST', url: payUrls.pay(orderId), headers: auth });
  if (res.statusCode !== 200) throw new Error(`pay failed: ${res.statusCode} ${res.body}`);
  const url = (res.json() as { data: { redirectUrl: string } }).data.redirectUrl;
  const id = url.split('/').pop() ?? '';
  if (!stripe.sessions.has(id)) throw new Error(`no session behind ${url}`);
  return id;
}

export async function readOrder(app: FastifyInstance, auth: Auth, id: string): Promise<TOrder> {
  const res = await app.inject({ method: 'GET', url: payUrls.order(id), headers: auth });
  if (res.statusCode !== 200) throw new Error(`order read failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: TOrder }).data;
}

export async function readAdminOrder(app: FastifyInstance, auth: Auth, id: string): Promise<TAdminOrder> {
  const res = await app.inject({ method: 'GET', url: payUrls.adminOrder(id), headers: auth });
  if (res.statusCode !== 200) throw new Error(`console order read failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: TAdminOrder }).data;
}

/** The operator cancels the order (from the version they loaded); must succeed. */
export async function cancelOrder(app: FastifyInstance, admin: Auth, orderId: string) {
  const { updatedAt: version } = await readAdminOrder(app, admin, orderId);
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: admin,
    payload: { status: 'cancelled', version },
  });
  if (res.statusCode !== 200) throw new Error(`cancel failed: ${res.statusCode} ${res.body}`);
}

/** What a payment effect writes, counted for one order (and the mails queued, site-wide). */
export async function paymentTrail(orderId: string) {
  const { db } = await testDatabase();
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    statusEvents: await n(
      db.select({ n: count() }).from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)),
    ),
    events: await n(db.select({ n: count() }).from(paymentEvents)),
    receipts: await n(db.select({ n: count() }).from(receipts).where(eq(receipts.orderId, orderId))),
    refunds: await n(db.select({ n: count() }).from(refunds).where(eq(refunds.orderId, orderId))),
    notifications: await n(db.select({ n: count() }).from(notifications)),
    mails: await n(db.select({ n: count() }).from(mailOutbox)),
  };
}
