import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatProfileDay } from './profile-dates.ts';

// Built from local parts, so the expectations hold in any time zone the tests run in.
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatOrderDate (SPEC §9: DD-MM-YYYY hh:mm A)', () => {
  it('pads day, month, hour and minute to two digits', () => {
    expect(formatOrderDate(local(2026, 0, 5, 9, 7))).toBe('05-01-2026 09:07 AM');
  });

  it('uses a 12-hour clock with PM in the afternoon', () => {
    expect(formatOrderDate(local(2025, 11, 31, 23, 59))).toBe('31-12-2025 11:59 PM');
    expect(formatOrderDate(local(2025, 9, 12, 15, 30))).toBe('12-10-2025 03:30 PM');
  });

  it('reads midnight as 12:00 AM and noon as 12:00 PM', () => {
    expect(formatOrderDate(local(2026, 1, 1, 0, 0))).toBe('01-02-2026 12:00 AM');
    expect(formatOrderDate(local(2026, 1, 1, 12, 0))).toBe('01-02-2026 12:00 PM');
  });

  it('gives an empty string for something that is not a date', () => {
    expect(formatOrderDate('not a date')).toBe('');
  });
});

describe('formatProfileDay', () => {
  it('gives the day alone as DD-MM-YYYY', () => {
    expect(formatProfileDay(local(2026, 2, 9, 18, 45))).toBe('09-03-2026');
    expect(formatProfileDay('')).toBe('');
  });
});
