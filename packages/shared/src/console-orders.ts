import { z } from 'zod';
import { zMultilineText, zText } from './text.ts';
import { ORDER_STATUS_LABELS, ZOrder, ZOrderStatus, type TOrderStatus } from './commerce.ts';
import { zFilterDay, ZConsoleListQuery, ZVersion } from './console.ts';
import { zIdList } from './console-selection.ts';
import { ZAdminOrderPayment, ZRefund } from './payments.ts';

/** The operator console's orders (admin only): list, one order with its timeline, status moves. */

export const ORDER_NOTE_MAX = 1000;

/**
 * The moves an operator may make: pending → confirmed → completed, and pending or confirmed →
 * cancelled. Completed and cancelled are final. `refunded` is reached only by a full refund (ADR 039) and is
 * final too. Confirming a pending order is 'Mark as paid': it records a manual payment and issues a receipt.
 */
export const ORDER_TRANSITIONS: Record<TOrderStatus, readonly TOrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  refunded: [],
};

export const canMoveOrder = (from: TOrderStatus, to: TOrderStatus) => ORDER_TRANSITIONS[from].includes(to);

export const ORDER_ADMIN_MESSAGES = {
  transitionRefused: (from: TOrderStatus, to: TOrderStatus) =>
    from === to
      ? `This order is already ${ORDER_STATUS_LABELS[from]}.`
      : `An order that is ${ORDER_STATUS_LABELS[from]} cannot be moved to ${ORDER_STATUS_LABELS[to]}.`,
  noteTooLong: `Keep the note under ${ORDER_NOTE_MAX} characters.`,
  /** Under the order page's move buttons, which keep their places (docs/product.md#console). */
  stepsHint:
    'Mark the order as paid once the money is in (an order paid online confirms itself), then complete it when everything is delivered. Each step is taken once; a button that does not apply now is greyed out.',
  completeTitle: (reference: string) => `Complete order ${reference}?`,
  /** Completing is the business's step: what the learner is told, and that it is final. */
  completeWarning: (learnerName: string) =>
    `${learnerName} is told by email and in the site that the order is complete, and its courses show as completed in their Skillset Journey. A completed order is final: it cannot be cancelled or changed afterwards.`,
  cancelTitle: (reference: string) => `Cancel order ${reference}?`,
  cancelWarning: (learnerName: string) =>
    `${learnerName} is told by email and in the site. A cancelled order cannot be reopened.`,
} as const;

/**
 * GET /api/admin/orders(.csv): `q` is an order reference ('CUR-1A2B3C4D', or its start); `learner` a user id
 * or part of an email; `course` a course id; `from`/`to` whole days, both included. Sort: createdAt, amount.
 */
export const ZAdminOrderListQuery = ZConsoleListQuery.extend({
  status: ZOrderStatus.optional(),
  from: zFilterDay.optional(),
  to: zFilterDay.optional(),
  learner: zText().trim().min(1).max(254).optional(),
  course: z.uuid().optional(),
  /** A selection's export: only these orders (comma-separated ids). */
  ids: zIdList.optional(),
});
export type TAdminOrderListQuery = z.output<typeof ZAdminOrderListQuery>;
export const ORDER_SORTS = ['createdAt', 'amount'] as const;

const ZOrderLearner = z.object({ _id: z.uuid(), name: z.string(), email: z.string() });

/** A row of the orders table. */
export const ZAdminOrderSummary = z.object({
  _id: z.uuid(),
  reference: z.string(),
  status: ZOrderStatus,
  amount: z.number(),
  currency: z.literal('USD'),
  learner: ZOrderLearner,
  /** Σ quantity of the lines. */
  itemCount: z.number().int(),
  /** The receipt's number once paid (ADR 039). */
  receiptNumber: z.string().nullable(),
  /** An online payment that did not match the order waits for the operator (ADR 039). */
  flagged: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminOrderSummary = z.infer<typeof ZAdminOrderSummary>;

/** One move in an order's life: placed (from null to pending), then each operator move. */
export const ZOrderStatusEvent = z.object({
  _id: z.uuid(),
  from: ZOrderStatus.nullable(),
  to: ZOrderStatus,
  /** Who made it (the learner who placed it, or the staff member); null once the account is gone. */
  actor: z.object({ _id: z.uuid().nullable(), email: z.string().nullable() }),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TOrderStatusEvent = z.infer<typeof ZOrderStatusEvent>;

/**
 * GET /api/admin/orders/{id}: the order as its learner sees it, plus who they are and its timeline (oldest
 * first).
 */
export const ZAdminOrder = ZOrder.extend({
  learner: ZOrderLearner,
  timeline: z.array(ZOrderStatusEvent),
  /** Provider, references, what may be refunded (payments.ts). */
  paymentDetails: ZAdminOrderPayment,
  /** Its refunds, oldest first. */
  refunds: z.array(ZRefund),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

/** An operator's optional note on a move (kept in the order's timeline). */
const zOrderNote = zMultilineText()
  .trim()
  .max(ORDER_NOTE_MAX, { error: ORDER_ADMIN_MESSAGES.noteTooLong })
  .optional()
  .transform((note) => note || undefined);

/** PATCH /api/admin/orders/{id}/status: an allowed move, an optional note, the version (updatedAt) loaded. */
export const ZAdminOrderStatusRequest = ZVersion.extend({
  status: ZOrderStatus,
  note: zOrderNote,
});
export type TAdminOrderStatusRequest = z.input<typeof ZAdminOrderStatusRequest>;

/**
 * POST /api/admin/orders/{id}/mark-paid: 'Mark as paid' for an order paid by bank transfer or invoice (the same
 * as moving it to confirmed): the version loaded and an optional note. Answers the console order.
 */
export const ZAdminMarkPaidRequest = ZVersion.extend({
  note: zOrderNote,
});
export type TAdminMarkPaidRequest = z.input<typeof ZAdminMarkPaidRequest>;
