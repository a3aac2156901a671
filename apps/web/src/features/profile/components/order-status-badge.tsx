import { ORDER_STATUS_LABELS, type TOrderStatus } from '@curio/shared';

/**
 * An order's status in words ('Pending payment', 'Confirmed'…); the colour only repeats what the text says.
 */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
