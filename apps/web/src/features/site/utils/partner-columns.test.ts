import { describe, expect, it } from 'vitest';
import { partnerColumnSizes, splitIntoPartnerColumns } from './partner-columns.ts';

describe('the partners column rule', () => {
  it.each([
    [30, [9, 10, 11]],
    [12, [3, 4, 5]],
    [10, [2, 3, 5]],
    [6, [1, 2, 3]],
    [3, [1, 1, 1]],
    [2, [1, 0, 1]],
    [1, [1, 0, 0]],
    [0, [0, 0, 0]],
  ])('splits %i logos into columns of %j', (n, sizes) => {
    expect(partnerColumnSizes(n)).toEqual(sizes);
  });

  it('keeps every logo exactly once, in order', () => {
    const items = Array.from({ length: 14 }, (_, i) => i);
    const columns = splitIntoPartnerColumns(items);
    expect(columns.map((column) => column.length)).toEqual([3, 4, 7]);
    expect(columns.flat()).toEqual(items);
  });
});
