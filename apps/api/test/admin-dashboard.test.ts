import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, orders, reviews, trainerApplications, users } from '@curio/db';
import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_MESSAGES,
  formatMoney,
  ZDashboard,
  type TOrderStatus,
} from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { anOrder, someCourses, type Auth } from './helpers/commerce.ts';
import { aTrainerApplication } from './helpers/content-admin.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const DASHBOARD = '/api/admin/dashboard';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
const today = () => new Date().toISOString().slice(0, 10);

async function setOrder(app: FastifyInstance, id: string, status: TOrderStatus, createdAt?: Date) {
  await app.db
    .update(orders)
    .set({ status, ...(createdAt ? { createdAt } : {}) })
    .where(eq(orders.id, id));
}

/**
 * A known month: three courses at $10, $20 and $30; orders of $40 (confirmed), $30 (cancelled), $10
 * (completed), $20 (pending), and a $30 completed order 40 days ago that is outside the window.
 */
async function aKnownMonth(app: FastifyInstance) {
  const [ten, twenty, thirty] = await someCourses([
    { name: 'Ten', priceCents: 1000 },
    { name: 'Twenty', priceCents: 2000 },
    { name: 'Thirty', priceCents: 3000 },
  ]);
  if (!ten || !twenty || !thirty) throw new Error('courses missing');
  const ada = await signedInUser(app);
  const ben = await signedInUser(app);
  const confirmed = await anOrder(app, ada.auth, [
    { courseId: ten.id, quantity: 2 },
    { courseId: twenty.id, quantity: 1 },
  ]);
  const cancelled = await anOrder(app, ada.auth, [{ courseId: thirty.id, quantity: 1 }]);
  const completed = await anOrder(app, ben.auth, [{ courseId: ten.id, quantity: 1 }]);
  const pending = await anOrder(app, ben.auth, [{ courseId: twenty.id, quantity: 1 }]);
  const old = await anOrder(app, ben.auth, [{ courseId: thirty.id, quantity: 5 }]);
  await setOrder(app, confirmed._id, 'confirmed', daysAgo(2));
  await setOrder(app, cancelled._id, 'cancelled');
  await setOrder(app, completed._id, 'completed');
  await setOrder(app, old._id, 'completed', daysAgo(40));
  // Ben signed up long ago: only Ada counts as a new learner.
  await app.db
    .update(users)
    .set({ createdAt: daysAgo(40) })
    .where(eq(users.id, ben.profile._id));

  await app.db.insert(leads).values([
    { name: 'Lead One', email: 'one@example.com', comment: 'Hello' },
    { name: 'Lead Two', email: 'two@example.com', comment: 'Hello' },
    { name: 'Lead Three', email: 'three@example.com', comment: 'Done', status: 'closed' },
  ]);
  await app.db.insert(trainerApplications).values(aTrainerApplication({ status: 'in_progress' }));
  await app.db.insert(reviews).values([
    { courseId: ten.id, userId: ada.profile._id, rating: 5, comment: 'New and visible' },
    { courseId: twenty.id, userId: ada.profile._id, rating: 1, comment: 'Hidden', hiddenAt: new Date() },
    { courseId: ten.id, userId: ben.profile._id, rating: 4, comment: 'Old', createdAt: daysAgo(45) },
  ]);
  return { ten, twenty, thirty, pending, confirmed };
}

const read = (app: FastifyInstance, auth: Auth, query = '') =>
  app.inject({ method: 'GET', url: `${DASHBOARD}${query ? `?${query}` : ''}`, headers: auth });

/** The dashboard for `query`, which must be answered. */
async function board(app: FastifyInstance, auth: Auth, query = '') {
  const res = await read(app, auth, query);
  expect(res.statusCode, res.body).toBe(200);
  return ZDashboard.strict().parse(res.json().data);
}

