/**
 * Every date a page shows, written out by hand: Intl's en-GB short months turn September into "Sept" in
 * current ICU, Intl has no DD-MM-YYYY pattern, and its en-IN/en-GB variants disagree on 'pm' versus 'PM'.
 * Pure functions of the ISO string, so the browser tests import them too (`@curio/web/lib/dates`).
 *
 * Each takes the clock it is read on: 'local' (the reader's time zone) for moments such as an order, a review
 * or a notification; 'utc' for calendar dates an operator picked (content items), which every visitor should
 * see as the same day. Something that is not a date gives '' rather than "Invalid Date".
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The reader's own clock, or UTC. */
export type DateZone = 'local' | 'utc';

/** Two digits: 5 → '05'. */
const pad2 = (n: number) => String(n).padStart(2, '0');

function partsOf(iso: string, zone: DateZone) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const isUtc = zone === 'utc';
  return {
    day: isUtc ? date.getUTCDate() : date.getDate(),
    month: isUtc ? date.getUTCMonth() : date.getMonth(),
    year: isUtc ? date.getUTCFullYear() : date.getFullYear(),
    hours: isUtc ? date.getUTCHours() : date.getHours(),
    minutes: isUtc ? date.getUTCMinutes() : date.getMinutes(),
  };
}

type DateParts = NonNullable<ReturnType<typeof partsOf>>;

const monthName = (p: DateParts) => MONTHS[p.month] ?? '';
const shortDay = (p: DateParts) => `${p.day} ${monthName(p).slice(0, 3)} ${p.year}`;
const numericDay = (p: DateParts) => `${pad2(p.day)}-${pad2(p.month + 1)}-${p.year}`;

/** Formats the date's parts, or gives '' for a value that is not a date. */
const formatter =
  (write: (p: DateParts) => string) =>
  (iso: string, zone: DateZone = 'local'): string => {
    const p = partsOf(iso, zone);
    return p ? write(p) : '';
  };

/** '12 Mar 2026', 'Sep' never 'Sept' (articles, docs/product.md#pages; review dates). */
export const formatShortDate = formatter(shortDay);

/** '12 March 2026' (media carousel, docs/product.md#pages; community posts). */
export const formatLongDate = formatter((p) => `${p.day} ${monthName(p)} ${p.year}`);

/** '05-01-2026' (DD-MM-YYYY: the profile tabs, beside the order history's dates). */
export const formatNumericDate = formatter(numericDay);

/**
 * '05-01-2026 03:07 PM' (DD-MM-YYYY hh:mm A, docs/product.md#rules; 12-hour clock: midnight is 12:00 AM, noon
 * 12:00 PM).
 */
export const formatNumericDateTime = formatter(
  (p) => `${numericDay(p)} ${pad2(p.hours % 12 || 12)}:${pad2(p.minutes)} ${p.hours < 12 ? 'AM' : 'PM'}`,
);

/** '5 Jan 2026, 10:30' (24-hour clock: the notifications). */
export const formatShortDateTime = formatter((p) => `${shortDay(p)}, ${pad2(p.hours)}:${pad2(p.minutes)}`);

/** The machine-readable day for <time dateTime>: '2026-03-12'. */
export const isoDay = (iso: string) => iso.slice(0, 10);

/** Newest first by `createdAt` (a copy; the input stays as it is). */
export const newestFirst = <T extends { createdAt: string }>(items: T[]) =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
