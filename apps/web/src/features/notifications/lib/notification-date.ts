import { pad2, shortMonth } from '#web/lib/dates.ts';

/**
 * When a notification arrived, in the reader's own time zone (it is a moment, not a calendar date):
 * '5 Jan 2026, 10:30' (months from lib/dates: Intl's en-GB short months give 'Sept').
 */
export function formatNotificationDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getDate()} ${shortMonth(date.getMonth())} ${date.getFullYear()}`;
  return `${day}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
