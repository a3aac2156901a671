import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseDaySales, courses, orderHourStats, orders, rollupChanges, users } from '@curio/db';
import { ZDashboard, type TOrderStatus } from '@curio/shared';
import { createDashboardRepository, splitPeriod } from '#api/modules/dashboard/console-repository.ts';
import { mostSoldFirst, salesByCourse } from '#api/modules/dashboard/top-courses.ts';
import { useTestApp } from './helpers/app.ts';
import { anOrder, someCourses, type Auth } from './helpers/commerce.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

/**
 * The dashboard keeps its figures of the days before yesterday per instance and reads the recent days on
 * every load (ADR 044): whatever changes an older day's rollups is seen on the next load.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function topCourses(app: FastifyInstance, auth: Auth) {
  const res = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return ZDashboard.parse(res.json().data).topCourses.map(({ name, units }) => `${name} ${units}`);
}

async function moveOrder(app: FastifyInstance, id: string, set: { status?: TOrderStatus; createdAt?: Date }) {
  await app.db.update(orders).set(set).where(eq(orders.id, id));
}

describe('the dashboard top courses, kept for older days', () => {
  const ctx = useTestApp();

  /** Three courses sold ten days ago (kept) and one sold today (live). */
  async function aSellingMonth() {
    const [alpha, beta, gamma] = await someCourses([
      { name: 'Alpha', priceCents: 1000 },
      { name: 'Beta', priceCents: 1000 },
      { name: 'Gamma', priceCents: 1000 },
    ]);
    if (!alpha || !beta || !gamma) throw new Error('courses missing');
    const ada = await signedInUser(ctx.app);
    const older = await anOrder(ctx.app, ada.auth, [
      { courseId: alpha.id, quantity: 3 },
      { courseId: beta.id, quantity: 2 },
    ]);
    await moveOrder(ctx.app, older._id, { status: 'completed', createdAt: daysAgo(10) });
    const recent = await anOrder(ctx.app, ada.auth, [{ courseId: gamma.id, quantity: 1 }]);
    return { alpha, beta, gamma, ada, older, recent, admin: await adminAuth(ctx.app) };
  }

  it("adds today's orders to the kept days at once", async () => {
    const { gamma, admin } = await aSellingMonth();
    expect(await topCourses(ctx.app, admin)).toEqual(['Alpha 3', 'Beta 2', 'Gamma 1']);
    const cleo = await signedInUser(ctx.app);
    await anOrder(ctx.app, cleo.auth, [{ courseId: gamma.id, quantity: 4 }]);
    expect(await topCourses(ctx.app, admin)).toEqual(['Gamma 5', 'Alpha 3', 'Beta 2']);
  });

  it('sees an older order cancelled, moved into the period, or deleted with its account', async () => {
    const { alpha, older, admin } = await aSellingMonth();
    expect(await topCourses(ctx.app, admin)).toEqual(['Alpha 3', 'Beta 2', 'Gamma 1']);

    await moveOrder(ctx.app, older._id, { status: 'cancelled' });
    expect(await topCourses(ctx.app, admin)).toEqual(['Gamma 1']);

    // An order of 40 days ago (outside the period) moved to 20 days ago.
    const ben = await signedInUser(ctx.app);
    const forty = await anOrder(ctx.app, ben.auth, [{ courseId: alpha.id, quantity: 7 }]);
    await moveOrder(ctx.app, forty._id, { status: 'completed', createdAt: daysAgo(40) });
    expect(await topCourses(ctx.app, admin)).toEqual(['Gamma 1']);
    await moveOrder(ctx.app, forty._id, { createdAt: daysAgo(20) });
    expect(await topCourses(ctx.app, admin)).toEqual(['Alpha 7', 'Gamma 1']);

    await ctx.app.db.delete(users).where(eq(users.id, ben.profile._id));
    expect(await topCourses(ctx.app, admin)).toEqual(['Gamma 1']);
  });

  it('reads names live: a renamed course is shown by its new name, a deleted one gives way to the next', async () => {
    const { alpha, admin } = await aSellingMonth();
    expect(await topCourses(ctx.app, admin)).toEqual(['Alpha 3', 'Beta 2', 'Gamma 1']);
    await ctx.app.db.update(courses).set({ name: 'Alpha Two' }).where(eq(courses.id, alpha.id));
    expect(await topCourses(ctx.app, admin)).toEqual(['Alpha Two 3', 'Beta 2', 'Gamma 1']);
    await ctx.app.db.delete(courses).where(eq(courses.id, alpha.id));
    expect(await topCourses(ctx.app, admin)).toEqual(['Beta 2', 'Gamma 1']);
  });

  it('shows five, most units first and then by name, and a deleted course among the five is replaced', async () => {
    const names = ['Fig', 'Elm', 'Date', 'Cedar', 'Birch', 'Ash'];
    const bought = await someCourses(names.map((name) => ({ name, priceCents: 500 })));
    const buyer = await signedInUser(ctx.app);
    const order = await anOrder(
      ctx.app,
      buyer.auth,
      bought.map((course, i) => ({ courseId: course.id, quantity: i === 0 ? 2 : 1 })),
    );
    await moveOrder(ctx.app, order._id, { status: 'confirmed', createdAt: daysAgo(5) });
    const admin = await adminAuth(ctx.app);
    expect(await topCourses(ctx.app, admin)).toEqual(['Fig 2', 'Ash 1', 'Birch 1', 'Cedar 1', 'Date 1']);
    const [fig] = bought;
    if (!fig) throw new Error('courses missing');
    await ctx.app.db.delete(courses).where(eq(courses.id, fig.id));
    expect(await topCourses(ctx.app, admin)).toEqual(['Ash 1', 'Birch 1', 'Cedar 1', 'Date 1', 'Elm 1']);
  });

  it('uses the kept figures while no change is noted for their days, and sums again once one is', async () => {
    const { alpha, admin } = await aSellingMonth();
    const board = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin });
      const { ordersByStatus, topCourses } = ZDashboard.parse(res.json().data);
      return { completed: ordersByStatus.completed, top: topCourses.map((c) => `${c.name} ${c.units}`) };
    };
    expect(await board()).toEqual({ completed: 1, top: ['Alpha 3', 'Beta 2', 'Gamma 1'] });
    // Written behind the triggers' back: nothing notes it, so the kept figures still answer.
    const tenDaysAgo = dayOf(daysAgo(10));
    await ctx.app.db
      .update(courseDaySales)
      .set({ units: sql`${courseDaySales.units} + 10` })
      .where(and(eq(courseDaySales.courseId, alpha.id), eq(courseDaySales.day, tenDaysAgo)));
    await ctx.app.db
      .update(orderHourStats)
      .set({ orders: sql`${orderHourStats.orders} + 4` })
      .where(
        and(
          eq(orderHourStats.status, 'completed'),
          sql`${orderHourStats.hour} >= ${tenDaysAgo}::date and ${orderHourStats.hour} < ${tenDaysAgo}::date + 1`,
        ),
      );
    expect(await board()).toEqual({ completed: 1, top: ['Alpha 3', 'Beta 2', 'Gamma 1'] });
    await ctx.app.db.insert(rollupChanges).values({ day: tenDaysAgo });
    expect(await board()).toEqual({ completed: 5, top: ['Alpha 13', 'Beta 2', 'Gamma 1'] });
  });

  it('sees an older order move in the orders by day and status', async () => {
    const { older, admin } = await aSellingMonth();
    const series = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin });
      const board = ZDashboard.parse(res.json().data);
      const day = board.series.find((d) => d.date === dayOf(daysAgo(10)));
      return { ...board.ordersByStatus, ordersThatDay: day?.orders, revenueThatDay: day?.revenueCents };
    };
    expect(await series()).toMatchObject({
      completed: 1,
      cancelled: 0,
      ordersThatDay: 1,
      revenueThatDay: 5000,
    });
    await moveOrder(ctx.app, older._id, { status: 'cancelled' });
    expect(await series()).toMatchObject({ completed: 0, cancelled: 1, ordersThatDay: 1, revenueThatDay: 0 });
    await moveOrder(ctx.app, older._id, { createdAt: daysAgo(40) });
    expect(await series()).toMatchObject({ completed: 0, cancelled: 0, ordersThatDay: 0 });
  });

  it('notes the changes of days before today only: placing an order today notes none', async () => {
    const { db } = await testDatabase();
    const { older, recent } = await aSellingMonth();
    const noted = async () =>
      (await db.select({ day: rollupChanges.day }).from(rollupChanges)).map((row) => row.day);
    const before = await noted();
    // The older order's move to ten days ago noted its day.
    expect(before).toContain(dayOf(daysAgo(10)));
    expect(before).not.toContain(dayOf(new Date()));
    await moveOrder(ctx.app, recent._id, { status: 'confirmed' });
    expect(await noted()).toEqual(before);
    await moveOrder(ctx.app, older._id, { status: 'refunded' });
    expect((await noted()).filter((day) => day === dayOf(daysAgo(10)))).toHaveLength(
      before.filter((day) => day === dayOf(daysAgo(10))).length + 1,
    );
  });
});

