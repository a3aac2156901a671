import { z } from 'zod';
import { zMultilineText, zText } from './text.ts';
import { ADDRESS_LIMITS, CART_QUANTITY_MAX, CART_QUANTITY_MIN, COMMERCE_MESSAGES } from './commerce-texts.ts';
import { MESSAGES } from './messages.ts';
import { EMAIL_PATTERN, zPhoneDigits } from './rules.ts';
import { ZOrderPayment } from './payments.ts';

/**
 * Cart, wishlist, orders, notifications and the learner's own reviews (docs/product.md#cart-and-orders,
 * docs/product.md#api). Field names are the API's historical ones (`courses`, `payment.amount`,
 * `fullAddress`…); money is USD with cents on the wire and whole cents in the database.
 */

const M = COMMERCE_MESSAGES;
const V = MESSAGES.validation;

const zQuantity = z
  .number({ error: M.quantityInvalid })
  .int({ error: M.quantityInvalid })
  .min(CART_QUANTITY_MIN, { error: M.quantityInvalid })
  .max(CART_QUANTITY_MAX, { error: M.quantityInvalid });
const zCourseId = z.uuid({ error: M.courseIdInvalid });

/**
 * POST /api/cart/add-to-cart: quantity 1 on add (docs/product.md#rules); adding again raises it by the amount
 * sent.
 */
export const ZCartAddRequest = z.object({ courseId: zCourseId, quantity: zQuantity.default(1) });
export type TCartAddRequest = z.input<typeof ZCartAddRequest>;

/** POST /api/cart/update-quantity: sets the line's quantity (a whole number 1–100). */
export const ZCartQuantityRequest = z.object({ courseId: zCourseId, quantity: zQuantity });
export type TCartQuantityRequest = z.input<typeof ZCartQuantityRequest>;

/** remove-from-cart, wishlist add / remove / move-to-cart. */
export const ZCourseIdRequest = z.object({ courseId: zCourseId });
export type TCourseIdRequest = z.input<typeof ZCourseIdRequest>;

/**
 * A course as the cart, wishlist and orders show it (docs/product.md#cart-and-orders: _id, name, price,
 * images).
 */
export const ZCommerceCourse = z.object({
  _id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  images: z.array(z.string()),
  duration: z.string(),
});
export type TCommerceCourse = z.infer<typeof ZCommerceCourse>;

export const ZCartLine = z.object({ course: ZCommerceCourse, quantity: z.number().int() });
export type TCartLine = z.infer<typeof ZCartLine>;

/** GET /api/cart/get-cart → data: lines oldest first, with the server's sums (the page computes the same). */
export const ZCart = z.object({
  courses: z.array(ZCartLine),
  /** Σ quantity: the nav badge and the page's item count. */
  itemCount: z.number().int(),
  /** Σ quantity × price, in USD. */
  total: z.number(),
});
export type TCart = z.infer<typeof ZCart>;

/** GET /api/wishlist → data.courses, newest first. */
export const ZWishlist = z.object({ courses: z.array(ZCommerceCourse) });
export type TWishlist = z.infer<typeof ZWishlist>;

const requiredText = (max: number, string = zText) =>
  string({ error: V.requiredFields })
    .trim()
    .min(1, { error: V.requiredFields })
    .max(max, { error: `Keep this under ${max} characters.` });

