import { createHash } from 'node:crypto';
import { COMMERCE_MESSAGES as M, dollarsToCents, formatMoney } from '@curio/shared';
import { badRequest, conflict } from '#api/lib/http-errors.ts';
import { cartRowsTotalCents, type CartLineRow, type CheckoutLineRow } from './serialize.ts';

export interface OrderRequestLine {
  course: string;
  quantity: number;
  price: number;
}

/**
 * The cart lines an order may hold: those of published courses. A request naming a course that
 * was unpublished since it went into the cart is refused with its name (409, nothing stored); a line the
 * request leaves out stays in the cart, out of sight, for if the course comes back.
 */
export function availableLines(
  cart: CheckoutLineRow[],
  request: { courses: OrderRequestLine[] },
): CartLineRow[] {
  const requested = new Set(request.courses.map((line) => line.course));
  const unavailable = cart.find((line) => !line.isPublished && requested.has(line.course.id));
  if (unavailable) throw conflict(M.courseUnavailable(unavailable.course.name));
  return cart.filter((line) => line.isPublished).map(({ quantity, course }) => ({ quantity, course }));
}

/**
 * The order is the cart (ADR 006): the request must list exactly the cart's courses and quantities, at the
 * database prices, with the matching sum. Any disagreement is thrown (inside the transaction, so nothing is
 * stored); otherwise the server's total in cents is returned.
 */
export function priceCheckout(
  cart: CartLineRow[],
  request: { courses: OrderRequestLine[]; payment: { amount: number } },
): number {
  if (cart.length === 0) throw badRequest(M.cartEmpty);

  const requested = new Map(request.courses.map((line) => [line.course, line]));
  const isSameCart =
    requested.size === request.courses.length &&
    requested.size === cart.length &&
    cart.every((line) => requested.get(line.course.id)?.quantity === line.quantity);
  if (!isSameCart) throw conflict(M.cartChanged);

  // Compared in whole cents, never as floats (19.99 on the wire is 1999 in the database).
  for (const line of cart) {
    if (dollarsToCents(requested.get(line.course.id)?.price ?? -1) !== line.course.priceCents)
      throw conflict(M.priceChanged(line.course.name, formatMoney(line.course.priceCents)));
  }

  const totalCents = cartRowsTotalCents(cart);
  if (dollarsToCents(request.payment.amount) !== totalCents) throw conflict(M.amountMismatch);
  return totalCents;
}

/** JSON with keys sorted at every level, so equal requests give equal text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of the validated request, lines sorted by course: a retry with the same key must be the same
 * order request; the same key with anything else is refused.
 */
export function orderRequestHash(request: { courses: OrderRequestLine[] }): string {
  const courses = [...request.courses].sort((a, b) =>
    a.course < b.course ? -1 : a.course > b.course ? 1 : 0,
  );
  return createHash('sha256')
    .update(canonicalJson({ ...request, courses }))
    .digest('hex');
}
