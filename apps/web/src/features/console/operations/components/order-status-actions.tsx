import {
  ORDER_ADMIN_MESSAGES as T,
  ORDER_NOTE_MAX,
  ORDER_STATUS_LABELS,
  PAYMENT_TEXTS,
  ZAdminOrderStatusRequest,
  type TAdminOrder,
  type TOrderStatus,
} from '@curio/shared';
import { useId, useState } from 'react';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { fetchAdminOrder, useOrderStep } from '#web/features/console/operations/api/orders.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { useConflictNotice } from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';
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
  /** After a move: the page shows the new status (and takes the focus the pressed button had). */
  onMoved: () => void;
};

/**
 * The moves of an order, with an optional note for the timeline (Mark as paid records a manual payment and
 * issues its receipt: docs/product.md#payment). One press is one move
 * (docs/product.md#console): each button is an ActionButton of one `useConsoleAction`, so all are disabled
 * while a move is in flight, and the three buttons keep their places whatever the status (`orderActions`),
 * so a second press never lands on the next step. Completing and cancelling are final and ask first. Each
 * move sends the version loaded; a 409 (someone moved it first, or a stale page) offers Reload.
 */
export function OrderStatusActions({ order, onReload, isReloading, onMoved }: TOrderStatusActionsProps) {
  const move = useConsoleAction(useOrderStep(order._id));
  const form = useZodForm(ZNoteForm, { note: '' });
  const [confirming, setConfirming] = useState<TOrderAction | null>(null);
  const outcome = useConflictNotice(onReload, isReloading, {
    fields: CONFLICT_FIELDS,
    loaded: () => ({ status: order.status, note: '' }),
    mine: () => ({ status: order.status, note: form.getValues('note') }),
    latest: async () => ({ status: (await fetchAdminOrder(order._id)).status, note: '' }),
  });
  const hintId = useId();
  const actions = orderActions(order.status, { canMarkPaid: order.paymentDetails.canMarkPaid });

  const run = (action: TOrderAction) =>
    void form.handleSubmit(({ note }) => {
      outcome.dismiss();
      move.run(
        { status: action.to, note, version: order.updatedAt },
        {
          onSuccess: ({ message }) => {
            outcome.onSuccess(
              message ||
                (action.to === 'confirmed'
                  ? PAYMENT_TEXTS.markedAsPaid
                  : `Order ${ORDER_STATUS_LABELS[action.to].toLowerCase()}`),
            );
            form.reset({ note: '' });
            onMoved();
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
          <ActionButton
            key={action.to}
            variant={action.isDestructive ? 'danger' : 'primary'}
            isBusy={move.pendingVars?.status === action.to && !confirming}
            disabled={!action.isAllowed || move.isPending}
            aria-describedby={hintId}
            onClick={() => (action.asksFirst ? setConfirming(action) : run(action))}
          >
            {action.label}
          </ActionButton>
        ))}
      </div>
      <p className="console-note" id={hintId}>
        {T.stepsHint}
      </p>
      <ConfirmDialog
        open={confirming !== null}
        {...(confirming?.to === 'completed'
          ? {
              title: T.completeTitle(order.reference),
              body: T.completeWarning(order.learner.name),
              confirmLabel: 'Complete order',
              cancelLabel: 'Not yet',
            }
          : {
              title: T.cancelTitle(order.reference),
              body: T.cancelWarning(order.learner.name),
              confirmLabel: 'Cancel order',
              cancelLabel: 'Keep order',
              tone: 'danger' as const,
            })}
        isPending={move.isPending}
        onConfirm={() => confirming && run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
