import { describe, expect, it } from 'vitest';
import { fillForCarousel } from './carousel-fill.ts';
import { formatElapsed } from './format.ts';

describe('fillForCarousel', () => {
  it('repeats the first course when there are exactly 3', () => {
    expect(fillForCarousel(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
  });

  it('leaves every other count alone', () => {
    expect(fillForCarousel([])).toEqual([]);
    expect(fillForCarousel(['a', 'b'])).toEqual(['a', 'b']);
    expect(fillForCarousel(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('formatElapsed', () => {
  it('is mm:ss, minutes going past 59', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65.9)).toBe('01:05');
    expect(formatElapsed(3600 + 5)).toBe('60:05');
  });
});
