import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { createTestApp } from './helpers/app.ts';
import { addToCart, get, orderFor, placeOrder, readCart, urls, type Auth } from './helpers/commerce.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { ownConnection, resetDatabase, testDatabase } from './helpers/database.ts';
import { eventually } from './helpers/polling.ts';
import { signedInUser } from './helpers/users.ts';

/**
 * PostgreSQL drops the app's connections (a restart, a failover, an idle timeout; here
 * pg_terminate_backend) and the server must keep answering: only the requests that were on a dropped
 * connection may fail, and /readyz recovers by itself. PGlite has no backends to terminate, so these tests
 * run on PostgreSQL only. They drop the connections of the worker's shared pool, and leave it healthy.
 */
describe('a dropped PostgreSQL connection', () => {
  /** A request that holds a transaction (a checked-out connection) for a second: it is in flight for sure. */
  const SLOW_TRANSACTION = '/api/test/slow-transaction';

  let app: FastifyInstance;
  /** A connection of our own to the test database, never among those terminated. */
  let admin: pg.Client;
  let warn: MockInstance<typeof console.warn>;

  beforeAll(async () => {
    app = await createTestApp(
      {},
      {
        routes: (a) =>
          a.get(SLOW_TRANSACTION, async () => {
            await a.db.transaction(async (tx) => {
              await tx.execute(sql`select pg_sleep(1)`);
            });
            return { statusCode: 200, message: 'done', data: null };
          }),
      },
    );
    admin = await ownConnection('curio-drop-test');
  });

  beforeEach(async () => {
    await resetDatabase();
    app.publicCache.clear();
    // The pool reports each dropped connection on console.warn (openDatabase's default).
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  });

  afterAll(async () => {
    await admin?.end();
    await app?.close();
    // Whatever happened above, the worker's pool must serve the next test file.
    const { db } = await testDatabase();
    await db.execute(sql`select 1`);
  });

  /** Terminates every other backend of the test database and waits until they are gone; returns how many. */
  async function terminateBackends(): Promise<number> {
    // In the select list, not the where clause: PostgreSQL may evaluate a where clause in any order.
    const { rows } = await admin.query<{ pid: number; terminated: boolean }>(
      `select pid, pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const pids = rows.filter((r) => r.terminated).map((r) => r.pid);
    const left = await eventually(
      async () =>
        (await admin.query('select 1 from pg_stat_activity where pid = any($1::int[])', [pids])).rowCount,
      (count) => count === 0,
    );
    expect(left).toBe(0);
    return pids.length;
  }

  /** The app's connection pool (drizzle's node-postgres client). */
  const pool = () => (app.db as unknown as { $client: pg.Pool }).$client;

  /**
   * Terminates the backends and waits until the pool has removed every client it held then (all are dead),
   * so a request sent after it cannot land on a dropped connection. Clients opened since (the app's own
   * background reads) are new and healthy, so an idle count of zero is not what to wait for.
   */
  async function terminateAndDrain(): Promise<number> {
    const held = pool().totalCount;
    let removed = 0;
    const onRemove = () => {
      removed += 1;
    };
    pool().on('remove', onRemove);
    try {
      const terminated = await terminateBackends();
      expect(
        await eventually(
          async () => removed,
          (n) => n >= held,
          15_000,
        ),
      ).toBeGreaterThanOrEqual(held);
      return terminated;
    } finally {
      pool().off('remove', onRemove);
    }
  }

  /** Polls /readyz until it answers 200 (at most `ms`); returns the statuses seen. */
  async function readyWithin(ms: number): Promise<number[]> {
    const seen: number[] = [];
    await eventually(
      async () => {
        const res = await app.inject({ method: 'GET', url: '/readyz' });
        seen.push(res.statusCode);
        return res.statusCode;
      },
      (status) => status === 200,
      ms,
    );
    return seen;
  }

  /**
   * Every /api reply is the envelope of docs/product.md#api; a failure never leaks what went wrong inside.
   */
  function expectEnvelope(res: LightMyRequestResponse) {
    const body = res.json();
    expect(body).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
    expect(body).toHaveProperty('data');
    if (res.statusCode >= 500)
      expect(body).toEqual({ statusCode: 500, message: MESSAGES.api.internal, data: null });
  }

  /** A learner with one course in the cart, ready to check out. */
  async function learnerWithCart(courseId: string) {
    const learner = await signedInUser(app);
    await addToCart(app, learner.auth, courseId, 1);
    return { auth: learner.auth, order: orderFor(await readCart(app, learner.auth)) };
  }

  const warnings = () => warn.mock.calls.map((args) => args.map(String).join(' '));

  it('between requests: the next requests are answered and /readyz stays up', async () => {
    const course = await aCourse(await aCategory());
    const learner = await learnerWithCart(course.id);
    // Several connections open and idle in the pool: parallel reads that each need the database.
    const warmUp = await Promise.all([
      ...Array.from({ length: 8 }, () => get(app, urls.cartGet, learner.auth)),
      app.inject({ method: 'GET', url: '/api/course' }),
    ]);
    expect(warmUp.map((r) => r.statusCode)).toEqual(Array(9).fill(200));
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    expect(pool().idleCount).toBeGreaterThan(0);
    // A request sent before the pool has read the closed connections would be one in flight on a dropped one.
    expect(await terminateAndDrain()).toBeGreaterThan(0);

    // Nothing was in flight, so nothing may fail: the pool dropped the dead connections and opens new ones.
    app.publicCache.clear();
    const after = [
      await app.inject({ method: 'GET', url: '/api/course' }),
      await get(app, urls.cartGet, learner.auth),
      await placeOrder(app, learner.auth, learner.order),
      await get(app, urls.orders, learner.auth),
    ];
    for (const res of after) expectEnvelope(res);
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 201, 200]);
    expect(await readyWithin(5_000)).toEqual([200]);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    // Logged as a warning with the server's message and code, never with the connection string.
    expect(warnings()).toContainEqual(
      expect.stringMatching(/database connection lost \(idle\): terminating connection .*\(57P01\)/),
    );
    for (const line of warnings()) expect(line).not.toMatch(/postgres(ql)?:\/\//);
  });

  it('during requests: only the requests on the dropped connections fail, then all is well', async () => {
    const course = await aCourse(await aCategory());
    const learners = await Promise.all(Array.from({ length: 10 }, () => learnerWithCart(course.id)));
    const readers: Auth[] = learners.map((l) => l.auth);

    // 30 at once on a pool of 10: transactions held open, checkouts (transactions) and authenticated reads.
    const batch: { expected: number; reply: Promise<LightMyRequestResponse> }[] = [
      ...Array.from({ length: 5 }, () => ({
        expected: 200,
        reply: app.inject({ method: 'GET', url: SLOW_TRANSACTION }),
      })),
      ...learners.map((l) => ({ expected: 201, reply: placeOrder(app, l.auth, l.order) })),
      ...Array.from({ length: 15 }, (_, i) => ({
        expected: 200,
        reply: get(app, urls.notifications, readers[i % readers.length] ?? {}),
      })),
    ];

    // Wait until a transaction is inside PostgreSQL, then drop every connection under it.
    const sleeping = await eventually(
      async () =>
        (
          await admin.query(
            `select 1 from pg_stat_activity
              where datname = current_database() and state = 'active' and query like '%pg_sleep%'
                and pid <> pg_backend_pid()`,
          )
        ).rowCount,
      (count) => (count ?? 0) > 0,
      30_000,
    );
    expect(sleeping).toBeGreaterThan(0);
    expect(await terminateBackends()).toBeGreaterThan(0);

    const replies = await Promise.all(batch.map((b) => b.reply));
    for (const res of replies) expectEnvelope(res);
    // Each answered as it would have, or a 500 because its connection went away; never a 401 or a hang.
    replies.forEach((res, i) => expect([batch[i]?.expected, 500]).toContain(res.statusCode));
    const slow = replies.slice(0, 5).map((r) => r.statusCode);
    expect(slow).toContain(500);

    // Afterwards: reads and writes succeed again, and /readyz is back by itself.
    app.publicCache.clear();
    const fresh = await learnerWithCart(course.id);
    const afterwards = [
      await app.inject({ method: 'GET', url: '/api/course' }),
      await placeOrder(app, fresh.auth, fresh.order),
      ...(await Promise.all(readers.map((auth) => get(app, urls.orders, auth)))),
      await app.inject({ method: 'GET', url: SLOW_TRANSACTION }),
    ];
    for (const res of afterwards) expectEnvelope(res);
    expect(afterwards.map((r) => r.statusCode)).toEqual([200, 201, ...readers.map(() => 200), 200]);
    expect((await readyWithin(5_000)).at(-1)).toBe(200);

    expect(warnings()).toContainEqual(expect.stringMatching(/database connection lost \(in-use\)/));
    for (const line of warnings()) expect(line).not.toMatch(/postgres(ql)?:\/\//);
  });
});
