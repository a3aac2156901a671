import type { FastifyInstance } from 'fastify';
import {
  DASHBOARD_MESSAGES,
  daysInRange,
  formatMoney,
  ORDER_STATUSES,
  type TDashboard,
  type TDashboardQuery,
  type TOrderStatus,
} from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';
import { isInvalidParameter } from '#api/lib/pg-errors.ts';
import { recentlyUsed } from '#api/lib/recently-used.ts';
import { createDashboardRepository, splitPeriod, type DashboardPeriod } from './console-repository.ts';
import { createOlderDays } from './older-days.ts';
import { salesByCourse, topCourses } from './top-courses.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_COURSES = 5;
/** How many periods' last figures an instance keeps (the default period in a few zones, a few picked). */
const ANSWERED_PERIODS = 16;
/** Orders that count as revenue: paid for. A pending order is not yet; a cancelled one never will be. */
const REVENUE_STATUSES: readonly TOrderStatus[] = ['confirmed', 'completed'];

/** Every calendar day from `from` to `to` (YYYY-MM-DD), both included, oldest first. */
export function calendarDays(from: string, to: string): string[] {
  const first = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: daysInRange(from, to) }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The console's front page (editor and admin), for a period of whole days in the operator's time zone. */
export function createDashboardService(app: FastifyInstance) {
  const repo = createDashboardRepository(app.db);
  const olderDays = createOlderDays(repo);
  const answered = recentlyUsed<{ changes: string; dashboard: TDashboard }>(ANSWERED_PERIODS);

  /** The period asked; a zone the database's calendar does not know is the caller's mistake (400). */
  async function periodOf({ from, to, tz = 'UTC' }: TDashboardQuery) {
    try {
      return await repo.period(tz, from, to);
    } catch (err) {
      if (!isInvalidParameter(err)) throw err;
      const message = DASHBOARD_MESSAGES.timeZoneUnknown;
      throw badRequest(message, [{ field: 'tz', message }]);
    }
  }

  /** The dashboard of a period, worked out from the rollups and the counts. */
  async function figuresOf(period: DashboardPeriod): Promise<TDashboard> {
    const days = calendarDays(period.from, period.to);
    // The days before yesterday are kept, the rest read now (ADR 044).
    const { older, recent } = splitPeriod(period);
    const [kept, recentGroups, recentSales, counts] = await Promise.all([
      older ? olderDays(older) : undefined,
      recent ? repo.ordersByDayAndStatus(recent) : [],
      recent ? repo.courseSales(recent) : [],
      repo.counts(period),
    ]);
    const groups = [...(kept?.ordersByDayAndStatus ?? []), ...recentGroups];
    const top = await topCourses(repo, kept?.courseSales ?? salesByCourse([]), recentSales, TOP_COURSES);

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
      from: period.from,
      to: period.to,
      days: days.length,
      timeZone: period.timeZone,
      revenue: { cents: revenueCents, formatted: formatMoney(revenueCents) },
      ordersByStatus,
      series: [...byDay.values()],
      newLearners: counts.newLearners,
      waiting: {
        leads: counts.leads,
        jobApplications: counts.jobApplications,
        trainerApplications: counts.trainerApplications,
      },
      newReviews: counts.newReviews,
      topCourses: top.map((course) => ({
        _id: course.id,
        name: course.name,
        slug: course.slug,
        units: course.units,
        revenueCents: course.revenueCents,
      })),
    };
  }

  return {
    async read(query: TDashboardQuery): Promise<TDashboard> {
      const period = await periodOf(query);
      // The figures worked out last for the period answer while nothing they read has changed (ADR 049).
      const key = `${period.timeZone}/${period.from}/${period.to}/${period.older?.to ?? ''}`;
      const last = answered.get(key);
      if (last?.changes === period.changes) return last.dashboard;
      const dashboard = await figuresOf(period);
      answered.set(key, { changes: period.changes, dashboard });
      return dashboard;
    },
  };
}
