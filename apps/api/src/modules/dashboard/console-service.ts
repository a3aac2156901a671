import type { FastifyInstance } from 'fastify';
import {
  DASHBOARD_DAYS,
  formatMoney,
  ORDER_STATUSES,
  type TDashboard,
  type TOrderStatus,
} from '@curio/shared';
import { createDashboardRepository } from './console-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_COURSES = 5;
/** Orders that count as revenue: paid for. A pending order is not yet; a cancelled one never will be. */
const REVENUE_STATUSES: readonly TOrderStatus[] = ['confirmed', 'completed'];

/** The window: from midnight (UTC) DASHBOARD_DAYS − 1 days ago, so today is the last of its days. */
export function dashboardWindow(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (DASHBOARD_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { since, days };
}

/** The console's front page (editor and admin). */
export function createDashboardService(app: FastifyInstance) {
  const repo = createDashboardRepository(app.db);

  return {
    async read(now = new Date()): Promise<TDashboard> {
      const { since, days } = dashboardWindow(now);
      const [groups, counts, top] = await Promise.all([
        repo.ordersByDayAndStatus(since),
        repo.counts(since),
        repo.topCourses(since, TOP_COURSES),
      ]);

      const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
        TOrderStatus,
        number
      >;
      const byDay = new Map(days.map((date) => [date, { date, orders: 0, revenueCents: 0 }]));
      let revenueCents = 0;
      for (const group of groups) {
        ordersByStatus[group.status] += group.orders;
        const day = byDay.get(group.day);
        if (day) day.orders += group.orders;
        if (!REVENUE_STATUSES.includes(group.status)) continue;
        revenueCents += group.amountCents;
        if (day) day.revenueCents += group.amountCents;
      }

      return {
        since: since.toISOString(),
        days: DASHBOARD_DAYS,
        revenue: { cents: revenueCents, formatted: formatMoney(revenueCents) },
        ordersByStatus,
        series: [...byDay.values()],
        newLearners: counts.newLearners,
        waiting: {
          leads: counts.leads,
          jobApplications: counts.jobApplications,
          trainerApplications: counts.trainerApplications,
        },
        reviewsToModerate: counts.reviewsToModerate,
        topCourses: top.map((course) => ({
          _id: course.id,
          name: course.name,
          slug: course.slug,
          units: course.units,
          revenueCents: course.revenueCents,
        })),
      };
    },
  };
}
