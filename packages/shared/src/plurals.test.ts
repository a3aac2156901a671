import { describe, expect, it } from 'vitest';
import { countText, groupedNumber } from './plurals.ts';

describe('countText', () => {
  it('gives the noun in the right number', () => {
    expect(countText(1, 'order')).toBe('1 order');
    expect(countText(0, 'order')).toBe('0 orders');
    expect(countText(2, 'person', 'people')).toBe('2 people');
    expect(countText(12_400, 'order')).toBe('12,400 orders');
  });
});

describe('groupedNumber (thousands grouped as Intl en-US writes them)', () => {
  it.each([0, 7, 999, 1000, 1204, 12345, 999999, 1000000, 1234567890, -5, -5000, -1234567])('%d', (value) => {
    expect(groupedNumber(value)).toBe(new Intl.NumberFormat('en-US').format(value));
  });

  it('rounds a fraction to a whole number', () => {
    expect(groupedNumber(1234.6)).toBe('1,235');
  });
});