describe('GET /api/admin/dashboard', () => {
  const ctx = useTestApp();

  it('sums the last 30 days: revenue from paid orders, orders by status, a day series, inbox, reviews, top courses', async () => {
    const { ten, twenty } = await aKnownMonth(ctx.app);
    const res = await read(ctx.app, await adminAuth(ctx.app));
    expect(res.statusCode).toBe(200);
    const board = ZDashboard.strict().parse(res.json().data);

    expect(board).toMatchObject({ days: DASHBOARD_DEFAULT_DAYS, to: today(), timeZone: 'UTC' });
    expect(board.from).toBe(
      daysAgo(DASHBOARD_DEFAULT_DAYS - 1)
        .toISOString()
        .slice(0, 10),
    );
    // Confirmed $40 + completed $10; pending and cancelled orders are not revenue.
    expect(board.revenue).toEqual({ cents: 5000, formatted: formatMoney(5000) });
    expect(board.revenue.formatted).toBe('$50.00');
    expect(board.ordersByStatus).toEqual({
      pending: 1,
      confirmed: 1,
      completed: 1,
      cancelled: 1,
      refunded: 0,
    });

    expect(board.series).toHaveLength(DASHBOARD_DEFAULT_DAYS);
    expect(board.series.at(-1)).toEqual({ date: today(), orders: 3, revenueCents: 1000 });
    expect(board.series.at(-3)).toEqual({
      date: daysAgo(2).toISOString().slice(0, 10),
      orders: 1,
      revenueCents: 4000,
    });
    expect(board.series.reduce((sum, day) => sum + day.orders, 0)).toBe(4);

    // Ada (Ben signed up 40 days ago; the operator is staff, not a learner).
    expect(board.newLearners).toBe(1);
    expect(board.waiting).toEqual({ leads: 2, jobApplications: 0, trainerApplications: 0 });
    // Posted in the period and on the site: not the hidden one, nor the 45-day-old one.
    expect(board.newReviews).toBe(1);
    // Units in orders that were not cancelled, in the window: Ten 3 (2 + 1), Twenty 2 (1 + 1); Thirty none.
    expect(board.topCourses).toEqual([
      { _id: ten.id, name: 'Ten', slug: ten.slug, units: 3, revenueCents: 3000 },
      { _id: twenty.id, name: 'Twenty', slug: twenty.slug, units: 2, revenueCents: 4000 },
    ]);
  });

  it('shows zeros and 30 empty days on an empty site', async () => {
    const board = ZDashboard.parse((await read(ctx.app, await editorAuth(ctx.app))).json().data);
    expect(board.revenue).toEqual({ cents: 0, formatted: '$0.00' });
    expect(board.series.every((day) => day.orders === 0 && day.revenueCents === 0)).toBe(true);
    expect(board.topCourses).toEqual([]);
    expect(board.series[0]?.date).toBe(board.from);
    expect(board.series.at(-1)?.date).toBe(board.to);
  });

  it('is for staff: an editor and an admin read it, a learner gets 403, no token 401', async () => {
    expect((await read(ctx.app, await editorAuth(ctx.app))).statusCode).toBe(200);
    expect((await read(ctx.app, (await signedInUser(ctx.app)).auth)).statusCode).toBe(403);
    expect((await read(ctx.app, {})).statusCode).toBe(401);
  });

  it("sums today only, and a week, in the operator's days", async () => {
    await aKnownMonth(ctx.app);
    const admin = await adminAuth(ctx.app);
    const day = await board(ctx.app, admin, `from=${today()}&to=${today()}`);
    expect(day).toMatchObject({ from: today(), to: today(), days: 1 });
    // Today: the cancelled, completed and pending orders; the confirmed one is two days old.
    expect(day.ordersByStatus).toEqual({ pending: 1, confirmed: 0, completed: 1, cancelled: 1, refunded: 0 });
    expect(day.revenue.cents).toBe(1000);
    expect(day.series).toEqual([{ date: today(), orders: 3, revenueCents: 1000 }]);

    const week = await board(ctx.app, admin, `from=${daysAgo(6).toISOString().slice(0, 10)}&to=${today()}`);
    expect(week.days).toBe(7);
    expect(week.revenue.cents).toBe(5000);
  });

  it('sums a custom period of whole days, nothing before or after it', async () => {
    const { confirmed, pending } = await aKnownMonth(ctx.app);
    await setOrder(ctx.app, confirmed._id, 'confirmed', new Date('2026-01-10T00:00:00.000Z'));
    await setOrder(ctx.app, pending._id, 'pending', new Date('2026-01-12T23:59:59.999Z'));
    const admin = await adminAuth(ctx.app);

    const period = await board(ctx.app, admin, 'from=2026-01-10&to=2026-01-12');
    expect(period).toMatchObject({ from: '2026-01-10', to: '2026-01-12', days: 3 });
    expect(period.series).toEqual([
      { date: '2026-01-10', orders: 1, revenueCents: 4000 },
      { date: '2026-01-11', orders: 0, revenueCents: 0 },
      { date: '2026-01-12', orders: 1, revenueCents: 0 },
    ]);
    expect(period.ordersByStatus).toEqual({
      pending: 1,
      confirmed: 1,
      completed: 0,
      cancelled: 0,
      refunded: 0,
    });
    expect(period.newLearners).toBe(0);
    expect(period.newReviews).toBe(0);
    // What waits in the inbox is counted now, whatever the period.
    expect(period.waiting.leads).toBe(2);

    const after = await board(ctx.app, admin, 'from=2026-01-13&to=2026-01-13');
    expect(after.ordersByStatus).toEqual({
      pending: 0,
      confirmed: 0,
      completed: 0,
      cancelled: 0,
      refunded: 0,
    });
  });

  it("counts a day in the operator's time zone: 20:00 UTC is the next morning in India", async () => {
    const { pending } = await aKnownMonth(ctx.app);
    await setOrder(ctx.app, pending._id, 'pending', new Date('2026-01-12T20:00:00.000Z'));
    const admin = await adminAuth(ctx.app);
    const inIndia = await board(ctx.app, admin, 'from=2026-01-13&to=2026-01-13&tz=Asia%2FKolkata');
    expect(inIndia).toMatchObject({ timeZone: 'Asia/Kolkata', series: [{ date: '2026-01-13', orders: 1 }] });
    const inUtc = await board(ctx.app, admin, 'from=2026-01-12&to=2026-01-12');
    expect(inUtc.series).toEqual([{ date: '2026-01-12', orders: 1, revenueCents: 0 }]);
    expect((await board(ctx.app, admin, 'from=2026-01-13&to=2026-01-13')).ordersByStatus.pending).toBe(0);
  });

  it.each([
    ['a start after the end', 'from=2026-02-10&to=2026-02-01', 'to', DASHBOARD_MESSAGES.rangeReversed],
    ['a start without an end', 'from=2026-02-01', 'to', DASHBOARD_MESSAGES.rangeIncomplete],
    ['an end without a start', 'to=2026-02-01', 'from', DASHBOARD_MESSAGES.rangeIncomplete],
    [
      `more than ${DASHBOARD_MAX_DAYS} days`,
      'from=2025-01-01&to=2026-01-02',
      'from',
      DASHBOARD_MESSAGES.rangeTooLong,
    ],
    ['a day that does not exist', 'from=2026-02-30&to=2026-03-01', 'from', expect.any(String)],
    ['a date that is no date', 'from=yesterday&to=today', 'from', expect.any(String)],
    ['an unknown time zone', 'tz=Mars%2FOlympus', 'tz', DASHBOARD_MESSAGES.timeZoneUnknown],
    ['an offset instead of a zone name', 'tz=%2B05%3A30', 'tz', DASHBOARD_MESSAGES.timeZoneUnknown],
  ])('refuses %s with a 400 naming the field', async (_label, query, field, message) => {
    const res = await read(ctx.app, await editorAuth(ctx.app), query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it(`takes a period of exactly ${DASHBOARD_MAX_DAYS} days`, async () => {
    const year = await board(ctx.app, await editorAuth(ctx.app), 'from=2024-01-01&to=2024-12-31');
    expect(year.days).toBe(DASHBOARD_MAX_DAYS);
    expect(year.series).toHaveLength(DASHBOARD_MAX_DAYS);
  });
});
