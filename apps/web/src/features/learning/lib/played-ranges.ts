/**
 * The spans of a video actually played, collected from `timeupdate` (ADR 035). Only continuous playback
 * counts: each time moves forwards by at most `CONTINUOUS_STEP_SECONDS` from the one before; a seek (the
 * `seeking` event, or a time that jumps backwards or too far ahead) closes the span and the next time starts
 * a new one. Pure: the player keeps the state and sends what `takeRanges` hands over.
 */

/** [start, end] in seconds of the video, start < end. */
export type TPlayedRange = [number, number];

export type TPlayedRanges = {
  /** Closed spans not yet sent. */
  closed: TPlayedRange[];
  /** The span playing now, from its start to the last time seen; null before the first time or after a seek. */
  open: TPlayedRange | null;
};

/**
 * The longest step between two `timeupdate`s that is still playback: browsers fire it every 15-250 ms, so at
 * twice the normal speed a step is at most half a second; anything longer is a jump.
 */
export const CONTINUOUS_STEP_SECONDS = 1.5;

export const NO_RANGES: TPlayedRanges = { closed: [], open: null };

const isSpan = (range: TPlayedRange | null): range is TPlayedRange => range !== null && range[1] > range[0];

/** The state after the player reached `time` (a `timeupdate`). */
export function trackTime(state: TPlayedRanges, time: number): TPlayedRanges {
  if (!Number.isFinite(time) || time < 0) return state;
  const { open } = state;
  if (open === null) return { ...state, open: [time, time] };
  const step = time - open[1];
  if (step >= 0 && step <= CONTINUOUS_STEP_SECONDS) return { ...state, open: [open[0], time] };
  return { closed: isSpan(open) ? [...state.closed, open] : state.closed, open: [time, time] };
}

/** The state after a seek started: the span playing ends where it was, and the next time starts a new one. */
export function breakRange(state: TPlayedRanges): TPlayedRanges {
  return { closed: isSpan(state.open) ? [...state.closed, state.open] : state.closed, open: null };
}

/** Seconds in the spans not yet sent (what decides when the next report is due). */
export const unsentSeconds = (state: TPlayedRanges) =>
  [...state.closed, ...(isSpan(state.open) ? [state.open] : [])].reduce(
    (total, [start, end]) => total + (end - start),
    0,
  );

/**
 * What to report now, and the state after it: every span not yet sent (the open one up to the last time
 * seen), while the open span carries on from that time, so the next report starts where this one ended.
 */
export function takeRanges(state: TPlayedRanges): { ranges: TPlayedRange[]; next: TPlayedRanges } {
  const { open } = state;
  const ranges = [...state.closed, ...(isSpan(open) ? [open] : [])].map(([start, end]): TPlayedRange => [
    roundTime(start),
    roundTime(end),
  ]);
  return { ranges, next: { closed: [], open: open === null ? null : [open[1], open[1]] } };
}

/** Milliseconds are plenty for the server's sums. */
const roundTime = (seconds: number) => Math.round(seconds * 1000) / 1000;
