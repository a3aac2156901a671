import { ORDER_TRANSITIONS, type TOrderStatus } from '@curio/shared';

/** A status move an operator can make from an order's page. */
export type TOrderAction = {
  to: TOrderStatus;
  /** The button's text: 'Confirm order'. */
  label: string;
  /** Cancelling is final and tells the learner: it asks first (ConfirmDialog) and reads as danger. */
  isDestructive: boolean;
};

const ACTION_LABELS: Record<TOrderStatus, string> = {
  pending: 'Mark as pending',
  confirmed: 'Confirm order',
  completed: 'Complete order',
  cancelled: 'Cancel order',
};

/**
 * The buttons an order's page offers, from the shared transitions: pending → Confirm / Cancel,
 * confirmed → Complete / Cancel, none once completed or cancelled. The server checks the same table.
 */
export const orderActions = (status: TOrderStatus): TOrderAction[] =>
  ORDER_TRANSITIONS[status].map((to) => ({
    to,
    label: ACTION_LABELS[to],
    isDestructive: to === 'cancelled',
  }));
