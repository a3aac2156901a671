/**
 * Date pieces the pages write out by hand: Intl's en-GB short months turn September into "Sept" in current
 * ICU, and Intl has no DD-MM-YYYY pattern.
 */
export const MONTHS = [
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

/** 'Jan' … 'Dec' for a month index (0–11). */
export const shortMonth = (index: number) => (MONTHS[index] ?? '').slice(0, 3);

/** Two digits: 5 → '05'. */
export const pad2 = (n: number) => String(n).padStart(2, '0');

/** Newest first by `createdAt` (a copy; the input stays as it is). */
export const newestFirst = <T extends { createdAt: string }>(items: T[]) =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
