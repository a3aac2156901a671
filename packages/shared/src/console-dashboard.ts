import { z } from 'zod';
import { zFilterDay } from './console.ts';
import { countText } from './plurals.ts';
import { zText } from './text.ts';

/** The dashboard's period when none is chosen: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest period the dashboard sums: a year, a leap day included. */
export const DASHBOARD_MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to` (YYYY-MM-DD), both included: 1 for a single day. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * Whether the runtime knows the IANA time zone ('Asia/Kolkata', 'UTC'). Names only: an offset such as
 * '+05:30' is refused, since the database reads it the POSIX way, with the opposite sign.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const DASHBOARD_MESSAGES = {
  rangeIncomplete: 'Choose both a start date and an end date.',
  fromRequired: 'Choose the first day.',
  toRequired: 'Choose the last day.',
  rangeReversed: 'The start date must be on or before the end date.',
  rangeTooLong: `Choose a period of at most ${DASHBOARD_MAX_DAYS} days.`,
  timeZoneUnknown: 'This time zone is not known. Use a name such as Asia/Kolkata or UTC.',
} as const;

/** Both dates or neither; the first on or before the last; at most DASHBOARD_MAX_DAYS days. */
function checkDates(
  { from, to }: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!from !== !to)
    ctx.addIssue({
      code: 'custom',
      path: [from ? 'to' : 'from'],
      message: DASHBOARD_MESSAGES.rangeIncomplete,
    });
  else if (from && to && from > to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_MESSAGES.rangeReversed });
  else if (from && to && daysInRange(from, to) > DASHBOARD_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['from'], message: DASHBOARD_MESSAGES.rangeTooLong });
}

/**
 * GET /api/admin/dashboard?from=&to=&tz=: the period, whole days from `from` to `to` (both included) in the
 * time zone `tz` (the operator's, an IANA name; UTC when left out). Without dates, the last
 * DASHBOARD_DEFAULT_DAYS days up to today in that zone. Both dates or neither; `from` on or before `to`; at
 * most DASHBOARD_MAX_DAYS days.
 */
export const ZDashboardQuery = z
  .object({
    from: zFilterDay.optional(),
    to: zFilterDay.optional(),
    tz: zText().max(64).refine(isTimeZone, { error: DASHBOARD_MESSAGES.timeZoneUnknown }).optional(),
  })
  .superRefine(checkDates);
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;

const zRequiredDay = (message: string) => z.string().min(1, { error: message }).pipe(zFilterDay);

/** The console's own-dates form: both days, by the same rules as the query. */
export const ZDashboardDates = z
  .object({
    from: zRequiredDay(DASHBOARD_MESSAGES.fromRequired),
    to: zRequiredDay(DASHBOARD_MESSAGES.toRequired),
  })
  .superRefine(checkDates);

const zCount = z.number().int();

/**
 * GET /api/admin/dashboard, for the period asked. Revenue counts confirmed and completed orders (a pending
 * order is not paid, a cancelled one never will be, a refunded one was given back); order counts cover every status. 'New reviews' are the
 * reviews posted in the period that are on the site: reviews are published as they are posted and only ever
 * hidden afterwards, so there is no queue of reviews waiting for an operator to count. What waits in the inbox
 * is counted now, whatever the period.
 */
export const ZDashboard = z.object({
  /** The period's first and last day (YYYY-MM-DD) in `timeZone`, and how many days it has. */
  from: z.iso.date(),
  to: z.iso.date(),
  days: zCount,
  timeZone: z.string(),
  revenue: z.object({ cents: zCount, formatted: z.string() }),
  ordersByStatus: z.object({
    pending: zCount,
    confirmed: zCount,
    completed: zCount,
    cancelled: zCount,
    refunded: zCount,
  }),
  /** One entry per day of the period, oldest first, days without orders included. */
  series: z.array(z.object({ date: z.iso.date(), orders: zCount, revenueCents: zCount })),
  newLearners: zCount,
  waiting: z.object({ leads: zCount, jobApplications: zCount, trainerApplications: zCount }),
  newReviews: zCount,
  /** By units sold in the period's orders that were not cancelled nor refunded in full; at most 5. */
  topCourses: z.array(
    z.object({ _id: z.uuid(), name: z.string(), slug: z.string(), units: zCount, revenueCents: zCount }),
  ),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** What the dashboard says (docs/product.md#console), numbers with their nouns in the right number. */
export const DASHBOARD_TEXTS = {
  presets: { today: 'Today', week: 'Last 7 days', month: 'Last 30 days', custom: 'Custom dates' },
  /** Under the period: days are the operator's own, named plainly ('India Standard Time'). */
  timeZoneNote: (zoneName: string) => `Each day runs from midnight to midnight, ${zoneName}.`,
  revenueNote: 'Confirmed and completed orders placed in this period.',
  newLearnersNote: 'Accounts created in this period.',
  waitingNote: 'New enquiries and applications nobody has picked up yet, whatever the period.',
  newReviews: 'New reviews',
  newReviewsNote: 'Posted in this period and shown on the site. Hide one that breaks the rules.',
  seriesSummary: (orders: number, days: number) =>
    `${countText(orders, 'order')} over ${countText(days, 'day')}`,
  busiestDay: (day: string, orders: number) =>
    `the busiest day was ${day} with ${countText(orders, 'order')}`,
  unitsSold: (units: number) => `${countText(units, 'seat')} sold`,
  noSales: 'No course has sold in this period.',
  /** The chart's legend: what each mark is and which scale it reads on. */
  legendOrders: 'Orders (bars, left scale)',
  legendRevenue: 'Revenue in USD (line, right scale)',
} as const;
