// zod-free on purpose: pages of the site and the console import it without pulling in the schemas.

/**
 * A count with its noun in the right number and its thousands grouped: '1 order', '0 orders', '12,400 orders'.
 * English only has the one rule (one is singular, everything else plural); give the plural when it is not the
 * noun with an 's'.
 */
export const countText = (count: number, singular: string, plural = `${singular}s`) =>
  `${groupedNumber(count)} ${count === 1 ? singular : plural}`;

/**
 * A whole number with its thousands grouped: 1204 → '1,204', -5000 → '-5,000'. Written by hand, not with
 * `Intl.NumberFormat`: the first Intl formatter a page makes loads the browser's locale data, 40–200 ms on a
 * phone before anything else can run (docs/ARCHITECTURE.md#first-load).
 */
export function groupedNumber(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
