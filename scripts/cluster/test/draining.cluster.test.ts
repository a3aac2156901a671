import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@curio/db';
import { insertCategory, insertCourse } from '@curio/db/testing';
import type { TCart, TOrder } from '@curio/shared';
import { orderFor } from '../../../apps/api/test/helpers/order-request.ts';
import { eventually, failed, loadUntil, recorder, signedIn, useCluster, type Sample } from './harness.ts';

/**
 * ADR 017: an instance told to stop (SIGTERM) fails its /readyz, the cluster script takes it out of
 * nginx's rotation, it finishes what it holds and exits. Under a load of reads and writes through nginx,
 * no acknowledged write is lost, no reply is an error, and after the drain nginx sends nothing to it.
 */
describe('stopping one instance under load', () => {
  const ctx = useCluster('draining');
  const WORKERS = 6;

  it('loses no acknowledged write, answers no error, and nginx routes around it', async () => {
    const category = await insertCategory(ctx.db);
    const learners = await Promise.all(Array.from({ length: WORKERS }, () => signedIn(ctx.lb)));
    const rec = recorder();
    /** Every order nginx acknowledged (201), by id. */
    const acknowledged = new Set<string>();
    let running = true;

    const load = loadUntil(
      WORKERS,
      () => !running,
      async (worker) => {
        const auth = learners[worker]?.auth ?? {};
        // A write: a course into the cart, then the order for the cart (a new course each time: nobody buys
        // a course twice).
        const course = await insertCourse(ctx.db, category, { priceCents: 2_500 });
        const added = await rec.call('write', ctx.lb, 'POST', '/api/cart/add-to-cart', {
          auth,
          json: { courseId: course.id, quantity: 1 },
        });
        const cart = await rec.call<TCart>('read', ctx.lb, 'GET', '/api/cart/get-cart', { auth });
        if (added.status === 200 && cart.status === 200 && cart.body.data.courses.length > 0) {
          const placed = await rec.call<TOrder>('write', ctx.lb, 'POST', '/api/booking/create', {
            auth,
            json: orderFor(cart.body.data),
            headers: { 'idempotency-key': randomUUID() },
          });
          if (placed.status === 201) acknowledged.add(placed.body.data._id);
        }
        // A read that needs the database.
        await rec.call('read', ctx.lb, 'GET', '/api/booking', { auth });
      },
    );

    const instance2 = ctx.cluster.instances[1];
    if (!instance2) throw new Error('no second instance');
    const upstream2 = `127.0.0.1:${instance2.port}`;
    /** Waits until `enough` of the samples recorded so far hold, whatever the machine's speed. */
    const untilSamples = async (which: (s: Sample) => boolean, enough: number) =>
      expect(
        await eventually(
          async () => rec.samples.filter(which).length,
          (n) => n >= enough,
          60_000,
        ),
      ).toBeGreaterThanOrEqual(enough);
    // The load reaches both instances before one is stopped.
    await untilSamples((s) => s.upstream === upstream2, WORKERS);
    await untilSamples((s) => s.upstream !== undefined && s.upstream !== upstream2, WORKERS);
    const stopping = Date.now();
    const exit = ctx.cluster.stopInstance(2);
    // Taken out of rotation on its failing /readyz, before it closes its server.
    await ctx.cluster.routedExactly([1]);
    const outOfRotation = Date.now();
    expect(await exit).toBe(0);
    const exited = Date.now();
    // Load goes on after the drain: a round of reads from every worker.
    await untilSamples((s) => s.kind === 'read' && s.start > exited, 2 * WORKERS);
    running = false;
    await load;

    // nginx sent requests to both instances before, and none to the stopped one once it was out of rotation.
    expect(rec.samples.filter((s) => s.end < stopping).some((s) => s.upstream === upstream2)).toBe(true);
    expect(rec.samples.filter((s) => s.start > outOfRotation + 500).map((s) => s.upstream)).not.toContain(
      upstream2,
    );
    expect(outOfRotation).toBeLessThan(exited);

    // No reply was an error: the instance finished every request it took, nginx sent none to it after it
    // left.
    const replied = rec.samples.filter((s) => s.status !== 0);
    expect(new Set(replied.map((s) => s.status))).toEqual(new Set([200, 201]));
    // Only at the reload did nginx's old worker close idle keep-alive connections of the client, so a request
    // sent on one that very moment got no reply (a browser sends it again); never later.
    for (const s of rec.samples.filter((s) => s.status === 0)) {
      expect(s.start).toBeGreaterThan(outOfRotation - 1_000);
      expect(s.end).toBeLessThan(outOfRotation + 1_000);
    }
    // After the drain every read succeeds.
    const readsAfter = rec.samples.filter((s) => s.kind === 'read' && s.start > exited);
    expect(readsAfter.length).toBeGreaterThan(0);
    expect(readsAfter.filter(failed)).toEqual([]);

    // Every acknowledged order is stored.
    const stored = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          learners.map((l) => l.id),
        ),
      );
    expect(acknowledged.size).toBeGreaterThan(0);
    const storedIds = new Set(stored.map((o) => o.id));
    expect([...acknowledged].filter((id) => !storedIds.has(id))).toEqual([]);
  });
});
