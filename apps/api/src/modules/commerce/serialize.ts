import type {
  CourseRow,
  NotificationRow,
  OrderItemRow,
  OrderPaymentRow,
  OrderRow,
  RefundRow,
  StoredAddress,
} from '@curio/db';
import {
  centsToDollars,
  isRefundableStatus,
  PAYMENT_FAILURE_TEXTS,
  type TAdminOrderPayment,
  type TOrderPayment,
  type TRefund,
  type TOrderPaymentStatus,
  type TPaymentsMode,
  lineTotalCents,
  sumCents,
  type TCart,
  type TCommerceCourse,
  type TMyReview,
  type TNotification,
  type TOrder,
} from '@curio/shared';

/** The reference a learner quotes: 'CUR-' and the first 8 hex digits of the order id. */
export const orderReference = (orderId: string) =>
  `CUR-${orderId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

export type CommerceCourseRow = Pick<
  CourseRow,
  'id' | 'name' | 'slug' | 'images' | 'duration' | 'priceCents'
>;

export const toCommerceCourse = (row: CommerceCourseRow): TCommerceCourse => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  price: centsToDollars(row.priceCents),
  images: row.images,
  duration: row.duration,
});

export interface CartLineRow {
  quantity: number;
  course: CommerceCourseRow;
}

/** A cart line at checkout: its course may have been unpublished, or bought, since it was added. */
export interface CheckoutLineRow extends CartLineRow {
  isPublished: boolean;
  /** The learner is enrolled in the course (an order of theirs holds it): it is not ordered again. */
  isEnrolled: boolean;
}

/** Σ quantity × price of the cart's lines at the database prices, in whole cents (never summed as floats). */
export const cartRowsTotalCents = (lines: CartLineRow[]) =>
  sumCents(lines.map((line) => lineTotalCents(line.course.priceCents, line.quantity)));

export function toCart(lines: CartLineRow[]): TCart {
  return {
    courses: lines.map((line) => ({ course: toCommerceCourse(line.course), quantity: line.quantity })),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: centsToDollars(cartRowsTotalCents(lines)),
  };
}

/**
 * An address with its optional fields only when they hold something: as it is stored (on an order, on the
 * user) and as it is answered. The three shapes are the same.
 */
export const compactAddress = (address: StoredAddress): StoredAddress => ({
  name: address.name,
  fullAddress: address.fullAddress,
  ...(address.landmark ? { landmark: address.landmark } : {}),
  mobile: address.mobile,
  ...(address.email ? { email: address.email } : {}),
});

export type OrderItemView = Pick<
  OrderItemRow,
  'courseId' | 'courseName' | 'courseSlug' | 'courseImages' | 'quantity' | 'priceCents'
>;

/** What an order's payment read needs besides the order: its payment row and its documents' numbers. */
export interface OrderPaymentView {
  row: OrderPaymentRow | undefined;
  receiptNumber: string | null;
  creditNoteNumbers: string[];
}

export const NO_PAYMENT: OrderPaymentView = { row: undefined, receiptNumber: null, creditNoteNumbers: [] };

function paymentStatus(
  order: Pick<OrderRow, 'status'>,
  row: OrderPaymentRow | undefined,
): TOrderPaymentStatus {
  if (order.status === 'refunded') return 'refunded';
  const isPaid = order.status === 'confirmed' || order.status === 'completed' || row?.paidAt;
  if (isPaid) return (row?.refundedCents ?? 0) > 0 ? 'partially-refunded' : 'paid';
  return row?.processing ? 'processing' : 'unpaid';
}

/**
 * An order's payment as the learner and the console read it (ADR 039). An order without a payment row was
 * placed for manual payment (or before online payment existed) unless the site takes cards now.
 */
export function toOrderPayment(
  order: Pick<OrderRow, 'status' | 'amountCents'>,
  { row, receiptNumber, creditNoteNumbers }: OrderPaymentView,
  mode: TPaymentsMode,
): TOrderPayment {
  const isPending = order.status === 'pending';
  const flagged = isPending && row?.mismatchAmountCents != null;
  const processing = isPending && row?.processing === true;
  return {
    amount: centsToDollars(order.amountCents),
    currency: 'USD',
    method: row?.method ?? (mode === 'stripe' ? 'card' : 'manual'),
    status: paymentStatus(order, row),
    flagged,
    failureReason: isPending && row?.failure ? PAYMENT_FAILURE_TEXTS[row.failure] : null,
    canPay: isPending && mode === 'stripe' && !flagged && !processing,
    receiptNumber,
    creditNoteNumbers,
    refunded: centsToDollars(row?.refundedCents ?? 0),
    paidAt: row?.paidAt?.toISOString() ?? null,
  };
}

/** The console's payment details of an order: provider, references, what may still be refunded. */
export function toAdminOrderPayment(
  order: Pick<OrderRow, 'status'>,
  { row }: OrderPaymentView,
  refunds: Pick<RefundRow, 'status' | 'amountCents'>[],
): TAdminOrderPayment {
  const pending = sumCents(refunds.filter((r) => r.status === 'pending').map((r) => r.amountCents));
  const isOnline = row?.provider === 'stripe' && row.paidCents != null && row.reference != null;
  const refundable = isOnline ? Math.max(0, (row.paidCents ?? 0) - row.refundedCents - pending) : 0;
  const hasMismatch = row?.mismatchAmountCents != null && row.mismatchCurrency != null;
  return {
    provider: row?.provider ?? null,
    reference: row?.reference ?? null,
    sessionId: row?.sessionId ?? null,
    mismatch:
      order.status === 'pending' && hasMismatch
        ? { amount: centsToDollars(row.mismatchAmountCents ?? 0), currency: row.mismatchCurrency ?? '' }
        : null,
    refundable: centsToDollars(refundable),
    canRefund: refundable > 0 && isRefundableStatus(order.status),
    canMarkPaid: order.status === 'pending',
  };
}

export const toRefund = (row: RefundRow, creditNoteNumber: string | null): TRefund => ({
  _id: row.id,
  amount: centsToDollars(row.amountCents),
  reason: row.reason,
  status: row.status,
  providerReference: row.providerRefundId,
  creditNoteNumber,
  actor: { _id: row.actorId, email: row.actorEmail },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toOrder = (
  order: OrderRow,
  items: OrderItemView[],
  payment: OrderPaymentView,
  mode: TPaymentsMode,
): TOrder => ({
  _id: order.id,
  reference: orderReference(order.id),
  address: compactAddress(order.address),
  payment: toOrderPayment(order, payment, mode),
  status: order.status,
  courses: items.map((item) => ({
    course: {
      _id: item.courseId,
      name: item.courseName,
      slug: item.courseSlug,
      images: item.courseImages,
    },
    quantity: item.quantity,
    price: centsToDollars(item.priceCents),
  })),
  createdAt: order.createdAt.toISOString(),
  updatedAt: order.updatedAt.toISOString(),
});

export const toNotification = (
  row: Pick<NotificationRow, 'id' | 'userId' | 'title' | 'message' | 'link' | 'createdAt'>,
): TNotification => ({
  _id: row.id,
  title: row.title,
  message: row.message,
  broadcast: row.userId === null,
  ...(row.link ? { link: row.link } : {}),
  createdAt: row.createdAt.toISOString(),
});

export interface MyReviewRow {
  id: string;
  rating: number;
  comment: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  course: { id: string; name: string; slug: string; images: string[] };
}

export const toMyReview = (row: MyReviewRow): TMyReview => ({
  _id: row.id,
  rating: row.rating,
  comment: row.comment,
  course: { _id: row.course.id, name: row.course.name, slug: row.course.slug, images: row.course.images },
  hidden: row.hiddenAt !== null,
  hiddenReason: row.hiddenAt === null ? null : row.hiddenReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
