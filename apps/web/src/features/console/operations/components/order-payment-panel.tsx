import {
  ORDER_PAYMENT_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  REFUND_STATUS_LABELS,
  dollarsToCents,
  formatMoney,
  type TAdminOrder,
  type TRefund,
} from '@curio/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { StatusBadge, type TBadgeTone } from '#web/features/console/shell/components/status-badge.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const money = (dollars: number) => formatMoney(dollarsToCents(dollars));

const REFUND_TONES: Record<TRefund['status'], TBadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

/**
 * An order's payment on its console page (docs/product.md#payment): method and state, the provider's
 * reference, the receipt and credit notes, a payment that did not match the order in words, and its refunds
 * with their states. Refund (an order paid online with something left to give back) asks for the amount and
 * the reason in a dialog.
 */
export function OrderPaymentPanel({ order }: { order: TAdminOrder }) {
  const { payment, paymentDetails: details, refunds } = order;
  const [isRefunding, setIsRefunding] = useState(false);
  return (
    <section className="console-panel" aria-labelledby="order-payment-heading">
      <h2 id="order-payment-heading">{PAYMENT_TEXTS.paymentTitle}</h2>
      {details.mismatch && (
        <p className="console-alert" role="note">
          {PAYMENT_TEXTS.mismatchFlag(money(details.mismatch.amount), money(payment.amount))}
          {details.mismatch.currency.toUpperCase() !== payment.currency &&
            ` (${details.mismatch.currency.toUpperCase()})`}
        </p>
      )}
      <dl className="console-definition">
        <dt>{PAYMENT_TEXTS.receiptMethod}</dt>
        <dd>{PAYMENT_METHOD_LABELS[payment.method]}</dd>
        <dt>{PAYMENT_PAGE_TEXTS.paymentState}</dt>
        <dd>{ORDER_PAYMENT_STATUS_LABELS[payment.status]}</dd>
        {payment.failureReason && (
          <>
            <dt>{PAYMENT_PAGE_TEXTS.lastTry}</dt>
            <dd>{payment.failureReason}</dd>
          </>
        )}
        {payment.paidAt && (
          <>
            <dt>{PAYMENT_TEXTS.receiptPaidOn}</dt>
            <dd>
              <ConsoleTime iso={payment.paidAt} withTime />
            </dd>
          </>
        )}
        {details.reference && (
          <>
            <dt>{PAYMENT_TEXTS.paymentProviderReference}</dt>
            <dd className="console-code">{details.reference}</dd>
          </>
        )}
        <dt>{PAYMENT_TEXTS.receiptNumberLabel}</dt>
        <dd>{payment.receiptNumber ?? PAYMENT_PAGE_TEXTS.receiptNotYet}</dd>
        {payment.creditNoteNumbers.length > 0 && (
          <>
            <dt>{PAYMENT_TEXTS.creditNoteLabel}</dt>
            <dd>{payment.creditNoteNumbers.join(', ')}</dd>
          </>
        )}
        {payment.refunded > 0 && (
          <>
            <dt>{PAYMENT_PAGE_TEXTS.refundedSoFar}</dt>
            <dd>{money(payment.refunded)}</dd>
          </>
        )}
        {details.canRefund && (
          <>
            <dt>{PAYMENT_TEXTS.refundableLabel}</dt>
            <dd>{money(details.refundable)}</dd>
          </>
        )}
      </dl>
      {refunds.length > 0 && <RefundList refunds={refunds} />}
      {details.canRefund && (
        <div className="console-actions console-payment__actions">
          <Button variant="danger" onClick={() => setIsRefunding(true)}>
            {PAYMENT_TEXTS.refund}
          </Button>
        </div>
      )}
      {isRefunding && <RefundDialog order={order} onClose={() => setIsRefunding(false)} />}
    </section>
  );
}

/** Each refund: amount, state in words, reason, who asked and when, the credit note once it succeeded. */
function RefundList({ refunds }: { refunds: TRefund[] }) {
  return (
    <>
      <h3 className="console-payment__subtitle">{PAYMENT_TEXTS.refundsTitle}</h3>
      <ol className="console-timeline" aria-label={PAYMENT_PAGE_TEXTS.refundsListLabel}>
        {refunds.map((refund) => (
          <li key={refund._id} className="console-timeline__item">
            <p className="console-timeline__move">
              {money(refund.amount)}{' '}
              <StatusBadge label={REFUND_STATUS_LABELS[refund.status]} tone={REFUND_TONES[refund.status]} />
              {refund.creditNoteNumber && ` · ${PAYMENT_TEXTS.creditNoteLabel} ${refund.creditNoteNumber}`}
            </p>
            <p className="console-timeline__meta">
              <ConsoleTime iso={refund.createdAt} withTime />
              {' · by '}
              {refund.actor.email ?? 'a deleted account'}
            </p>
            <p className="console-timeline__note">{refund.reason}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
