import { describe, expect, it } from 'vitest';
import { formatFileSize } from './learning-texts.ts';

describe('formatFileSize (a download lesson’s size)', () => {
  it.each([
    [0, '0 bytes'],
    [312, '312 bytes'],
    [1000, '1,000 bytes'],
    [1024, '1 KB'],
    [839_680, '820 KB'],
    [1_468_006, '1.4 MB'],
    [52_428_800, '50 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