const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max, { error: `Keep this under ${max} characters.` })
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The checkout address (docs/product.md#cart-and-orders): name, fullAddress and mobile are required ('Please
 * fill all required fields'), email and landmark optional. The mobile number follows the sign-up phone rule.
 */
export const ZAddress = z.object({
  name: requiredText(ADDRESS_LIMITS.name),
  fullAddress: requiredText(ADDRESS_LIMITS.fullAddress, zMultilineText),
  landmark: optionalText(ADDRESS_LIMITS.landmark),
  mobile: requiredText(20).pipe(zPhoneDigits),
  email: optionalText(ADDRESS_LIMITS.email).pipe(
    z.string().regex(EMAIL_PATTERN, { error: V.emailInvalid }).optional(),
  ),
});
export type TAddress = z.output<typeof ZAddress>;
export type TAddressInput = z.input<typeof ZAddress>;

/**
 * POST /api/booking/create (docs/product.md#api). The server recomputes every line from the database: a
 * `price` or `payment.amount` that disagrees is a 409 and nothing is stored. The lines must be the cart as it
 * is.
 */
export const ZOrderRequest = z.object({
  courses: z
    .array(
      z.object({
        course: zCourseId,
        quantity: zQuantity,
        price: z.number({ error: M.amountMismatch }).nonnegative({ error: M.amountMismatch }),
      }),
    )
    .min(1, { error: M.cartEmpty })
    .max(200),
  address: ZAddress,
  payment: z.object({
    amount: z.number({ error: M.amountMismatch }).nonnegative({ error: M.amountMismatch }),
  }),
  /**
   * docs/product.md#cart-and-orders: 'save this address for next time' (true keeps it, false forgets a saved
   * one).
   */
  saveAddress: z.boolean().optional().default(false),
  /** docs/product.md#cart-and-orders: 'I accept the terms' is required. */
  acceptTerms: z.literal(true, { error: M.termsRequired }),
});
export type TOrderRequest = z.input<typeof ZOrderRequest>;

/**
 * Order statuses (docs/product.md#cart-and-orders): pending (placed), confirmed (paid), completed, cancelled,
 * and refunded (paid, then given back in full: ADR 039). Only a full refund makes an order `refunded`; a
 * partial one leaves its status and says so in `payment`.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'refunded'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** How an order status reads to a learner (order history). */
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  pending: 'Pending payment',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The stages of Your Skillset Journey, in a learner's order (see `journeyStage`). */
export const JOURNEY_STAGES = ['awaiting-payment', 'active', 'completed'] as const satisfies JourneyStage[];

export const ZOrderLine = z.object({
  /**
   * The course as it was ordered (name and price are kept on the order; `_id` is null if it was deleted
   * since).
   */
  course: z.object({
    _id: z.uuid().nullable(),
    name: z.string(),
    slug: z.string(),
    images: z.array(z.string()),
  }),
  quantity: z.number().int(),
  price: z.number(),
  /**
   * The learner's own list (GET /api/booking): the course's stage on Your Skillset Journey (`journeyStage`:
   * its lessons decide once the order is paid; null when cancelled) and the share of its published lessons
   * they completed (0 without lessons).
   */
  stage: z.enum(JOURNEY_STAGES).nullable().optional(),
  percent: z.number().int().optional(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrder = z.object({
  _id: z.uuid(),
  /** Short reference a learner can quote ('CUR-…'). */
  reference: z.string(),
  address: z.object({
    name: z.string(),
    fullAddress: z.string(),
    landmark: z.string().optional(),
    mobile: z.string(),
    email: z.string().optional(),
  }),
  /** The amount and how it is paid (payments.ts). */
  payment: ZOrderPayment,
  status: ZOrderStatus,
  courses: z.array(ZOrderLine),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

/**
 * PATCH /api/admin/booking/{id}: the operator moves an order along (the allowed moves of console-orders.ts).
 */
export const ZOrderStatusRequest = z.object({ status: ZOrderStatus });

/** GET /api/user/address: the address saved at checkout, or null. */
export const ZSavedAddress = ZOrder.shape.address.nullable();
export type TSavedAddress = z.infer<typeof ZSavedAddress>;

/**
 * GET /api/notification/user: broadcasts and the learner's own, newest first (docs/product.md#api: title,
 * message).
 */
export const ZNotification = z.object({
  _id: z.uuid(),
  title: z.string(),
  message: z.string(),
  /** True for a message to everyone, false for one to this learner. */
  broadcast: z.boolean(),
  /** Where a broadcast points (a page of this site or an https address), when it has a link. */
  link: z.string().optional(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/user/reviews: the learner's own reviews with the course they are about (profile Reviews tab). */
export const ZMyReview = z.object({
  _id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  course: z.object({ _id: z.uuid(), name: z.string(), slug: z.string(), images: z.array(z.string()) }),
  /** Hidden by a moderator: off the course page and its average; only its author still sees it. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMyReview = z.infer<typeof ZMyReview>;

/**
 * GET /api/booking/enrolled: a course in an order of the learner's that is not cancelled, which they cannot
 * buy again. `awaiting-payment` while every such order is pending (placed, not paid); `enrolled` once one is
 * confirmed or completed (docs/product.md#cart-and-orders).
 */
export const ZOwnedCourse = z.object({
  courseId: z.uuid(),
  state: z.enum(['awaiting-payment', 'enrolled']),
});
export type TOwnedCourse = z.infer<typeof ZOwnedCourse>;
export type TCourseOwnership = TOwnedCourse['state'];

/**
 * Your Skillset Journey (docs/product.md#accounts) reads order statuses as learning stages (and, once an
 * order is paid, the learner's lessons: `journeyStage` below):
 * - pending   → 'awaiting-payment' (placed; the seat is held while payment is arranged, not yet enrolled)
 * - confirmed → 'active'           (paid: enrolled, the learner is taking the course)
 * - completed → 'completed'        (the order is fulfilled and closed)
 * - cancelled → not on the journey (it stays in Order History)
 * - refunded  → not on the journey either: a full refund ends access (ADR 039)
 * The 'Enrolled' filter shows the courses the learner is enrolled in (active and completed: being done implies
 * having been enrolled); 'Active', 'Completed Courses' and 'Awaiting payment' show only their own stage.
 */
export const JOURNEY_STAGE_BY_STATUS: Record<TOrderStatus, JourneyStage | null> = {
  pending: 'awaiting-payment',
  confirmed: 'active',
  completed: 'completed',
  cancelled: null,
  refunded: null,
};
export type JourneyStage = 'awaiting-payment' | 'active' | 'completed';

/**
 * A course's stage on the journey from its order's status and the learner's lessons (ADR 031): once the
 * order is confirmed or completed, a course with published lessons is 'completed' when every one of them is
 * complete and 'active' until then, whatever the order says; a course without lessons follows its order
 * (JOURNEY_STAGE_BY_STATUS). Pending stays 'awaiting-payment'; cancelled and refunded are off the journey.
 */
export function journeyStage(
  status: TOrderStatus,
  lessons: { total: number; completed: number } | undefined,
): JourneyStage | null {
  const stage = JOURNEY_STAGE_BY_STATUS[status];
  if (stage === null || stage === 'awaiting-payment' || !lessons || lessons.total === 0) return stage;
  return lessons.completed >= lessons.total ? 'completed' : 'active';
}
/** A filter button of the journey: one stage, or every enrolled course. */
export type JourneyFilter = 'enrolled' | JourneyStage;
export const JOURNEY_FILTERS: { filter: JourneyFilter; label: string }[] = [
  { filter: 'enrolled', label: 'Enrolled' },
  { filter: 'active', label: 'Active' },
  { filter: 'completed', label: 'Completed Courses' },
  { filter: 'awaiting-payment', label: 'Awaiting payment' },
];
export const JOURNEY_STAGE_LABELS: Record<JourneyStage, string> = {
  'awaiting-payment': 'Awaiting payment',
  active: 'Active',
  completed: 'Completed',
};
/** What each journey filter says when nothing matches it; each is followed by a link to the catalogue. */
export const JOURNEY_EMPTY_TEXT: Record<JourneyFilter, string> = {
  enrolled: 'You have not enrolled in any courses yet.',
  active: 'You have no active courses right now.',
  completed: 'You have not completed any courses yet.',
  'awaiting-payment': 'No order of yours is waiting for payment.',
};
/** Under 'Enrolled' when nothing is enrolled yet but an order waits for payment. */
export const JOURNEY_ENROLLED_ONCE_PAID =
  'Your order is waiting for payment: you are enrolled as soon as it is confirmed. See it under Awaiting payment.';
/** Does an entry at `stage` show under the `filter` button? */
export const journeyFilterMatches = (filter: JourneyFilter, stage: JourneyStage) =>
  filter === stage || (filter === 'enrolled' && stage !== 'awaiting-payment');
