/**
 * Publication dates of content items. Written out by hand rather than with Intl's en-GB short months, which
 * turn September into "Sept" in current ICU: SPEC §2 wants '12 Mar 2026' (short) and '12 March 2026' (long).
 * Shown in UTC: they are calendar dates an operator picked, and every visitor should see the same day.
 */
import { MONTHS } from '#web/lib/dates.ts';

function parts(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { day: date.getUTCDate(), month: MONTHS[date.getUTCMonth()] ?? '', year: date.getUTCFullYear() };
}

/** '12 Mar 2026' (the articles cards). */
export function formatShortDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.day} ${p.month.slice(0, 3)} ${p.year}` : '';
}

/** '12 March 2026' (the media carousel, community posts). */
export function formatLongDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.day} ${p.month} ${p.year}` : '';
}

/** The machine-readable date for <time dateTime>. */
export const isoDay = (iso: string) => iso.slice(0, 10);
