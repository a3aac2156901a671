// zod-free on purpose: checkout, the return page and the receipt page import these without the schemas.
import { formatMoney } from './money.ts';

/**
 * Online payment (docs/product.md#payment, ADR 039). `PAYMENTS=manual` (the default) keeps today's flow: the
 * order waits as 'Pending payment' until an admin marks it paid. `stripe` sends the learner to Stripe's hosted
 * checkout page and the order confirms itself when Stripe says it is paid.
 */
export const PAYMENT_MODES = ['manual', 'stripe'] as const;
export type TPaymentsMode = (typeof PAYMENT_MODES)[number];

/** How an order was (or is to be) paid: by an admin's 'Mark as paid' (bank transfer, invoice) or by card. */
export const PAYMENT_METHODS = ['manual', 'card'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment side of an order, as the learner and the console read it:
 * - `unpaid`: nothing received yet (the order is pending; `failureReason` says why the last try failed);
 * - `processing`: the learner finished Stripe's page with a payment that settles later (a bank debit);
 * - `paid`: received in full (the order is confirmed or completed);
 * - `partially-refunded`: paid, and part of it given back (access stays);
 * - `refunded`: paid, then given back in full (the order is refunded: access ends).
 */
export const ORDER_PAYMENT_STATUSES = [
  'unpaid',
  'processing',
  'paid',
  'partially-refunded',
  'refunded',
] as const;
export type TOrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Why the last payment try of a pending order did not pay (the learner may try again). */
export const PAYMENT_FAILURE_CODES = ['failed', 'expired'] as const;
export type TPaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/** A refund's state: asked of the provider, confirmed by its event, or refused by it. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

/** A receipt for a payment, a credit note for a refund: numbered the same way, each in its own series. */
export const RECEIPT_KINDS = ['receipt', 'credit-note'] as const;
export type TReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The longest refund reason an admin may write. */
export const REFUND_REASON_MAX = 500;

/**
 * Receipt numbers: a gapless sequence per year and series, 'CUR-2026-000123' for receipts and
 * 'CUR-CN-2026-000007' for credit notes (docs/product.md#receipts).
 */
export const RECEIPT_NUMBER_PREFIX: Record<TReceiptKind, string> = {
  receipt: 'CUR',
  'credit-note': 'CUR-CN',
};
export const formatReceiptNumber = (kind: TReceiptKind, year: number, sequence: number) =>
  `${RECEIPT_NUMBER_PREFIX[kind]}-${String(year)}-${String(sequence).padStart(6, '0')}`;
/** 'CUR-2026-000123' or 'CUR-CN-2026-000007'. */
export const RECEIPT_NUMBER_PATTERN = /^CUR-(CN-)?\d{4}-\d{6}$/;

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  manual: 'Bank transfer or invoice',
  card: 'Card (online)',
};

export const ORDER_PAYMENT_STATUS_LABELS: Record<TOrderPaymentStatus, string> = {
  unpaid: 'Not paid yet',
  processing: 'Payment processing',
  paid: 'Paid',
  'partially-refunded': 'Partially refunded',
  refunded: 'Refunded',
};

export const REFUND_STATUS_LABELS: Record<TRefundStatus, string> = {
  pending: 'Refund requested',
  succeeded: 'Refunded',
  failed: 'Refund failed',
};

export const RECEIPT_KIND_LABELS: Record<TReceiptKind, string> = {
  receipt: 'Receipt',
  'credit-note': 'Credit note',
};

/** What the learner reads about a failed try, with a 'Try again' button beside it. */
export const PAYMENT_FAILURE_TEXTS: Record<TPaymentFailureCode, string> = {
  failed: 'Your payment did not go through. No money was taken. Try again, or use another card.',
  expired:
    'Your payment page expired before the payment was finished. No money was taken. Try again when you are ready.',
};

