import { DASHBOARD_DEFAULT_DAYS, type TDashboardQuery } from '@curio/shared';

/** The dashboard's periods: the three ready-made ones and the operator's own dates. */
export type TDashboardPreset = 'today' | 'week' | 'month';
export type TDashboardPeriod = { kind: TDashboardPreset } | { kind: 'custom'; from: string; to: string };

const PRESET_DAYS: Record<TDashboardPreset, number> = { today: 1, week: 7, month: DASHBOARD_DEFAULT_DAYS };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The reader's own calendar day (YYYY-MM-DD), `daysBack` days before `now`'s. */
export function readerDay(now: Date, daysBack = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
  return `${day.getFullYear()}-${pad2(day.getMonth() + 1)}-${pad2(day.getDate())}`;
}

/** The reader's time zone, as the browser knows it (an IANA name such as 'Asia/Kolkata'). */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone's name in words ('India Standard Time'), or the IANA name where the browser has none. */
export function timeZoneInWords(timeZone: string, at = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * The period a dashboard address names: `?from=&to=` for the operator's dates, `?period=today|week` for a
 * ready-made one, nothing for the last 30 days (the default, so `/admin` needs no query).
 */
export function periodFromSearch(params: URLSearchParams): TDashboardPeriod {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) return { kind: 'custom', from: from ?? '', to: to ?? '' };
  const preset = params.get('period');
  return preset === 'today' || preset === 'week' ? { kind: preset } : { kind: 'month' };
}

/** The address's query for a period (the reverse of periodFromSearch). */
export function searchOf(period: TDashboardPeriod): Record<string, string> {
  if (period.kind === 'custom') return { from: period.from, to: period.to };
  return period.kind === 'month' ? {} : { period: period.kind };
}

/**
 * GET /api/admin/dashboard's query for a period: whole days of the reader's own calendar, in their time zone,
 * so 'Today' is the operator's today wherever the server is.
 */
export function dashboardQueryOf(period: TDashboardPeriod, now: Date, timeZone: string): TDashboardQuery {
  if (period.kind === 'custom') return { from: period.from, to: period.to, tz: timeZone };
  return { from: readerDay(now, PRESET_DAYS[period.kind] - 1), to: readerDay(now), tz: timeZone };
}
