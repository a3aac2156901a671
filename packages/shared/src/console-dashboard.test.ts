import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_TEXTS,
  daysInRange,
  isTimeZone,
  ZDashboardQuery,
} from './console-dashboard.ts';
import { countText } from './plurals.ts';

const issues = (query: Record<string, string>) =>
  ZDashboardQuery.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the dashboard period', () => {
  it('counts its days with both ends included, across a leap day', () => {
    expect(daysInRange('2026-03-12', '2026-03-12')).toBe(1);
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('takes both dates or neither, in order, at most a year, and a named time zone', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ from: '2026-01-01', to: '2026-01-01', tz: 'Asia/Kolkata' })).toEqual([]);
    expect(issues({ from: '2026-01-01' })).toEqual([['to', DASHBOARD_MESSAGES.rangeIncomplete]]);
    expect(issues({ from: '2026-01-02', to: '2026-01-01' })).toEqual([
      ['to', DASHBOARD_MESSAGES.rangeReversed],
    ]);
    expect(issues({ from: '2024-01-01', to: '2025-01-01' })).toEqual([
      ['from', DASHBOARD_MESSAGES.rangeTooLong],
    ]);
    expect(issues({ tz: 'Nowhere/Town' })).toEqual([['tz', DASHBOARD_MESSAGES.timeZoneUnknown]]);
  });

  it('knows IANA zone names and refuses offsets, which the database reads with the opposite sign', () => {
    expect(['UTC', 'Asia/Kolkata', 'America/New_York', 'Etc/GMT+5'].every(isTimeZone)).toBe(true);
    expect(['+05:30', '-0800', '', 'Asia/Nowhere'].some(isTimeZone)).toBe(false);
  });
});

describe('counts in words', () => {
  it('uses the singular for one only', () => {
    expect([0, 1, 2].map((n) => countText(n, 'order'))).toEqual(['0 orders', '1 order', '2 orders']);
    expect(countText(1, 'person', 'people')).toBe('1 person');
    expect(countText(3, 'person', 'people')).toBe('3 people');
  });

  it("never says '1 orders' or '1 days' on the dashboard", () => {
    expect(DASHBOARD_TEXTS.seriesSummary(1, 1)).toBe('1 order over 1 day');
    expect(DASHBOARD_TEXTS.seriesSummary(2, 30)).toBe('2 orders over 30 days');
    expect(DASHBOARD_TEXTS.busiestDay('3 Mar 2026', 1)).toBe('the busiest day was 3 Mar 2026 with 1 order');
    expect(DASHBOARD_TEXTS.unitsSold(1)).toBe('1 seat sold');
  });
});
