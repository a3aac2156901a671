import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatNumericDate,
  formatNumericDateTime,
  formatShortDate,
  formatShortDateTime,
  isoDay,
  newestFirst,
} from './dates.ts';

// Built from local parts, so the 'local' expectations hold in any time zone the tests run in.
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatShortDate and formatLongDate (articles short, media long)', () => {
  it('writes the short month in three letters, September as "Sep", never "Sept"', () => {
    expect(formatShortDate('2026-03-12T09:00:00.000Z', 'utc')).toBe('12 Mar 2026');
    expect(formatShortDate('2026-09-03T09:00:00.000Z', 'utc')).toBe('3 Sep 2026');
    expect(formatShortDate(local(2025, 8, 30, 18, 0))).toBe('30 Sep 2025');
  });

  it('writes the long month in full', () => {
    expect(formatLongDate('2026-03-12T09:00:00.000Z', 'utc')).toBe('12 March 2026');
    expect(formatLongDate(local(2026, 8, 5, 10, 0))).toBe('5 September 2026');
  });

  it('reads a content date on UTC, so every visitor sees the same day', () => {
    expect(formatLongDate('2026-12-31T23:30:00.000Z', 'utc')).toBe('31 December 2026');
    expect(formatShortDate('2026-01-01T00:15:00.000Z', 'utc')).toBe('1 Jan 2026');
  });
});

describe('formatNumericDateTime (DD-MM-YYYY hh:mm A)', () => {
  it('pads day, month, hour and minute to two digits', () => {
    expect(formatNumericDateTime(local(2026, 0, 5, 9, 7))).toBe('05-01-2026 09:07 AM');
  });

  it('uses a 12-hour clock with PM in the afternoon', () => {
    expect(formatNumericDateTime(local(2025, 11, 31, 23, 59))).toBe('31-12-2025 11:59 PM');
    expect(formatNumericDateTime(local(2025, 9, 12, 15, 30))).toBe('12-10-2025 03:30 PM');
  });

  it('reads midnight as 12:00 AM and noon as 12:00 PM', () => {
    expect(formatNumericDateTime(local(2026, 1, 1, 0, 0))).toBe('01-02-2026 12:00 AM');
    expect(formatNumericDateTime(local(2026, 1, 1, 12, 0))).toBe('01-02-2026 12:00 PM');
  });
});

describe('formatNumericDate and formatShortDateTime', () => {
  it('gives the day alone as DD-MM-YYYY', () => {
    expect(formatNumericDate(local(2026, 2, 9, 18, 45))).toBe('09-03-2026');
  });

  it('gives a notification’s day and 24-hour time', () => {
    expect(formatShortDateTime(local(2026, 0, 5, 10, 30))).toBe('5 Jan 2026, 10:30');
    expect(formatShortDateTime(local(2026, 8, 15, 21, 5))).toBe('15 Sep 2026, 21:05');
  });
});

describe('a value that is not a date', () => {
  it('shows nothing rather than "Invalid Date"', () => {
    for (const format of [
      formatShortDate,
      formatLongDate,
      formatNumericDate,
      formatNumericDateTime,
      formatShortDateTime,
    ]) {
      expect(format('not a date')).toBe('');
      expect(format('')).toBe('');
    }
  });
});

describe('isoDay and newestFirst', () => {
  it('gives the machine-readable day', () => {
    expect(isoDay('2026-03-12T09:00:00.000Z')).toBe('2026-03-12');
  });

  it('sorts a copy newest first', () => {
    const items = [{ createdAt: '2026-01-01T00:00:00Z' }, { createdAt: '2026-02-01T00:00:00Z' }];
    expect(newestFirst(items).map((i) => i.createdAt)).toEqual([
      '2026-02-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
    ]);
    expect(items[0]?.createdAt).toBe('2026-01-01T00:00:00Z');
  });
});