describe('the older days of a period', () => {
  const at = (iso: string) => new Date(iso);
  const day = (n: number) => dayOf(daysAgo(n));

  it('are the days before yesterday in UTC, as the database counts them in the zone', async () => {
    const { db } = await testDatabase();
    const repo = createDashboardRepository(db);
    const utc = await repo.period('UTC');
    expect(utc.older).toEqual({ to: day(2), end: at(`${day(1)}T00:00:00.000Z`) });
    // India is 5:30 ahead: an Indian day ends at 18:30 UTC. The last one over before yesterday's first
    // instant in UTC is the one that ends at 18:30 UTC two days ago, whatever the hour: from 18:30 UTC India
    // is already a date ahead of UTC.
    const india = await repo.period('Asia/Kolkata');
    expect(india.older?.to).toBe(day(2));
    expect(india.older?.end).toEqual(at(`${day(2)}T18:30:00.000Z`));
    expect(india.older?.end.getTime()).toBeLessThanOrEqual(Date.parse(`${day(1)}T00:00:00Z`));

    expect((await repo.period('UTC', '2026-01-01', '2026-01-07')).older).toEqual({
      to: '2026-01-07',
      end: at('2026-01-08T00:00:00.000Z'),
    });
    expect((await repo.period('UTC', day(1), day(0))).older).toBeUndefined();
  });

  it('split a period in two periods, either of which may be missing', () => {
    const whole = {
      from: '2026-02-14',
      to: '2026-03-15',
      timeZone: 'UTC',
      start: at('2026-02-14T00:00:00Z'),
      end: at('2026-03-16T00:00:00Z'),
    };
    const older = { to: '2026-03-13', end: at('2026-03-14T00:00:00Z') };
    expect(splitPeriod({ ...whole, older })).toEqual({
      older: { ...whole, to: '2026-03-13', end: older.end },
      recent: { ...whole, from: '2026-03-14', start: older.end },
    });
    expect(splitPeriod(whole)).toEqual({ recent: whole });
    expect(splitPeriod({ ...whole, older: { to: whole.to, end: whole.end } })).toEqual({ older: whole });
  });
});

describe('mostSoldFirst', () => {
  const sale = (courseId: string, units: number) => ({ courseId, units, revenueCents: units * 100 });

  it('adds the recent sales to the older ones and reads them most units first', () => {
    const older = salesByCourse([sale('a', 5), sale('b', 1), sale('c', 3), sale('d', 2)]);
    const recent = [sale('b', 3), sale('e', 4), sale('f', 1)];
    const read = [...mostSoldFirst(older, recent)].map((s) => `${s.courseId} ${s.units}`);
    expect(read).toEqual(['a 5', 'b 4', 'e 4', 'c 3', 'd 2', 'f 1']);
    expect([...mostSoldFirst(salesByCourse([]), recent)].map((s) => s.units)).toEqual([4, 3, 1]);
    expect([...mostSoldFirst(older, [])].map((s) => s.courseId)).toEqual(['a', 'c', 'd', 'b']);
  });
});
