import { canMoveOrder, type TOrderStatus } from '@curio/shared';

/** A status move an operator can make from an order's page. */
export type TOrderAction = {
  to: TOrderStatus;
  /** The button's text: 'Confirm order'. */
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
  { to: 'confirmed', label: 'Confirm order' },
  { to: 'completed', label: 'Complete order' },
  { to: 'cancelled', label: 'Cancel order' },
];

/**
 * The buttons an order's page offers while it can still move: always the same three in the same places,
 * Confirm, Complete and Cancel, those the shared transitions allow from `status` enabled (pending → Confirm
 * or Cancel, confirmed → Complete or Cancel); none once it is completed or cancelled. A move never puts the
 * next step's button where the pointer just pressed: after Confirm, Complete is beside it, not under it
 * (docs/product.md#console). The server checks the same table.
 */
export function orderActions(status: TOrderStatus): TOrderAction[] {
  if (!MOVES.some(({ to }) => canMoveOrder(status, to))) return [];
  return MOVES.map(({ to, label }) => ({
    to,
    label,
    isAllowed: canMoveOrder(status, to),
    asksFirst: to !== 'confirmed',
    isDestructive: to === 'cancelled',
  }));
}
