import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_BROADCASTS, DEMO_LEARNER, notifications, orders, seedCommerce, seedDemo } from '@curio/db';
import { dollarsToCents, lineTotalCents, sumCents, ZOrder } from '@curio/shared';
import { hashPassword } from '#api/lib/passwords.ts';
import { contentSeedHooks } from '#api/modules/content/seed-hooks.ts';
import { useTestApp } from './helpers/app.ts';
import { readNotifications, readOrders } from './helpers/commerce.ts';
import { testDatabase } from './helpers/database.ts';
import { logIn, signedInUser } from './helpers/users.ts';

const seedOptions = { hashPassword, ...contentSeedHooks };

async function demoLearnerAuth(app: Parameters<typeof logIn>[0]) {
  const { token } = await logIn(app, DEMO_LEARNER);
  return { authorization: `Bearer ${token}` };
}

describe('demo commerce seed', () => {
  const ctx = useTestApp();

  it('gives the demo learner two past orders, one completed and one confirmed, newest first', async () => {
    await seedDemo((await testDatabase()).db, seedOptions);
    const history = await readOrders(ctx.app, await demoLearnerAuth(ctx.app));
    for (const order of history) expect(() => ZOrder.strict().parse(order)).not.toThrow();
    expect(history.map((o) => [o.status, o.courses.map((l) => l.course.slug)])).toEqual([
      ['confirmed', ['react-from-the-ground-up']],
      ['completed', ['sql-for-analysts']],
    ]);
    // Each amount is its lines' sum at the seeded prices, like an order placed through the API.
    for (const order of history) {
      const cents = sumCents(order.courses.map((l) => lineTotalCents(dollarsToCents(l.price), l.quantity)));
      expect(dollarsToCents(order.payment.amount)).toBe(cents);
      expect(order.courses.every((l) => l.course._id !== null)).toBe(true);
    }
  });

  it('shows every learner the broadcasts, and the demo learner their order notices too', async () => {
    await seedDemo((await testDatabase()).db, seedOptions);
    const demo = await readNotifications(ctx.app, await demoLearnerAuth(ctx.app));
    const broadcasts = demo.filter((n) => n.broadcast).map((n) => n.title);
    expect(broadcasts).toEqual(DEMO_BROADCASTS.map((b) => b.title));
    expect(demo.filter((n) => !n.broadcast).map((n) => n.title)).toEqual(['Order placed', 'Order placed']);

    const newcomer = await readNotifications(ctx.app, (await signedInUser(ctx.app)).auth);
    expect(newcomer.map((n) => [n.title, n.broadcast])).toEqual(DEMO_BROADCASTS.map((b) => [b.title, true]));
  });

  it('seeds once: a second run writes nothing', async () => {
    const { db } = await testDatabase();
    await seedDemo(db, seedOptions);
    const sizes = async () => ({
      orders: (await db.select({ n: count() }).from(orders))[0]?.n,
      notifications: (await db.select({ n: count() }).from(notifications))[0]?.n,
    });
    const first = await sizes();
    expect(first).toEqual({ orders: 2, notifications: DEMO_BROADCASTS.length + 2 });
    expect(await seedCommerce(db, DEMO_LEARNER.email)).toBe(false);
    expect(await sizes()).toEqual(first);
  });

  it('writes only the broadcasts when the demo learner or the courses are missing', async () => {
    const { db } = await testDatabase();
    expect(await seedCommerce(db, DEMO_LEARNER.email)).toBe(true);
    expect((await db.select({ n: count() }).from(orders))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(notifications))[0]?.n).toBe(DEMO_BROADCASTS.length);
  });
});
