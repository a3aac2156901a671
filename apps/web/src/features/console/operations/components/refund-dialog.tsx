import {
  PAYMENT_PAGE_TEXTS as P,
  PAYMENT_TEXTS as T,
  REFUND_REASON_MAX,
  ZAdminRefundRequest,
  dollarsToCents,
  type TAdminOrder,
} from '@curio/shared';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { toast } from '#web/lib/toast.ts';
import { useRefundOrder } from '#web/features/console/operations/api/orders.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

/**
 * The form's amount is what was typed: empty is everything still refundable, anything else must be dollars
 * and cents (the request's own rule, ZAdminRefundRequest).
 */
const ZRefundForm = z.object({
  amount: z
    .string()
    .trim()
    .transform((typed) => (typed === '' ? undefined : Number(typed)))
    .pipe(ZAdminRefundRequest.shape.amount),
  reason: ZAdminRefundRequest.shape.reason,
});

type TRefundDialogProps = { order: TAdminOrder; onClose: () => void };

/**
 * Refund (admin, docs/product.md#payment): the amount (empty: all that is left) and the reason, then Send
 * refund, one press one request (ADR 029). It says first what a full refund does. The refund is sent with an
 * idempotency key by the server and stays 'Refund requested' on the page until the provider confirms it.
 * Mount it only while open: each opening starts empty.
 */
export function RefundDialog({ order, onClose }: TRefundDialogProps) {
  const formId = useId();
  const refund = useConsoleAction(useRefundOrder(order._id));
  const form = useZodForm(ZRefundForm, { amount: '', reason: '' });
  const refundableCents = dollarsToCents(order.paymentDetails.refundable);
  const typed = form.watch('amount').trim();
  const isFull = typed === '' || dollarsToCents(Number(typed)) === refundableCents;

  const onSubmit = form.handleSubmit((body) =>
    refund.run(body, {
      onSuccess: ({ message }) => {
        toast.success(message || T.refundRequested);
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) toastError(error, P.refundFailed);
      },
    }),
  );

  return (
    <Modal
      isOpen
      onClose={() => !refund.isPending && onClose()}
      title={T.refundTitle(order.reference)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={refund.isPending} data-autofocus>
            {P.refundKeep}
          </Button>
          <ActionButton type="submit" form={formId} variant="danger" isBusy={refund.isPending}>
            {T.refundConfirm}
          </ActionButton>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={T.refundAmountLabel}
          hint={T.refundAmountHint(refundableCents)}
          inputMode="decimal"
          autoComplete="off"
          {...form.field('amount')}
        />
        <TextAreaField
          label={T.refundReasonLabel}
          hint={P.refundReasonHint(REFUND_REASON_MAX)}
          rows={3}
          required
          {...form.field('reason')}
        />
        <p className={isFull ? 'console-alert' : 'console-note'} aria-live="polite">
          {isFull ? T.refundFullWarning : P.refundPartialNote}
        </p>
      </form>
    </Modal>
  );
}
