import { canMoveOrder, PAYMENT_TEXTS, type TOrderStatus } from '@curio/shared';

/** A status move an operator can make from an order's page. */
export type TOrderAction = {
  to: TOrderStatus;
  /** The button's text: 'Mark as paid'. */
  label: string;
  /** Whether the order's status allows this move now; a move that does not is shown greyed out. */
  isAllowed: boolean;
  /**
   * Completing and cancelling are final and tell the learner: they ask first (ConfirmDialog). Cancelling
   * reads as danger.
   */
  asksFirst: boolean;
  isDestructive: boolean;
};

/** Every move an operator makes, in the order the buttons always stand in. */
const MOVES: { to: TOrderStatus; label: string }[] = [
  { to: 'confirmed', label: PAYMENT_TEXTS.markAsPaid },
  { to: 'completed', label: 'Complete order' },
  { to: 'cancelled', label: 'Cancel order' },
];

/**
 * The buttons an order's page offers while it can still move: always the same three in the same places,
 * Mark as paid, Complete and Cancel, those the shared transitions allow from `status` enabled (pending →
 * Mark as paid or Cancel, confirmed → Complete or Cancel); none once it is completed, cancelled or refunded.
 * Mark as paid (what confirming was before online payment: docs/product.md#payment) applies only when
 * `canMarkPaid` says the order is not left to the payment service. A move never puts the next step's button
 * where the pointer just pressed: after Mark as paid, Complete is beside it, not under it
 * (docs/product.md#console). The server checks the same table.
 */
export function orderActions(status: TOrderStatus, { canMarkPaid = true } = {}): TOrderAction[] {
  if (!MOVES.some(({ to }) => canMoveOrder(status, to))) return [];
  return MOVES.map(({ to, label }) => ({
    to,
    label,
    isAllowed: canMoveOrder(status, to) && (to !== 'confirmed' || canMarkPaid),
    asksFirst: to !== 'confirmed',
    isDestructive: to === 'cancelled',
  }));
}
