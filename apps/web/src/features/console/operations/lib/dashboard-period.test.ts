import { describe, expect, it } from 'vitest';
import {
  dashboardQueryOf,
  periodFromSearch,
  readerDay,
  searchOf,
  timeZoneInWords,
  type TDashboardPeriod,
} from './dashboard-period.ts';

// Early on 1 March in the reader's own time zone (a local time, whatever zone the tests run in).
const now = new Date(2024, 2, 1, 0, 30);

describe('the dashboard period', () => {
  it("counts back on the reader's own calendar, across the end of a (leap) February", () => {
    expect(readerDay(now)).toBe('2024-03-01');
    expect(readerDay(now, 1)).toBe('2024-02-29');
    expect(readerDay(now, 29)).toBe('2024-02-01');
  });

  it('asks for whole days of the ready-made periods, in the given time zone', () => {
    expect(dashboardQueryOf({ kind: 'today' }, now, 'Asia/Kolkata')).toEqual({
      from: '2024-03-01',
      to: '2024-03-01',
      tz: 'Asia/Kolkata',
    });
    expect(dashboardQueryOf({ kind: 'week' }, now, 'UTC')).toMatchObject({
      from: '2024-02-24',
      to: '2024-03-01',
    });
    expect(dashboardQueryOf({ kind: 'month' }, now, 'UTC')).toMatchObject({ from: '2024-02-01' });
    expect(dashboardQueryOf({ kind: 'custom', from: '2024-01-01', to: '2024-01-31' }, now, 'UTC')).toEqual({
      from: '2024-01-01',
      to: '2024-01-31',
      tz: 'UTC',
    });
  });

  it('keeps the period in the address, the last 30 days as the plain /admin', () => {
    const periods: TDashboardPeriod[] = [
      { kind: 'today' },
      { kind: 'week' },
      { kind: 'month' },
      { kind: 'custom', from: '2024-01-01', to: '2024-01-31' },
    ];
    for (const period of periods)
      expect(periodFromSearch(new URLSearchParams(searchOf(period)))).toEqual(period);
    expect(searchOf({ kind: 'month' })).toEqual({});
    expect(periodFromSearch(new URLSearchParams('period=nonsense'))).toEqual({ kind: 'month' });
    expect(periodFromSearch(new URLSearchParams('from=2024-01-01'))).toEqual({
      kind: 'custom',
      from: '2024-01-01',
      to: '',
    });
  });

  it('names a time zone in words, or by its code when the browser has no words for it', () => {
    expect(timeZoneInWords('Asia/Kolkata', new Date('2024-03-01T00:00:00Z'))).toBe('India Standard Time');
    expect(timeZoneInWords('Not/A_Zone')).toBe('Not/A_Zone');
  });
});
