import { describe, expect, it } from 'vitest';
import { bulkSummary, commonOrderMoves } from './console-bulk.ts';
import { copyName, copySlug } from './console-course-copy.ts';
import { SLUG_MAX, SLUG_PATTERN } from './slug.ts';
import { zIdList } from './console-selection.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('commonOrderMoves', () => {
  it('offers only the moves every selected order may take', () => {
    expect(commonOrderMoves(['pending'])).toEqual(['confirmed', 'cancelled']);
    expect(commonOrderMoves(['pending', 'pending'])).toEqual(['confirmed', 'cancelled']);
    expect(commonOrderMoves(['pending', 'confirmed'])).toEqual(['cancelled']);
    expect(commonOrderMoves(['confirmed', 'completed'])).toEqual([]);
    expect(commonOrderMoves([])).toEqual([]);
  });
});

describe('bulkSummary', () => {
  it('counts what changed and gives each distinct reason once, without its full stop', () => {
    expect(bulkSummary('published', [{ _id: id(1), outcome: 'changed', reason: null }])).toBe('1 published');
    expect(
      bulkSummary('moved to Cancelled', [
        { _id: id(1), outcome: 'changed', reason: null },
        {
          _id: id(2),
          outcome: 'skipped',
          reason: 'An order that is Completed cannot be moved to Cancelled.',
        },
        {
          _id: id(3),
          outcome: 'skipped',
          reason: 'An order that is Completed cannot be moved to Cancelled.',
        },
        { _id: id(4), outcome: 'skipped', reason: 'no longer exists' },
      ]),
    ).toBe(
      '1 moved to Cancelled, 3 skipped (An order that is Completed cannot be moved to Cancelled; no longer exists)',
    );
  });
});

describe('a course copy', () => {
  it('is named Copy of … within the name limit, and tries -copy, -copy-2… as its slug within SLUG_MAX', () => {
    expect(copyName('Go Basics')).toBe('Copy of Go Basics');
    expect(copyName('x'.repeat(200))).toHaveLength(200);
    expect([1, 2, 3].map((attempt) => copySlug('go-basics', attempt))).toEqual([
      'go-basics-copy',
      'go-basics-copy-2',
      'go-basics-copy-3',
    ]);
    const long = copySlug(`${'a'.repeat(SLUG_MAX - 3)}-bc`, 12);
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long).toMatch(SLUG_PATTERN);
    expect(long.endsWith('-copy-12')).toBe(true);
  });
});

describe('zIdList', () => {
  it('reads comma-separated ids, each once, at least one and at most 200', () => {
    expect(zIdList.parse(`${id(1)},${id(2)}`)).toEqual([id(1), id(2)]);
    expect(zIdList.safeParse('').success).toBe(false);
    expect(zIdList.safeParse(`${id(1)},nope`).success).toBe(false);
    expect(zIdList.safeParse(`${id(1)},${id(1)}`).success).toBe(false);
    const many = Array.from({ length: 201 }, (_, n) => id(n)).join(',');
    expect(zIdList.safeParse(many).success).toBe(false);
  });
});
