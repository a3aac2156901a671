import type { TOrder } from '@curio/shared';

/**
 * What the return page (docs/product.md#payment) shows for an order, read from the order alone: the address
 * the provider sent the learner back to is never trusted (a `session_id` in it proves nothing).
 * - `received`: the order says it is paid;
 * - `waiting`: pending, no answer from the provider yet: the page reads the order again;
 * - `processing`: the provider accepted a payment that settles later (a bank debit);
 * - `failed`: the last try did not pay (`failureReason`); Try again starts a new one;
 * - `cancelled`: the learner left the provider's page without paying; Try again;
 * - `flagged`: a payment arrived that does not match the order: the team checks it;
 * - `closed`: cancelled or refunded: nothing to pay.
 */
export type TReturnState =
  'received' | 'waiting' | 'processing' | 'failed' | 'cancelled' | 'flagged' | 'closed';

const PAID_STATUSES: ReadonlySet<TOrder['payment']['status']> = new Set([
  'paid',
  'partially-refunded',
  'refunded',
]);

export function returnState(order: TOrder, { leftUnpaid }: { leftUnpaid: boolean }): TReturnState {
  if (order.status === 'cancelled' || order.status === 'refunded') return 'closed';
  if (order.status !== 'pending' || PAID_STATUSES.has(order.payment.status)) return 'received';
  if (order.payment.flagged) return 'flagged';
  if (order.payment.status === 'processing') return 'processing';
  if (order.payment.failureReason) return 'failed';
  if (leftUnpaid) return 'cancelled';
  return 'waiting';
}

/**
 * How long the page waits before reading the order again while the provider's event is on its way: 1 s,
 * then longer, up to 10 s. The n-th read (from 0) waits `pollDelay(n)`.
 */
const POLL_DELAYS_MS = [1000, 1500, 2000, 3000, 5000, 8000] as const;
const POLL_MAX_DELAY_MS = 10_000;
export const pollDelay = (reads: number) => POLL_DELAYS_MS[reads] ?? POLL_MAX_DELAY_MS;

/**
 * After this many reads still waiting (about 12 s), the page asks the server to ask the provider, once, and
 * says that this takes longer than usual.
 */
export const CHECK_AFTER_READS = 5;
