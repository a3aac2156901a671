/**
 * /our-awards (docs/product.md#pages), wide: the middle item centred, the first half left, the rest right.
 * The middle is the item at floor(n / 2), so the left side never holds more than the right
 * (5 → 2 | 1 | 2, 4 → 2 | 1 | 1, 1 → 0 | 1 | 0).
 */
export function splitAwards<T>(items: readonly T[]): { left: T[]; middle: T | undefined; right: T[] } {
  const middleIndex = Math.floor(items.length / 2);
  return {
    left: items.slice(0, middleIndex),
    middle: items[middleIndex],
    right: items.slice(middleIndex + 1),
  };
}
