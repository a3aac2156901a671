import { ORDER_STATUS_LABELS, type TOrderStatus } from '@curio/shared';
import { StatusBadge, type TBadgeTone } from '#web/features/console/shell/components/status-badge.tsx';

const ORDER_STATUS_TONES: Record<TOrderStatus, TBadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'success',
  cancelled: 'neutral',
  refunded: 'neutral',
};

/** An order's status in the learner's words ('Pending payment'), the colour repeating it. */
export const OrderStatusBadge = ({ status }: { status: TOrderStatus }) => (
  <StatusBadge label={ORDER_STATUS_LABELS[status]} tone={ORDER_STATUS_TONES[status]} />
);
