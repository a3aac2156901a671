import { formatShortDate, formatShortDateTime, type DateZone } from '#web/lib/dates.ts';

export type { DateZone };

/**
 * The console's one date format and one date-time format (docs/product.md#console), from the web's date
 * functions (`lib/dates.ts`): '12 Mar 2026' and '12 Mar 2026, 15:07'. The month is a word, so no reader
 * mistakes 03-04 for 4 March or 3 April; the time is on a 24-hour clock. Every console page writes dates
 * through these (`ConsoleTime` in a table), never through `lib/dates.ts` itself (console-dates.test.ts).
 */

/** '12 Mar 2026': the reader's day by default; 'utc' for a calendar day (a content item's date). */
export const formatConsoleDate = (iso: string, zone: DateZone = 'local'): string =>
  formatShortDate(iso, zone);

/** '12 Mar 2026, 15:07', on the reader's clock: a moment (an order placed, a change made). */
export const formatConsoleDateTime = (iso: string): string => formatShortDateTime(iso);
