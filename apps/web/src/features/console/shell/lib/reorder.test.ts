import { describe, expect, it } from 'vitest';
import { applyOrder, moveItem, reorderedIds } from './reorder.ts';

const rows = ['a', 'b', 'c', 'd'].map((_id) => ({ _id }));

describe('moveItem', () => {
  it('moves an item down, the others keeping their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves an item up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list as it was for a position outside it, without changing the original', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a']);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('reorderedIds', () => {
  it('lists every id once, in the new order', () => {
    expect(reorderedIds(rows, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
  });
});

describe('applyOrder', () => {
  it('sorts the items as the ids say', () => {
    expect(applyOrder(rows, ['d', 'c', 'b', 'a']).map((r) => r._id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('keeps an item the ids leave out, after the others', () => {
    expect(applyOrder(rows, ['c', 'a']).map((r) => r._id)).toEqual(['c', 'a', 'b', 'd']);
  });
});
