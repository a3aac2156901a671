import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertCategory, insertCourse } from '@curio/db/testing';
import type { TCart, TOrder } from '@curio/shared';
import { orderFor } from '../../../apps/api/test/helpers/order-request.ts';
import { startSmtpCapture } from '../../../apps/api/test/helpers/smtp.ts';
import {
  call,
  eventually,
  failed,
  loadUntil,
  mailHealth,
  orderMailsTo,
  recorder,
  signedIn,
  TEST_APPLICATION,
  useCluster,
  type Auth,
  type Sample,
} from './harness.ts';

/**
 * Fault tests (ADR 017), on two instances behind nginx: PostgreSQL drops every connection of the app again
 * and again under a load of orders, and the SMTP server goes away while orders are placed.
 */
describe('faults', () => {
  const ctx = useCluster('faults');
  /**
   * How many times PostgreSQL drops every connection, and how many orders are acknowledged between two drops.
   */
  const TERMINATIONS = 10;
  const ORDERS_BETWEEN = 6;
  /** How often one order is sent again (same key) before the test gives up on it. */
  const ORDER_TRIES = 50;
  const WORKERS = 6;
  /**
   * How long after a termination an instance may still hand out a connection it has not yet seen close: the
   * time its event loop takes to read the close, which a loaded machine stretches.
   */
  const GRACE_MS = 1_000;

  /** Terminates every backend of the app's database (not the test's own) and waits until they are gone. */
  async function terminateBackends() {
    const { rows } = await ctx.sql.query<{ pid: number }>(
      `select pid, pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and application_name <> $1`,
      [TEST_APPLICATION],
    );
    const pids = rows.map((r) => r.pid);
    const left = await eventually(
      async () =>
        (await ctx.sql.query('select 1 from pg_stat_activity where pid = any($1::int[])', [pids])).rowCount,
      (count) => count === 0,
      30_000,
    );
    expect(left).toBe(0);
    return pids.length;
  }

  it(
    'SMTP down while orders are placed: every mail is sent once after it comes back',
    { timeout: 120_000 },
    async () => {
      const port = ctx.smtp.port;
      await ctx.smtp.close();

      const category = await insertCategory(ctx.db);
      const learners = await Promise.all(Array.from({ length: 6 }, () => signedIn(ctx.lb)));
      const placed = await Promise.all(
        learners.map(async (learner) => {
          const course = await insertCourse(ctx.db, category);
          await call(ctx.lb, 'POST', '/api/cart/add-to-cart', {
            auth: learner.auth,
            json: { courseId: course.id },
          });
          const cart = await call<TCart>(ctx.lb, 'GET', '/api/cart/get-cart', { auth: learner.auth });
          return call(ctx.lb, 'POST', '/api/booking/create', {
            auth: learner.auth,
            json: orderFor(cart.body.data),
          });
        }),
      );
      expect(placed.map((r) => r.status)).toEqual(learners.map(() => 201));

      // The outage shows in /readyz (the instances stay ready: orders are still taken).
      const down = await eventually(
        () => mailHealth(ctx),
        (health) =>
          health.some((m) => m?.lastError) && health.every((m) => (m?.pending ?? 0) >= learners.length),
        15_000,
      );
      expect(down.some((m) => m?.lastError)).toBe(true);
      expect(down.every((m) => m?.pending === learners.length)).toBe(true);

      ctx.smtp = await startSmtpCapture(port);
      const sent = await eventually(
        () => mailHealth(ctx),
        (health) => health.every((m) => m?.pending === 0),
        45_000,
      );
      expect(sent.map((m) => m?.pending)).toEqual(ctx.direct.map(() => 0));
      for (const learner of learners)
        expect(orderMailsTo(ctx.smtp, learner.email), learner.email).toHaveLength(1);
    },
  );

  it(
    'PostgreSQL backends terminated again and again under orders: none lost, none doubled, every amount its lines',
    { timeout: 240_000 },
    async () => {
      const category = await insertCategory(ctx.db);
      const learners = await Promise.all(Array.from({ length: WORKERS }, () => signedIn(ctx.lb)));
      const rec = recorder();
      /** Each order's Idempotency-Key → the order nginx acknowledged for it (201, or 200 on a retry). */
      const acknowledged = new Map<string, TOrder>();
      const unacknowledged = new Set<string>();
      /** When each termination began and when its backends were gone. */
      const terminations: { from: number; to: number; backends: number }[] = [];
      let terminating = true;

      /**
       * Sends the order until it is acknowledged: a failed try is sent again with the same key, as a client
       * should.
       */
      async function order(auth: Auth, request: unknown, key: string) {
        unacknowledged.add(key);
        for (let tries = 0; tries < ORDER_TRIES; tries++) {
          const res = await rec.call<TOrder>('order', ctx.lb, 'POST', '/api/booking/create', {
            auth,
            json: request,
            headers: { 'idempotency-key': key },
          });
          if (res.status === 201 || res.status === 200) {
            acknowledged.set(key, res.body.data);
            unacknowledged.delete(key);
            return;
          }
        }
      }

      const load = loadUntil(
        WORKERS,
        () => !terminating,
        async (worker) => {
          const auth = learners[worker]?.auth ?? {};
          // One or two new courses (nobody buys a course twice) at prices and quantities that differ.
          const lines = 1 + (worker % 2);
          for (let n = 0; n < lines; n++) {
            const course = await insertCourse(ctx.db, category, {
              priceCents: 1_000 + 137 * worker + 991 * n,
            });
            const added = await rec.call('cart', ctx.lb, 'POST', '/api/cart/add-to-cart', {
              auth,
              json: { courseId: course.id, quantity: 1 + n },
            });
            if (added.status !== 200) return;
          }
          const cart = await rec.call<TCart>('cart', ctx.lb, 'GET', '/api/cart/get-cart', { auth });
          if (cart.status !== 200 || cart.body.data.courses.length === 0) return;
          await order(auth, orderFor(cart.body.data), randomUUID());
        },
      );
      // Each drop waits for orders acknowledged since the last one, so the load and the drops interleave
      // however fast the machine is; the load stops once the orders after the last drop are in.
      const ordersAcknowledged = (count: number) =>
        eventually(
          async () => acknowledged.size,
          (size) => size >= count,
          60_000,
        );
      const terminator = (async () => {
        try {
          for (let n = 1; n <= TERMINATIONS; n++) {
            expect(await ordersAcknowledged(n * ORDERS_BETWEEN)).toBeGreaterThanOrEqual(n * ORDERS_BETWEEN);
            const from = Date.now();
            const backends = await terminateBackends();
            terminations.push({ from, to: Date.now(), backends });
          }
          await ordersAcknowledged((TERMINATIONS + 1) * ORDERS_BETWEEN);
        } finally {
          terminating = false;
        }
      })();
      await Promise.all([load, terminator]);

      expect(terminations.length).toBe(TERMINATIONS);
      expect(terminations.every((t) => t.backends > 0)).toBe(true);

      // Only the requests that were on a dropped connection failed: each failure was in flight at a
      // termination.
      const duringTermination = (s: Sample) =>
        terminations.some((t) => s.start <= t.to + GRACE_MS && s.end >= t.from);
      const failures = rec.samples.filter(failed);
      expect(failures.filter((s) => !duringTermination(s))).toEqual([]);
      // No refusal either: a dropped connection is a 500 (or a retry), never a 4xx.
      expect(rec.samples.filter((s) => s.status >= 400 && s.status < 500)).toEqual([]);

      // Every order was acknowledged in the end, and the database holds exactly those: none missing, none
      // twice.
      expect(unacknowledged.size).toBe(0);
      expect(acknowledged.size).toBeGreaterThanOrEqual((TERMINATIONS + 1) * ORDERS_BETWEEN);
      const { rows: stored } = await ctx.sql.query<{
        id: string;
        key: string;
        amount: number;
        lines: number;
      }>(
        `select o.id, o.idempotency_key as key, o.amount_cents as amount,
              coalesce((select sum(i.price_cents * i.quantity) from order_items i where i.order_id = o.id), 0)::int as lines
         from orders o where o.user_id = any($1::uuid[])`,
        [learners.map((l) => l.id)],
      );
      expect(stored.length).toBe(acknowledged.size);
      for (const row of stored) expect(acknowledged.get(row.key)?._id, row.key).toBe(row.id);
      // Every order's amount is the sum of its lines, and is what the learner was told.
      expect(stored.filter((row) => row.amount !== row.lines)).toEqual([]);
      for (const row of stored)
        expect(Math.round((acknowledged.get(row.key)?.payment.amount ?? -1) * 100)).toBe(row.amount);

      // The service recovered by itself: every instance is ready, and an order goes through at once.
      const ready = await eventually(
        () => Promise.all(ctx.direct.map((url) => call(url, 'GET', '/readyz'))),
        (replies) => replies.every((r) => r.status === 200),
        5_000,
      );
      expect(ready.map((r) => r.status)).toEqual(ctx.direct.map(() => 200));
      const learner = learners[0]?.auth ?? {};
      const course = await insertCourse(ctx.db, category);
      await call(ctx.lb, 'POST', '/api/cart/add-to-cart', { auth: learner, json: { courseId: course.id } });
      const cart = await call<TCart>(ctx.lb, 'GET', '/api/cart/get-cart', { auth: learner });
      const after = await call(ctx.lb, 'POST', '/api/booking/create', {
        auth: learner,
        json: orderFor(cart.body.data),
      });
      expect(after.status).toBe(201);

      // An instance told to stop now, with the load's confirmations still being mailed, finishes the mail in
      // hand and exits cleanly (its database pool closes last, after the mail worker).
      expect(await ctx.cluster.stopInstance(2)).toBe(0);
    },
  );
});
