import {
  ORDER_PAYMENT_STATUS_LABELS,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  RECEIPT_KIND_LABELS,
  type TOrder,
  type TOrderPayment,
} from '@curio/shared';
import { Link } from 'react-router';
import { PayButton } from '#web/components/commerce/pay-button.tsx';
import { paths } from '#web/lib/paths.ts';

/**
 * Under an order's status in Order History (docs/product.md#payment): a pending order's payment in words
 * (why the last try failed, or that it is processing) and, when the learner may pay online, Try again or
 * Pay now; a partial refund says so.
 */
export function OrderPayment({ order }: { order: TOrder }) {
  const { payment } = order;
  const showsState = payment.status === 'processing' || payment.status === 'partially-refunded';
  return (
    <>
      {showsState && <p className="order-payment__state">{ORDER_PAYMENT_STATUS_LABELS[payment.status]}</p>}
      {order.status === 'pending' && payment.failureReason && (
        <p className="order-payment__reason">{payment.failureReason}</p>
      )}
      {order.status === 'pending' && payment.canPay && (
        <PayButton
          orderId={order._id}
          label={payment.failureReason ? PAYMENT_TEXTS.tryAgain : PAYMENT_TEXTS.payNow}
          variant="secondary"
          aria-label={`${payment.failureReason ? PAYMENT_TEXTS.tryAgain : PAYMENT_TEXTS.payNow}: ${order.reference}`}
        />
      )}
    </>
  );
}

/** The order's receipt number, linked to its page, and its credit notes; a dash before it is paid. */
export function OrderReceipts({ payment }: { payment: TOrderPayment }) {
  if (!payment.receiptNumber) return <span aria-label={PAYMENT_PAGE_TEXTS.noReceiptYet}>—</span>;
  return (
    <ul className="order-receipts">
      <li>
        <Link className="text-link" to={paths.receipt.to(payment.receiptNumber)}>
          {payment.receiptNumber}
        </Link>
      </li>
      {payment.creditNoteNumbers.map((number) => (
        <li key={number}>
          <Link
            className="text-link"
            to={paths.receipt.to(number)}
            aria-label={`${RECEIPT_KIND_LABELS['credit-note']} ${number}`}
          >
            {number}
          </Link>{' '}
          <span className="order-receipts__kind">({RECEIPT_KIND_LABELS['credit-note'].toLowerCase()})</span>
        </li>
      ))}
    </ul>
  );
}
