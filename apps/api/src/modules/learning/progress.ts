import { MAX_PLAYBACK_RATE, VIDEO_COMPLETE_SHARE } from '@curio/shared';

/**
 * What a video's progress report may add (docs/product.md#access-and-progress, ADR 031): the distinct
 * seconds watched, merged with what was stored, and never more new seconds than could have played since the
 * last accepted report at MAX_PLAYBACK_RATE.
 */

/** A span of the video, in whole seconds, start < end. */
export type TRange = [number, number];

/**
 * The first report has no earlier one to measure from: this many new seconds are believed (a player reports
 * every ~10 s).
 */
export const FIRST_REPORT_ALLOWANCE_SECONDS = 15;

/** Sorted, overlapping and touching spans joined: the form ranges are stored in. */
export function mergeRanges(ranges: readonly TRange[]): TRange[] {
  const sorted = ranges.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  const merged: TRange[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export const rangesLength = (ranges: readonly TRange[]) =>
  ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

/** The parts of `ranges` outside `covered` (both merged). */
export function subtractRanges(ranges: readonly TRange[], covered: readonly TRange[]): TRange[] {
  const out: TRange[] = [];
  for (const [start, end] of ranges) {
    let from = start;
    for (const [cStart, cEnd] of covered) {
      if (cEnd <= from || cStart >= end) continue;
      if (cStart > from) out.push([from, cStart]);
      from = Math.max(from, cEnd);
      if (from >= end) break;
    }
    if (from < end) out.push([from, end]);
  }
  return out;
}

/** The first `seconds` of `ranges` (merged), earliest first. */
export function firstSeconds(ranges: readonly TRange[], seconds: number): TRange[] {
  const out: TRange[] = [];
  let left = seconds;
  for (const [start, end] of ranges) {
    if (left <= 0) break;
    const take = Math.min(end - start, left);
    out.push([start, start + take]);
    left -= take;
  }
  return out;
}

/** Whole seconds within [0, duration]: a report's spans as they are counted. */
export function clampRanges(ranges: readonly (readonly [number, number])[], duration: number): TRange[] {
  const limit = Math.floor(duration);
  return ranges.map(([start, end]): TRange => [
    Math.min(limit, Math.max(0, Math.round(start))),
    Math.min(limit, Math.max(0, Math.round(end))),
  ]);
}

export interface ProgressInput {
  stored: readonly TRange[];
  reported: readonly (readonly [number, number])[];
  durationSeconds: number;
  /** Seconds since the last accepted report; null before the first one. */
  elapsedSeconds: number | null;
}

export interface ProgressOutcome {
  ranges: TRange[];
  watchedSeconds: number;
  acceptedSeconds: number;
  clippedSeconds: number;
  /** At least VIDEO_COMPLETE_SHARE of the video watched. */
  complete: boolean;
}

/** Merges a report into the stored ranges, clipped to what could have played since the last one. */
export function applyProgressReport({
  stored,
  reported,
  durationSeconds,
  elapsedSeconds,
}: ProgressInput): ProgressOutcome {
  const known = mergeRanges(stored);
  const fresh = subtractRanges(mergeRanges(clampRanges(reported, durationSeconds)), known);
  const claimed = rangesLength(fresh);
  const allowance =
    elapsedSeconds === null
      ? FIRST_REPORT_ALLOWANCE_SECONDS
      : Math.floor(Math.max(0, elapsedSeconds) * MAX_PLAYBACK_RATE);
  const kept = claimed > allowance ? firstSeconds(fresh, allowance) : fresh;
  const ranges = mergeRanges([...known, ...kept]);
  const watchedSeconds = rangesLength(ranges);
  const acceptedSeconds = rangesLength(kept);
  return {
    ranges,
    watchedSeconds,
    acceptedSeconds,
    clippedSeconds: claimed - acceptedSeconds,
    complete: durationSeconds > 0 && watchedSeconds >= VIDEO_COMPLETE_SHARE * Math.floor(durationSeconds),
  };
}
