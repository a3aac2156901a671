import { z } from 'zod';
import { zMultilineText } from './text.ts';
import { dollarsToCents } from './money.ts';
import {
  ORDER_PAYMENT_STATUSES,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_MODES,
  RECEIPT_KINDS,
  REFUND_REASON_MAX,
  REFUND_STATUSES,
} from './payment-texts.ts';

/**
 * Online payment on the wire (docs/product.md#payment, ADR 039). Money is dollars with cents (USD), as
 * everywhere on the wire (money.ts); dates are ISO strings.
 */

export const ZPaymentsMode = z.enum(PAYMENT_MODES);
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export const ZOrderPaymentStatus = z.enum(ORDER_PAYMENT_STATUSES);
export const ZRefundStatus = z.enum(REFUND_STATUSES);
export const ZReceiptKind = z.enum(RECEIPT_KINDS);

/**
 * The order statuses a payment may be refunded from: paid (confirmed, completed), or paid and then cancelled
 * by an operator (the money is still ours until it is refunded). A full refund makes the order `refunded`.
 */
export const REFUNDABLE_ORDER_STATUSES = ['confirmed', 'completed', 'cancelled'] as const;
export const isRefundableStatus = (status: string) =>
  (REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(status);

/** GET /api/site → data.payments: which checkout the site runs (PAYMENTS). */
export const ZPublicPayments = z.object({ mode: ZPaymentsMode });
export type TPublicPayments = z.infer<typeof ZPublicPayments>;

/**
 * An order's `payment` (GET /api/booking, /api/booking/{id}, the console's order reads): the amount the
 * server computed, then how it is paid and where that stands.
 */
export const ZOrderPayment = z.object({
  amount: z.number(),
  currency: z.literal('USD'),
  /** `card` once the learner started paying online (or the site takes cards); `manual` otherwise. */
  method: ZPaymentMethod,
  status: ZOrderPaymentStatus,
  /** The payment service reported an amount or currency other than the order's: the console checks it. */
  flagged: z.boolean(),
  /** Why the last online try did not pay (PAYMENT_FAILURE_TEXTS), while the order is pending; else null. */
  failureReason: z.string().nullable(),
  /** True when the learner may (re)start paying online: POST /api/booking/{id}/pay. */
  canPay: z.boolean(),
  /** The receipt's number ('CUR-2026-000123') once paid; null before. */
  receiptNumber: z.string().nullable(),
  /** The credit notes of its refunds, oldest first. */
  creditNoteNumbers: z.array(z.string()),
  /** Dollars given back so far (0 without refunds). */
  refunded: z.number(),
  paidAt: z.string().nullable(),
});
export type TOrderPayment = z.infer<typeof ZOrderPayment>;

/**
 * POST /api/booking/{id}/pay → data: where to send the learner (Stripe's hosted page), or null under
 * PAYMENTS=manual (nothing to do online: the order waits for an admin).
 */
export const ZPaymentStartReply = z.object({ redirectUrl: z.string().nullable() });
export type TPaymentStartReply = z.infer<typeof ZPaymentStartReply>;

/** The seller on a receipt: the site settings' brand and contact details when it was issued. */
export const ZReceiptSeller = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  phones: z.array(z.string()),
});

export const ZReceiptLine = z.object({
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
});

/**
 * GET /api/receipts/{number} (the learner's own) and /api/admin/receipts/{number}: a receipt or a credit
 * note, as issued (its seller, buyer and lines do not change afterwards). The PDF is at `…/{number}/pdf`.
 */
export const ZReceipt = z.object({
  number: z.string(),
  kind: ZReceiptKind,
  /** Null once the order is gone (an account deleted): the receipt is kept whole. */
  orderId: z.uuid().nullable(),
  /** The order's reference ('CUR-1A2B3C4D'). */
  orderReference: z.string(),
  issuedAt: z.string(),
  seller: ZReceiptSeller,
  buyer: z.object({ name: z.string(), address: z.string(), email: z.string().nullable() }),
  /** The order's lines (a credit note lists them too, for reference). */
  lines: z.array(ZReceiptLine),
  /** What was paid (receipt) or refunded (credit note). */
  total: z.number(),
  currency: z.literal('USD'),
  paymentMethod: ZPaymentMethod,
  /** The provider's payment id (card) or null (manual). */
  paymentReference: z.string().nullable(),
  paidAt: z.string(),
  /** A credit note: the receipt it credits and the admin's reason; null on a receipt. */
  creditsReceipt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** One refund of an order, as the console shows it. */
export const ZRefund = z.object({
  _id: z.uuid(),
  amount: z.number(),
  reason: z.string(),
  status: ZRefundStatus,
  /** The provider's refund id once it answered. */
  providerReference: z.string().nullable(),
  /** The credit note, once the refund succeeded. */
  creditNoteNumber: z.string().nullable(),
  /** Who asked for it (null once the account is gone). */
  actor: z.object({ _id: z.uuid().nullable(), email: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRefund = z.infer<typeof ZRefund>;

/** The console's payment details of an order (GET /api/admin/orders/{id} → data.paymentDetails). */
export const ZAdminOrderPayment = z.object({
  /** Who handles it: null while no payment was started. */
  provider: z.enum(['manual', 'stripe']).nullable(),
  /** The provider's payment id (Stripe's PaymentIntent), when paid online. */
  reference: z.string().nullable(),
  /** The latest checkout session at the provider. */
  sessionId: z.string().nullable(),
  /** What the provider reported when it did not match the order (the `flagged` order); else null. */
  mismatch: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  /** Dollars that may still be refunded (0 unless paid online). */
  refundable: z.number(),
  /** True when the Refund button applies (paid online, something left, REFUNDABLE_ORDER_STATUSES). */
  canRefund: z.boolean(),
  /** True when Mark as paid applies (pending, not paid online). */
  canMarkPaid: z.boolean(),
});
export type TAdminOrderPayment = z.infer<typeof ZAdminOrderPayment>;

const zRefundAmount = z
  .number({ error: PAYMENT_MESSAGES.refundAmountInvalid })
  .positive({ error: PAYMENT_MESSAGES.refundAmountInvalid })
  .refine((dollars) => Math.abs(dollars * 100 - dollarsToCents(dollars)) < 1e-6, {
    error: PAYMENT_MESSAGES.refundAmountInvalid,
  });

/**
 * POST /api/admin/orders/{id}/refunds (admin): `amount` in dollars with cents (absent: everything still
 * refundable) and a reason. Answers the console order, with the refund `pending` until the provider's event.
 */
export const ZAdminRefundRequest = z.object({
  amount: zRefundAmount.optional(),
  reason: zMultilineText({ error: PAYMENT_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, { error: PAYMENT_MESSAGES.refundReasonRequired })
    .max(REFUND_REASON_MAX, { error: PAYMENT_MESSAGES.refundReasonTooLong }),
});
export type TAdminRefundRequest = z.input<typeof ZAdminRefundRequest>;
