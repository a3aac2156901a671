import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  courseDaySales,
  courses,
  DASHBOARD_CHANGE_SHARDS,
  dashboardChanges,
  dashboardOlderDays,
  leads,
  orders,
  reviews,
  rollupChanges,
  trainerApplications,
  users,
} from '@curio/db';
import { ZDashboard, type TDashboard } from '@curio/shared';
import { anOrder, someCourses, type Auth } from './helpers/commerce.ts';
import { aTrainerApplication } from './helpers/content-admin.ts';
import { resetDatabase } from './helpers/database.ts';
import { useInstances } from './helpers/instances.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

/**
 * The dashboard answers a period from the figures it worked out last while nothing it reads has changed
 * (ADR 049): every change to what it reads, through the app or straight into the database, on this instance
 * or another, is seen on the next load.
 */
const instance = useInstances();

beforeEach(() => resetDatabase());

async function dashboard(app: FastifyInstance, auth: Auth): Promise<TDashboard> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return ZDashboard.parse(res.json().data);
}

/** The count of changes the instances compare (the sum over its rows). */
async function changes(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .select({ n: sql<string>`coalesce(sum(${dashboardChanges.changes}), 0)` })
    .from(dashboardChanges);
  return Number(row?.n);
}

/** The top courses as 'name units'. */
const topOf = (board: TDashboard) => board.topCourses.map((c) => `${c.name} ${c.units}`);

/** A course and one learner's order of `quantity` of it, placed through `app`. */
async function aSale(app: FastifyInstance, name: string, quantity: number) {
  const [course] = await someCourses([{ name, priceCents: 1000 }]);
  if (!course) throw new Error('course missing');
  const learner = await signedInUser(app);
  const order = await anOrder(app, learner.auth, [{ courseId: course.id, quantity }]);
  return { course, learner, order };
}

const aLead = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, comment: 'Hello' });

