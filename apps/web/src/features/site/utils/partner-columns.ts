/**
 * docs/product.md#rules: the partners grid splits its logos into three columns of sizes max(1, floor(n/3) −
 * 1), floor(n/3) and the rest. With fewer than three logos the later columns simply get what is left (never a
 * negative size).
 */
export function partnerColumnSizes(n: number): [number, number, number] {
  if (n <= 0) return [0, 0, 0];
  const third = Math.floor(n / 3);
  const first = Math.min(n, Math.max(1, third - 1));
  const second = Math.min(n - first, third);
  return [first, second, n - first - second];
}

export function splitIntoPartnerColumns<T>(items: readonly T[]): [T[], T[], T[]] {
  const [first, second] = partnerColumnSizes(items.length);
  return [items.slice(0, first), items.slice(first, first + second), items.slice(first + second)];
}
