/**
 * Money, the one place it is converted and written out. The database holds whole cents, the wire
 * carries dollars with cents (USD), and every sum is done in whole cents so 0.1 + 0.2 stays 0.30.
 * The formatters take whole cents: a page holding a wire price converts it with `dollarsToCents` first.
 */

/**
 * Dollars with cents (the wire) → whole cents: 19.99 → 1999 (19.99 × 100 is 1998.9999999999998, hence the
 * rounding).
 */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents (the database) → dollars with cents (the wire): 1999 → 19.99. */
export const centsToDollars = (cents: number): number => cents / 100;

/** A line's amount in whole cents: unit price × quantity. */
export const lineTotalCents = (unitCents: number, quantity: number): number => unitCents * quantity;

/** Σ of amounts in whole cents (0 for none). */
export const sumCents = (amounts: readonly number[]): number =>
  amounts.reduce((sum, cents) => sum + cents, 0);

/** A cart line as the wire has it: the course's price in dollars, and the quantity. */
type WireCartLine = { course: { price: number }; quantity: number };

/** A wire cart line's amount in whole cents (the cart's and the checkout's line totals). */
export const cartLineTotalCents = (line: WireCartLine): number =>
  lineTotalCents(dollarsToCents(line.course.price), line.quantity);

/**
 * A cart's total in whole cents from its lines as the wire has them: what the cart and checkout pages show
 * and, back in dollars, what the order request sends as `payment.amount`.
 */
export const cartTotalCents = (lines: readonly WireCartLine[]): number =>
  sumCents(lines.map(cartLineTotalCents));

/** '49.00', or '49' when `isCentsOptional` and there are none. Integer arithmetic, then one division. */
function dollarsText(cents: number, isCentsOptional: boolean): string {
  const whole = Math.round(cents);
  return isCentsOptional && whole % 100 === 0 ? String(whole / 100) : (whole / 100).toFixed(2);
}

/** An amount in a total, a sentence or a mail (cart, checkout, orders, notifications): 4900 → '$49.00'. */
export const formatMoney = (cents: number): string => `$${dollarsText(cents, false)}`;

/**
 * A course's price beside it, '$ {price} USD' (docs/product.md#catalogue). Course cards show cents only when
 * there are some (4900 → '$ 49 USD', 4950 → '$ 49.50 USD'); cart lines and wishlist items pass `alwaysCents`
 * so every line reads alike ('$ 49.00 USD').
 */
export const formatPriceTag = (
  cents: number,
  { alwaysCents = false }: { alwaysCents?: boolean } = {},
): string => `$ ${dollarsText(cents, !alwaysCents)} USD`;
