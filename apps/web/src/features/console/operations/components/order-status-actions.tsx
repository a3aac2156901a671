import {
  ORDER_NOTE_MAX,
  ORDER_STATUS_LABELS,
  ZAdminOrderStatusRequest,
  type TAdminOrder,
  type TOrderStatus,
} from '@curio/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { fetchAdminOrder, useMoveOrder } from '#web/features/console/operations/api/orders.ts';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { useConflictNotice } from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { orderActions, type TOrderAction } from '#web/features/console/operations/lib/order-actions.ts';

const ZNoteForm = ZAdminOrderStatusRequest.pick({ note: true });
const NOTE_LABEL = 'Note for the timeline (optional)';
/** What a stale move names (ADR 030): the order's status, and the note typed for it. */
const CONFLICT_FIELDS = [
  {
    name: 'status',
    label: 'Status',
    readable: (status: unknown) => ORDER_STATUS_LABELS[status as TOrderStatus],
  },
  { name: 'note', label: NOTE_LABEL },
];

type TOrderStatusActionsProps = {
  order: TAdminOrder;
  /** Loads the order again (after a 409). */
  onReload: () => void;
  isReloading: boolean;
};

/**
 * The moves allowed from the order's status, with an optional note for the timeline. Cancelling
 * asks first. Each move sends the version loaded; a 409 (someone moved it first) offers Reload.
 */
export function OrderStatusActions({ order, onReload, isReloading }: TOrderStatusActionsProps) {
  const move = useMoveOrder(order._id);
  const form = useZodForm(ZNoteForm, { note: '' });
  const [confirming, setConfirming] = useState<TOrderAction | null>(null);
  const outcome = useConflictNotice(onReload, isReloading, {
    fields: CONFLICT_FIELDS,
    loaded: () => ({ status: order.status, note: '' }),
    mine: () => ({ status: order.status, note: form.getValues('note') }),
    latest: async () => ({ status: (await fetchAdminOrder(order._id)).status, note: '' }),
  });
  const actions = orderActions(order.status);

  const run = (action: TOrderAction) =>
    void form.handleSubmit(({ note }) => {
      outcome.dismiss();
      move.mutate(
        { status: action.to, note, version: order.updatedAt },
        {
          onSuccess: ({ message }) => {
            outcome.onSuccess(message || `Order ${ORDER_STATUS_LABELS[action.to].toLowerCase()}`);
            form.reset({ note: '' });
          },
          onError: (error) => {
            if (!outcome.showConflict(error) && !applyServerErrors(form, error))
              toastError(error, 'The order could not be updated. Try again.');
          },
          onSettled: () => setConfirming(null),
        },
      );
    })();

  if (actions.length === 0) {
    return (
      <p className="console-muted">
        This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}: its status cannot change any more.
      </p>
    );
  }

  return (
    <form className="form console-order-actions" onSubmit={(event) => event.preventDefault()} noValidate>
      {outcome.notice}
      <TextAreaField
        label={NOTE_LABEL}
        hint={`Staff see it beside the change. At most ${ORDER_NOTE_MAX} characters.`}
        rows={3}
        {...form.field('note')}
      />
      <div className="console-actions">
        {actions.map((action) => (
          <Button
            key={action.to}
            variant={action.isDestructive ? 'danger' : 'primary'}
            isLoading={move.isPending && move.variables.status === action.to && !confirming}
            disabled={move.isPending}
            onClick={() => (action.isDestructive ? setConfirming(action) : run(action))}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={`Cancel order ${order.reference}?`}
        body={`${order.learner.name} is told by email and in the site. A cancelled order cannot be reopened.`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        tone="danger"
        isPending={move.isPending}
        onConfirm={() => confirming && run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
