import {
  cartTotalCents,
  centsToDollars,
  COMMERCE_MESSAGES,
  MESSAGES,
  ZAddress,
  type TCartLine,
  type TOrderRequest,
  type TSavedAddress,
  type TUser,
} from '@curio/shared';
import { z } from 'zod';

// The checkout form's values: their schema, their first values, what a field in error says, and the order
// request they become. The form that shows them is components/checkout-form.tsx.

/**
 * The checkout form: the server's own address schema (docs/product.md#rules: name, fullAddress and mobile
 * required, email and landmark optional, the sign-up phone rule) plus two real checkboxes
 * (docs/product.md#rules). The terms box is a boolean here (a form starts unchecked); the request sends the
 * literal `true` the server insists on.
 */
export const ZCheckoutForm = ZAddress.extend({
  saveAddress: z.boolean(),
  acceptTerms: z.boolean().refine((isChecked) => isChecked, { error: COMMERCE_MESSAGES.termsRequired }),
});
export type TCheckoutFormInput = z.input<typeof ZCheckoutForm>;
export type TCheckoutFormValues = z.output<typeof ZCheckoutForm>;

/** The fields in the order they are on screen: the first one in error is the one a toast names. */
export const CHECKOUT_FIELD_ORDER = [
  'email',
  'name',
  'fullAddress',
  'landmark',
  'mobile',
  'acceptTerms',
] as const satisfies readonly (keyof TCheckoutFormInput)[];

/**
 * What a missing required field says under itself; the toast says the docs/product.md#rules text 'Please fill
 * all required fields' once for all of them, so the field can say which one it is.
 */
export const REQUIRED_FIELD_TEXT = {
  name: 'Enter your full name.',
  fullAddress: 'Enter your full address.',
  mobile: 'Enter your phone number.',
} as const;

/** What the site knows of the learner from their profile. */
export type TCheckoutAccount = Partial<Pick<TUser, 'email' | 'name' | 'phone'>>;

/**
 * The form's first values: a saved address wins whole; without one, the profile fills the contact
 * email, the full name and the phone, so the learner types only the address.
 */
export function checkoutDefaults(
  saved: TSavedAddress | undefined,
  account: TCheckoutAccount,
): TCheckoutFormInput {
  return {
    email: saved ? (saved.email ?? '') : (account.email ?? ''),
    name: saved ? saved.name : (account.name ?? ''),
    fullAddress: saved?.fullAddress ?? '',
    landmark: saved?.landmark ?? '',
    mobile: saved ? saved.mobile : (account.phone ?? ''),
    // Unticking forgets a saved address on the next order, so a saved one starts ticked.
    saveAddress: Boolean(saved),
    acceptTerms: false,
  };
}

const isRequiredMissing = (message: string | undefined) => message === MESSAGES.validation.requiredFields;

/** The text under a field: the field's own words for 'missing', the schema's message for anything else. */
export function fieldErrorText(name: keyof TCheckoutFormInput, message: string | undefined) {
  if (isRequiredMissing(message) && name in REQUIRED_FIELD_TEXT)
    return REQUIRED_FIELD_TEXT[name as keyof typeof REQUIRED_FIELD_TEXT];
  return message;
}

/**
 * The toast for a refused Place Order: the docs/product.md#rules text when any required field is empty, else
 * the first field's own reason (a malformed phone, an unticked terms box).
 */
export function invalidFormMessage(errors: Partial<Record<string, { message?: unknown }>>): string {
  const messages = CHECKOUT_FIELD_ORDER.map((name) => errors[name]?.message).filter(
    (message): message is string => typeof message === 'string',
  );
  if (messages.some(isRequiredMissing)) return MESSAGES.validation.requiredFields;
  return messages[0] ?? MESSAGES.validation.requiredFields;
}

/**
 * docs/product.md#api / ADR 006: the order is the cart as it is on screen, each line at the price shown, and
 * payment.amount = Σ quantity × price (summed in cents). The server checks every figure against the database.
 */
export function toOrderRequest(lines: TCartLine[], values: TCheckoutFormValues): TOrderRequest {
  const { saveAddress, acceptTerms: _accepted, ...address } = values;
  return {
    courses: lines.map(({ course, quantity }) => ({ course: course._id, quantity, price: course.price })),
    address,
    payment: { amount: centsToDollars(cartTotalCents(lines)) },
    saveAddress,
    acceptTerms: true, // validated above: the form cannot get here with the box unticked
  };
}

/** A 400's field paths are the request's ('address.mobile'); the form's fields are flat ('mobile'). */
export const formFieldOf = (path: string) => path.replace(/^address\./, '');
