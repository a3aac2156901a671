/**
 * Dates on the learner's own records, in the reader's time zone (an order is a moment, not a calendar day).
 * SPEC §9: order history shows DD-MM-YYYY hh:mm A, e.g. '05-01-2026 03:07 PM'; the other profile tabs use the
 * same day format so one page does not mix two styles. Written by hand: Intl has no DD-MM-YYYY pattern and its
 * en-IN/en-GB variants disagree on 'pm' versus 'PM'.
 */
import { pad2 } from '#web/lib/dates.ts';

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const dayOf = (date: Date) => `${pad2(date.getDate())}-${pad2(date.getMonth() + 1)}-${date.getFullYear()}`;

/** '05-01-2026' (DD-MM-YYYY); '' for a value that is not a date. */
export function formatProfileDay(iso: string): string {
  const date = parse(iso);
  return date ? dayOf(date) : '';
}

/** '05-01-2026 03:07 PM' (DD-MM-YYYY hh:mm A, 12-hour clock: midnight is 12:00 AM, noon 12:00 PM). */
export function formatOrderDate(iso: string): string {
  const date = parse(iso);
  if (!date) return '';
  const hours = date.getHours();
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${dayOf(date)} ${pad2(hours % 12 || 12)}:${pad2(date.getMinutes())} ${meridiem}`;
}
