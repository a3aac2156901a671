// zod-free on purpose: the site shell and pages import these without pulling in the schemas.
import { countText } from './plurals.ts';

export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 100;
export const ADDRESS_LIMITS = { name: 80, fullAddress: 300, landmark: 120, email: 254 } as const;
/** An Idempotency-Key header: letters, digits, dashes and underscores (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** ADR 013: a cart or order line's quantity, as the learner reads it ('1 seat', '3 seats'). */
export const seatsText = (quantity: number) => countText(quantity, 'seat');

/**
 * This feature's own texts; those kept from the original site are in MESSAGES.cart/wishlist/order
 * (docs/product.md#messages).
 */
export const COMMERCE_MESSAGES = {
  courseNotFound: 'Course not found',
  quantityInvalid: `Quantity must be a whole number from ${CART_QUANTITY_MIN} to ${CART_QUANTITY_MAX}.`,
  quantityTooHigh: `You can have at most ${CART_QUANTITY_MAX} of a course in your cart.`,
  courseIdInvalid: 'Choose a course.',
  notInCart: 'This course is not in your cart.',
  notInWishlist: 'This course is not in your wishlist.',
  cartUpdated: 'Cart updated',
  removedFromCart: 'Removed from cart',
  removedFromWishlist: 'Removed from wishlist',
  alreadyInWishlist: 'This course is already in your wishlist.',
  cartEmpty: 'Your cart is empty. Add a course before placing an order.',
  cartChanged: 'Your cart has changed since you opened checkout. Review your order and try again.',
  priceChanged: (name: string, price: string) =>
    `The price of ${name} is now ${price}. Review your order and try again.`,
  amountMismatch: 'The order total does not match the course prices. Review your order and try again.',
  /** Checkout of a course that was unpublished (draft or archived) after it went into the cart. */
  courseUnavailable: (name: string) => `${name} is no longer available. Review your order and try again.`,
  termsRequired: 'Please accept the terms and conditions to place your order.',
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 8 to 128 letters, digits, dashes or underscores.',
  idempotencyKeyReused:
    'This order request was already used for a different order. Reload checkout and try again.',
  /**
   * A course in an order that is not cancelled is the learner's; it is not bought twice. The order may still
   * be waiting for payment, so these do not say 'enrolled'.
   */
  alreadyEnrolled: 'You have already ordered this course. Find it in your learning journey.',
  alreadyEnrolledAtCheckout: (names: string) =>
    `You have already ordered ${names}. Remove it from your cart to place the order.`,
  /** Under 'Enrolled' on the course page, where Add to Cart was: an order of it is confirmed or completed. */
  enrolledNote: 'You are enrolled in this course. Find it in Your Skillset Journey.',
  /**
   * Where Add to Cart was, for a course in an order still waiting for payment (pending): the learner is
   * enrolled once the order is confirmed (docs/product.md#cart-and-orders).
   */
  awaitingPayment: 'Awaiting payment',
  awaitingPaymentNote:
    'Your order for this course is waiting for payment. You are enrolled as soon as it is confirmed.',
  /** ADR 013: a cart line's quantity is seats, one learner each; the cart says so. */
  seatsExplained:
    'Seats: each seat is one learner’s place on the course. Keep 1 for yourself; add seats to enrol colleagues, and we will ask you for their names and emails when we confirm your order.',
  orderNotFound: 'Order not found',
  orderStatusUpdated: 'Order status updated',
  savedAddressNone: 'No saved address',
} as const;

/**
 * What a learner reads, in the site's notifications and by mail, when staff move their order
 * (docs/product.md#cart-and-orders). Completing is the business's step (the order is fulfilled and closed),
 * not the learner's: its notice says nothing of finishing a course.
 */
export const ORDER_STATUS_NOTICES: Record<
  'pending' | 'confirmed' | 'completed' | 'cancelled' | 'refunded',
  (ref: string) => { title: string; message: string }
> = {
  pending: (ref: string) => ({
    title: 'Order pending',
    message: `Your order ${ref} is waiting for payment.`,
  }),
  confirmed: (ref: string) => ({
    title: 'Order confirmed',
    message: `Your order ${ref} is confirmed. Your course is ready for you in your profile.`,
  }),
  completed: (ref: string) => ({
    title: 'Order completed',
    message: `Your order ${ref} is complete: we have closed it on our side. Your course stays in your profile.`,
  }),
  cancelled: (ref: string) => ({ title: 'Order cancelled', message: `Your order ${ref} was cancelled.` }),
  refunded: (ref: string) => ({
    title: 'Order refunded',
    message: `Your order ${ref} was refunded in full. Its courses are no longer open to you.`,
  }),
};
