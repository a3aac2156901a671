import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminOrder, envelope } from '@curio/shared';
import { useTestAppWithMail } from './helpers/app.ts';
import { aCourseInStock, anOrder, get } from './helpers/commerce.ts';
import { ownConnection } from './helpers/database.ts';
import { eventually } from './helpers/polling.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

/**
 * The console's order is read as one snapshot. Its reads are several queries; a write committed between two
 * of them (a provider's event settling a refund and moving the order, say) must not show half: the status
 * from before beside a timeline or refunds from after. The test holds a lock on the timeline so the read
 * stops between the order and its timeline, commits a status move meanwhile, then lets the read go on.
 * PostgreSQL only: PGlite has one connection, so nothing can commit in between there.
 */
describe('GET /api/admin/orders/{id} reads one snapshot', () => {
  const ctx = useTestAppWithMail();
  let other: pg.Client;

  beforeAll(async () => {
    other = await ownConnection('curio-snapshot-test');
  });

  afterAll(async () => {
    await other?.end();
  });

  it('a move committed while the order is being read shows entirely or not at all', async () => {
    const { app } = ctx;
    const course = await aCourseInStock({ name: 'Snapshot Course', priceCents: 5000 });
    const learner = await signedInUser(app);
    const order = await anOrder(app, learner.auth, [{ courseId: course.id, quantity: 1 }]);
    const admin = await adminAuth(app);

    await other.query('begin');
    await other.query('lock table order_status_events in access exclusive mode');
    // inject starts when awaited: then() sends it now.
    const reading = get(app, `/api/admin/orders/${order._id}`, admin).then((res) => res);
    // The read has taken its snapshot and waits for the timeline's lock.
    const waiting = await eventually(
      async () => {
        // Statistics are read once per transaction unless cleared, and this connection is in one.
        await other.query('select pg_stat_clear_snapshot()');
        const { rows } = await other.query<{ waiting: number }>(
          // A client's query on this database only: an autovacuum worker the lock holds back is not the read.
          `select count(*)::int as waiting from pg_stat_activity
            where pg_backend_pid() = any(pg_blocking_pids(pid)) and backend_type = 'client backend'
              and datname = current_database() and query ilike '%order_status_events%'`,
        );
        return rows[0]?.waiting ?? 0;
      },
      (count) => count === 1,
      30_000,
    );
    expect(waiting).toBe(1);
    await other.query(`update orders set status = 'cancelled' where id = $1`, [order._id]);
    await other.query(
      `insert into order_status_events (order_id, from_status, to_status, note)
       values ($1, 'pending', 'cancelled', 'moved beside the read')`,
      [order._id],
    );
    await other.query('commit');

    const res = await reading;
    expect(res.statusCode, res.body).toBe(200);
    const read = envelope(ZAdminOrder).parse(res.json()).data;
    expect(read.status).toBe('pending');
    expect(read.timeline.map((event) => event.to)).not.toContain('cancelled');

    const after = envelope(ZAdminOrder).parse(
      (await get(app, `/api/admin/orders/${order._id}`, admin)).json(),
    ).data;
    expect(after.status).toBe('cancelled');
    expect(after.timeline.at(-1)?.to).toBe('cancelled');
  });
});