describe('the dashboard answers from its last figures', () => {
  it('while no change is noted, and works them out again once one is', async () => {
    const app = await instance();
    const admin = await adminAuth(app);
    expect((await dashboard(app, admin)).waiting.leads).toBe(0);

    // Written with the database's triggers off: nothing notes it, so the last figures still answer.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(leads).values(aLead('Unnoted'));
    });
    expect((await dashboard(app, admin)).waiting.leads).toBe(0);

    await app.db.insert(leads).values(aLead('Noted'));
    expect((await dashboard(app, admin)).waiting.leads).toBe(2);
  });

  it('sees each change to what it reads at the next load, written straight into the database', async () => {
    const app = await instance();
    const admin = await adminAuth(app);
    const { course, learner: ada } = await aSale(app, 'Kept', 2);
    const today = new Date().toISOString().slice(0, 10);

    /** Reads the dashboard (so its figures are kept), makes the change, reads it again: what `pick` saw. */
    async function seen<T>(change: () => Promise<unknown>, pick: (board: TDashboard) => T): Promise<T[]> {
      const before = pick(await dashboard(app, admin));
      expect(pick(await dashboard(app, admin))).toEqual(before);
      await change();
      return [before, pick(await dashboard(app, admin))];
    }

    const [lead] = await app.db.insert(leads).values(aLead('Lena')).returning();
    if (!lead) throw new Error('lead missing');
    const waitingLeads = (board: TDashboard) => board.waiting.leads;
    expect(await seen(() => app.db.insert(leads).values(aLead('Leo')), waitingLeads)).toEqual([1, 2]);
    expect(
      await seen(
        () => app.db.update(leads).set({ status: 'closed' }).where(eq(leads.id, lead.id)),
        waitingLeads,
      ),
    ).toEqual([2, 1]);
    expect(
      await seen(
        () => app.db.insert(trainerApplications).values(aTrainerApplication()),
        (board) => board.waiting.trainerApplications,
      ),
    ).toEqual([0, 1]);

    const newLearners = (board: TDashboard) => board.newLearners;
    expect(await seen(() => signedInUser(app), newLearners)).toEqual([1, 2]);
    expect(
      await seen(
        () => app.db.update(users).set({ role: 'editor' }).where(eq(users.id, ada.profile._id)),
        newLearners,
      ),
    ).toEqual([2, 1]);

    const [review] = await app.db
      .insert(reviews)
      .values({ courseId: course.id, userId: ada.profile._id, rating: 5, comment: 'Clear' })
      .returning();
    if (!review) throw new Error('review missing');
    expect(
      await seen(
        () => app.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, review.id)),
        (board) => board.newReviews,
      ),
    ).toEqual([1, 0]);

    expect(
      await seen(
        () => app.db.update(courses).set({ name: 'Renamed' }).where(eq(courses.id, course.id)),
        topOf,
      ),
    ).toEqual([['Kept 2'], ['Renamed 2']]);
    // A rollup written directly (an import): today's sales are read live, so the next load has them.
    expect(
      await seen(
        () =>
          app.db
            .update(courseDaySales)
            .set({ units: sql`${courseDaySales.units} + 10` })
            .where(eq(courseDaySales.day, today)),
        topOf,
      ),
    ).toEqual([['Renamed 2'], ['Renamed 12']]);
    expect(
      await seen(
        async () => anOrder(app, (await signedInUser(app)).auth, [{ courseId: course.id, quantity: 1 }]),
        (board) => board.ordersByStatus.pending,
      ),
    ).toEqual([1, 2]);
    expect(await seen(() => app.db.execute(sql`truncate leads`), waitingLeads)).toEqual([1, 0]);
  });

  it('notes a change once per transaction when it commits, and none for one rolled back or one it does not read', async () => {
    const app = await instance();
    expect(await app.db.$count(dashboardChanges)).toBe(DASHBOARD_CHANGE_SHARDS);
    const start = await changes(app);

    await app.db.transaction(async (tx) => {
      await tx.insert(leads).values([aLead('One'), aLead('Two')]);
      await tx.insert(leads).values(aLead('Three'));
    });
    expect(await changes(app)).toBe(start + 1);

    await expect(
      app.db.transaction(async (tx) => {
        await tx.insert(leads).values(aLead('Four'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await changes(app)).toBe(start + 1);

    // An operator's note on an enquiry changes nothing the dashboard shows.
    await app.db.update(leads).set({ note: 'Called back' });
    expect(await changes(app)).toBe(start + 1);
    await app.db.update(leads).set({ status: 'in_progress' });
    expect(await changes(app)).toBe(start + 2);
  });

  it('on one instance sees what a write through another changed', async () => {
    const [a, b] = [await instance(), await instance()];
    const [course] = await someCourses([{ name: 'Shared', priceCents: 1000 }]);
    if (!course) throw new Error('course missing');
    const admin = await adminAuth(a);
    const before = await dashboard(a, admin);
    expect(before.ordersByStatus.pending).toBe(0);
    expect(await dashboard(a, admin)).toEqual(before);

    const ben = await signedInUser(b);
    await anOrder(b, ben.auth, [{ courseId: course.id, quantity: 3 }]);
    const after = await dashboard(a, admin);
    expect(after.ordersByStatus.pending).toBe(1);
    expect(after.newLearners).toBe(before.newLearners + 1);
    expect(topOf(after)).toEqual(['Shared 3']);
  });

  it('sums the older days once: another instance, or one started later, reads what the first stored', async () => {
    const a = await instance();
    const admin = await adminAuth(a);
    const { course, order } = await aSale(a, 'Older', 3);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    const olderDay = tenDaysAgo.toISOString().slice(0, 10);
    await a.db
      .update(orders)
      .set({ status: 'completed', createdAt: tenDaysAgo })
      .where(eq(orders.id, order._id));
    const top = async (app: FastifyInstance) => topOf(await dashboard(app, admin));
    expect(await top(a)).toEqual(['Older 3']);

    // Written behind the triggers' back, so `rollup_changes` does not note it: summing again would show 13.
    await a.db
      .update(courseDaySales)
      .set({ units: sql`${courseDaySales.units} + 10` })
      .where(and(eq(courseDaySales.courseId, course.id), eq(courseDaySales.day, olderDay)));
    const b = await instance();
    expect(await top(b)).toEqual(['Older 3']);

    // A stored row that is not what this version stores (a course's units as text) is summed again.
    await a.db.update(dashboardOlderDays).set({ figures: { days: [], sales: [[course.id, '3', 0]] } });
    const c = await instance();
    expect(await top(c)).toEqual(['Older 13']);

    await a.db.insert(rollupChanges).values({ day: olderDay });
    expect(await top(b)).toEqual(['Older 13']);
    expect(await top(a)).toEqual(['Older 13']);
  });
});