/** Every text of online payment: checkout, the return page, the order history, receipts, the console. */
export const PAYMENT_TEXTS = {
  // Checkout (docs/product.md#cart-and-orders): the card section under PAYMENTS=stripe.
  checkoutCardTitle: 'Payment',
  checkoutCardLine:
    'You will pay by card on the next, secure page. Your card details are entered there, never on this site.',
  placeOrderAndPay: 'Place order and pay',
  redirecting: 'Taking you to the secure payment page…',
  // The return page (paths.checkoutReturn).
  returnTitle: 'Your payment',
  paymentReceived: 'Payment received',
  paymentReceivedMessage: (reference: string) =>
    `Thank you: your payment for order ${reference} is received and your courses are open.`,
  waitingTitle: 'Confirming your payment',
  waitingMessage:
    'We are waiting for the payment service to confirm your payment. This page updates by itself.',
  /** After a while without an answer: the page has asked the payment service itself. */
  waitingLong:
    'This is taking longer than usual. You may leave this page: the order in your profile updates as soon as the payment is confirmed, and we will email you.',
  processingMessage:
    'Your payment is being processed by your bank. We will email you as soon as it is confirmed; your courses open then.',
  cancelledTitle: 'Payment not finished',
  cancelledMessage: 'You left the payment page before paying. Your order is saved: pay when you are ready.',
  flaggedMessage:
    'We received a payment that does not match this order’s total. We are checking it and will contact you; nothing more is needed from you now.',
  payNow: 'Pay now',
  tryAgain: 'Try again',
  startLearning: 'Start learning',
  viewOrders: 'See your orders',
  viewReceipt: 'View receipt',
  downloadReceipt: 'Download PDF',
  receiptTitle: (number: string) => `Receipt ${number}`,
  creditNoteTitle: (number: string) => `Credit note ${number}`,
  receiptNumberLabel: 'Receipt',
  creditNoteLabel: 'Credit note',
  // Receipt and credit note documents (page and PDF).
  receiptSeller: 'Seller',
  receiptBuyer: 'Billed to',
  receiptDate: 'Date',
  receiptPaidOn: 'Paid on',
  receiptOrder: 'Order',
  receiptMethod: 'Payment method',
  receiptPaymentReference: 'Payment reference',
  receiptCourse: 'Course',
  receiptQuantity: 'Seats',
  receiptUnitPrice: 'Unit price',
  receiptAmount: 'Amount',
  receiptTotal: 'Total paid',
  creditNoteTotal: 'Total refunded',
  creditNoteFor: (receipt: string) => `Credits receipt ${receipt}`,
  creditNoteReason: 'Reason',
  receiptLoadError: 'This receipt could not be loaded. Check your connection and reload the page.',
  // The console (docs/product.md#console).
  markAsPaid: 'Mark as paid',
  markAsPaidTitle: (reference: string) => `Mark order ${reference} as paid?`,
  markAsPaidWarning: (learnerName: string) =>
    `Do this once the money is in the bank. The order is confirmed, a receipt is issued, and ${learnerName} is told by email and in the site.`,
  markedAsPaid: 'Order marked as paid',
  refund: 'Refund',
  refundTitle: (reference: string) => `Refund order ${reference}`,
  refundAmountLabel: 'Amount to refund (USD)',
  /** `refundableCents`: whole cents. */
  refundAmountHint: (refundableCents: number) =>
    `Up to ${formatMoney(refundableCents)}. Leave empty to refund everything still refundable.`,
  refundReasonLabel: 'Reason (kept in the audit log and on the credit note)',
  refundConfirm: 'Send refund',
  refundFullWarning:
    'A full refund ends the learner’s access to the order’s courses. The card is credited by the payment service; this cannot be undone.',
  refundRequested: 'Refund sent to the payment service',
  refundsTitle: 'Refunds',
  refundableLabel: 'Refundable',
  paymentTitle: 'Payment',
  paymentProviderReference: 'Provider reference',
  mismatchFlag: (paid: string, expected: string) =>
    `Amount mismatch: the payment service reported ${paid} for an order of ${expected}. The order stays pending: check the payment at the provider, then refund it or mark the order as paid.`,
  flaggedBadge: 'Check payment',
  // Notices (in the site and by mail).
  paidNotice: (reference: string) => ({
    title: 'Payment received',
    message: `We received your payment for order ${reference}. Your course is ready for you in your profile.`,
  }),
  refundedNotice: (reference: string, amount: string, isFull: boolean) => ({
    title: isFull ? 'Order refunded' : 'Partial refund',
    message: isFull
      ? `We refunded ${amount} for order ${reference}. Its courses are no longer open to you.`
      : `We refunded ${amount} of order ${reference}. Your courses stay open to you.`,
  }),
  /** The order confirmation mail's status line under PAYMENTS=stripe. */
  mailPayOnline:
    'Status: Pending payment. Pay by card on the secure page we take you to, or later from your orders in your profile. Your courses open as soon as the payment is received.',
  // Status history notes (the console's timeline).
  paidOnlineNote: (reference: string) => `Paid online (payment ${reference})`,
  paidManuallyNote: 'Marked as paid (manual payment)',
  refundedNote: (amount: string, reference: string) => `Refunded ${amount} (refund ${reference})`,
} as const;

/** Errors the payment routes answer (the envelope's message). */
export const PAYMENT_MESSAGES = {
  notPayable: 'This order is not waiting for payment.',
  manualPayment:
    'This order is paid by bank transfer or invoice: we confirm it once the money arrives. Contact us if you need the details.',
  flagged: PAYMENT_TEXTS.flaggedMessage,
  providerUnavailable:
    'The payment service is not answering right now. Your order is saved: try again in a few minutes.',
  providerRefused: (message: string) => `The payment service refused this: ${message}`,
  webhookSignatureInvalid: 'The event’s signature does not verify.',
  webhookReceived: 'Event received',
  notPaidOnline: 'Only an order paid online can be refunded here.',
  notRefundable: 'This order has nothing left to refund.',
  /** `refundableCents`: whole cents. */
  refundTooMuch: (refundableCents: number) => `You can refund at most ${formatMoney(refundableCents)}.`,
  refundAmountInvalid: 'Enter an amount in dollars and cents, more than zero.',
  refundReasonRequired: 'Say why you refund this order.',
  refundReasonTooLong: `Keep the reason under ${REFUND_REASON_MAX} characters.`,
  /** An order paid online is not marked as paid by hand. */
  notManual: 'This order is paid online: it confirms itself when the payment service says it is paid.',
  receiptNotFound: 'Receipt not found',
} as const;
