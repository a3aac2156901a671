import {
  cartTotalCents,
  centsToDollars,
  type TAddressInput,
  type TCart,
  type TOrderRequest,
} from '@curio/shared';

/**
 * What the checkout page sends (docs/product.md#api), with no app or database behind it: the cluster suite
 * uses it too.
 */

export const anAddress = (overrides: Partial<TAddressInput> = {}): TAddressInput => ({
  name: 'Priya Sharma',
  fullAddress: '22 MG Road, Bangalore 560001',
  landmark: 'Opposite the metro station',
  mobile: '9876543210',
  email: 'priya@example.com',
  ...overrides,
});

/**
 * The request the checkout page sends for this cart (docs/product.md#api): its lines, prices and their sum.
 */
export function orderFor(cart: TCart, overrides: Partial<TOrderRequest> = {}): TOrderRequest {
  const courses = cart.courses.map((line) => ({
    course: line.course._id,
    quantity: line.quantity,
    price: line.course.price,
  }));
  return {
    courses,
    address: anAddress(),
    payment: { amount: centsToDollars(cartTotalCents(cart.courses)) },
    acceptTerms: true,
    ...overrides,
  };
}
