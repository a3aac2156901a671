import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_SRC } from '#web-test/stylesheets.ts';
import { formatConsoleDate, formatConsoleDateTime } from './console-dates.ts';

// Built from local parts, so the expectations hold in any time zone the tests run in.
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

const CONSOLE = path.join(WEB_SRC, 'features', 'console');

/** Every source file of the console, tests left out, as paths relative to the console folder. */
function consoleSources(dir = CONSOLE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return consoleSources(full);
    return /(?<!\.test)\.tsx?$/.test(entry.name) ? [path.relative(CONSOLE, full)] : [];
  });
}

describe('the console’s one date format and one date-time format', () => {
  it('writes a day with its month as a word: no DD-MM against MM-DD doubt, September as "Sep"', () => {
    expect(formatConsoleDate(local(2026, 2, 4, 9, 0))).toBe('4 Mar 2026');
    expect(formatConsoleDate(local(2026, 8, 30, 23, 59))).toBe('30 Sep 2026');
  });

  it('reads a calendar day on UTC when asked, so it is the day the site shows', () => {
    expect(formatConsoleDate('2026-12-31T23:30:00.000Z', 'utc')).toBe('31 Dec 2026');
    expect(formatConsoleDate('2026-01-01T00:15:00.000Z', 'utc')).toBe('1 Jan 2026');
  });

  it('writes a moment with the time on a 24-hour clock, midnight as 00:00', () => {
    expect(formatConsoleDateTime(local(2026, 2, 4, 15, 7))).toBe('4 Mar 2026, 15:07');
    expect(formatConsoleDateTime(local(2026, 0, 1, 0, 0))).toBe('1 Jan 2026, 00:00');
  });

  it('gives nothing for a value that is not a date, rather than "Invalid Date"', () => {
    expect(formatConsoleDate('soon')).toBe('');
    expect(formatConsoleDateTime('')).toBe('');
  });

  it('is the only way console pages write dates: none imports the web’s date functions itself', () => {
    const others = consoleSources().filter(
      (file) =>
        file !== path.join('shell', 'lib', 'console-dates.ts') &&
        /from '#web\/lib\/dates\.ts'/.test(readFileSync(path.join(CONSOLE, file), 'utf8')),
    );
    expect(others).toEqual([]);
  });
});
