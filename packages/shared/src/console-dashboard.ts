import { z } from 'zod';

/** The dashboard's window: the last 30 days, today included. */
export const DASHBOARD_DAYS = 30;

const zCount = z.number().int();

/**
 * GET /api/admin/dashboard. Revenue counts confirmed and completed orders (a pending order is not paid, a
 * cancelled one never will be); order counts cover every status. 'Reviews to moderate' are the reviews
 * posted in the window that are still visible: the ones nobody has looked at yet.
 */
export const ZDashboard = z.object({
  /** The first instant of the window (ISO). */
  since: z.string(),
  days: zCount,
  revenue: z.object({ cents: zCount, formatted: z.string() }),
  ordersByStatus: z.object({ pending: zCount, confirmed: zCount, completed: zCount, cancelled: zCount }),
  /** One entry per day of the window, oldest first, days without orders included (UTC days). */
  series: z.array(z.object({ date: z.iso.date(), orders: zCount, revenueCents: zCount })),
  newLearners: zCount,
  waiting: z.object({ leads: zCount, jobApplications: zCount, trainerApplications: zCount }),
  reviewsToModerate: zCount,
  /** By units sold in the window's orders that were not cancelled; at most 5. */
  topCourses: z.array(
    z.object({ _id: z.uuid(), name: z.string(), slug: z.string(), units: zCount, revenueCents: zCount }),
  ),
});
export type TDashboard = z.infer<typeof ZDashboard>;
