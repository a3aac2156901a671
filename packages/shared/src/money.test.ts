import { describe, expect, it } from 'vitest';
import {
  cartLineTotalCents,
  cartTotalCents,
  centsToDollars,
  dollarsToCents,
  formatMoney,
  formatPriceTag,
  lineTotalCents,
  sumCents,
} from './money.ts';

describe('dollarsToCents and centsToDollars (dollars on the wire, whole cents in the database)', () => {
  it('rounds away the float error of × 100', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(100); // 1.005 is 1.00499999… as a float: never more cents than sent
  });

  it('keeps zero, whole dollars and large amounts exact', () => {
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(49)).toBe(4900);
    expect(dollarsToCents(12_345_678.91)).toBe(1_234_567_891);
    expect(centsToDollars(1_234_567_891)).toBe(12_345_678.91);
  });

  it('goes back and forth without drift', () => {
    for (const cents of [0, 1, 10, 99, 1999, 5950, 100_000_01]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});

describe('lineTotalCents and sumCents', () => {
  it('sums 0.10 × 3 + 0.20 as 0.50 (as floats, 0.1 × 3 is 0.30000000000000004)', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineTotalCents(dollarsToCents(0.1), 3)).toBe(30);
    expect(sumCents([lineTotalCents(dollarsToCents(0.1), 3), lineTotalCents(dollarsToCents(0.2), 1)])).toBe(
      50,
    );
  });

  it('gives 0 for no lines and for a zero price', () => {
    expect(sumCents([])).toBe(0);
    expect(lineTotalCents(0, 5)).toBe(0);
  });

  it('adds large amounts exactly', () => {
    expect(sumCents([lineTotalCents(999_999_99, 100), 1])).toBe(99_999_999_01);
  });
});

describe('cartLineTotalCents and cartTotalCents (the wire cart, prices in dollars)', () => {
  const line = (price: number, quantity: number) => ({ course: { price }, quantity });

  it('prices a line in cents: 3 × 0.10 is 30', () => {
    expect(cartLineTotalCents(line(0.1, 3))).toBe(30);
    expect(cartLineTotalCents(line(19.99, 2))).toBe(3998);
  });

  it('sums 2 × 49 + 59.50 + 3 × 0.10 as 157.80', () => {
    expect(cartTotalCents([line(49, 2), line(59.5, 1), line(0.1, 3)])).toBe(15_780);
  });

  it('is 0 for an empty cart', () => {
    expect(cartTotalCents([])).toBe(0);
  });
});

describe("formatMoney: '$49.00' (totals, cart, checkout, orders, mails)", () => {
  it('always shows two digits of cents', () => {
    expect(formatMoney(4900)).toBe('$49.00');
    expect(formatMoney(1999)).toBe('$19.99');
    expect(formatMoney(30)).toBe('$0.30');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('writes large amounts without separators', () => {
    expect(formatMoney(1_234_567_891)).toBe('$12345678.91');
  });
});

describe("formatPriceTag: a course card's '$ {price} USD'", () => {
  it('shows cents only when there are some, as the course cards do', () => {
    expect(formatPriceTag(4900)).toBe('$ 49 USD');
    expect(formatPriceTag(4950)).toBe('$ 49.50 USD');
    expect(formatPriceTag(1999)).toBe('$ 19.99 USD');
    expect(formatPriceTag(0)).toBe('$ 0 USD');
  });

  it('always shows cents when asked, as cart lines and wishlist items do', () => {
    expect(formatPriceTag(4900, { alwaysCents: true })).toBe('$ 49.00 USD');
    expect(formatPriceTag(5, { alwaysCents: true })).toBe('$ 0.05 USD');
  });
});
