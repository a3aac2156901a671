import { describe, expect, it } from 'vitest';
import {
  breakRange,
  CONTINUOUS_STEP_SECONDS,
  NO_RANGES,
  takeRanges,
  trackTime,
  unsentSeconds,
  type TPlayedRanges,
} from './played-ranges.ts';

/** The state after a series of `timeupdate`s; `'seek'` stands for a `seeking` event. */
const play = (events: (number | 'seek')[], from: TPlayedRanges = NO_RANGES) =>
  events.reduce<TPlayedRanges>(
    (state, event) => (event === 'seek' ? breakRange(state) : trackTime(state, event)),
    from,
  );

describe('the played ranges of a video', () => {
  it('collects continuous playback as one range', () => {
    const state = play([0, 0.25, 0.5, 0.75, 1, 1.25, 1.5]);
    expect(takeRanges(state).ranges).toEqual([[0, 1.5]]);
    expect(unsentSeconds(state)).toBe(1.5);
  });

  it('starts a new range after a seek, forwards or backwards, and never counts the part skipped', () => {
    const state = play([0, 0.25, 0.5, 'seek', 30, 30.25, 30.5, 'seek', 10, 10.25]);
    expect(takeRanges(state).ranges).toEqual([
      [0, 0.5],
      [30, 30.5],
      [10, 10.25],
    ]);
  });

  it('treats a jump without a seeking event as a seek: too far ahead, or backwards', () => {
    const jump = CONTINUOUS_STEP_SECONDS + 0.5;
    expect(takeRanges(play([0, 0.5, 1, 1 + jump, 1.25 + jump])).ranges).toEqual([
      [0, 1],
      [1 + jump, 1.25 + jump],
    ]);
    expect(takeRanges(play([5, 5.25, 5.5, 2, 2.25])).ranges).toEqual([
      [5, 5.5],
      [2, 2.25],
    ]);
  });

  it('accepts the longer steps of fast playback', () => {
    expect(takeRanges(play([0, 0.5, 1, 1.5, 2])).ranges).toEqual([[0, 2]]);
  });

  it('leaves out a range with no length (a seek right after the first time) and bad times', () => {
    expect(takeRanges(play([4, 'seek', 9, 'seek'])).ranges).toEqual([]);
    expect(takeRanges(play([0, Number.NaN, -1, 0.25])).ranges).toEqual([[0, 0.25]]);
  });

  it('hands over what was played since the last report and carries on from where it ended', () => {
    const first = takeRanges(play([0, 0.25, 0.5]));
    expect(first.ranges).toEqual([[0, 0.5]]);
    expect(unsentSeconds(first.next)).toBe(0);
    const second = takeRanges(play([0.75, 1], first.next));
    expect(second.ranges).toEqual([[0.5, 1]]);
    // Nothing played since: nothing to send.
    expect(takeRanges(second.next).ranges).toEqual([]);
  });

  it('rounds to milliseconds', () => {
    expect(takeRanges(play([0.1234567, 0.3333333])).ranges).toEqual([[0.123, 0.333]]);
  });
});
