import {
  cartTotalCents,
  centsToDollars,
  type TCart,
  type TCommerceCourse,
  type TMyReview,
  type TNotification,
  type TOrder,
  type TOrderPayment,
  type TOrderStatus,
  type TSavedAddress,
  type TWishlist,
} from '@curio/shared';

/**
 * Data for the commerce screens' tests, shaped exactly like the API's replies (packages/shared/commerce.ts).
 */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const course = (n: number, name: string, price: number): TCommerceCourse => ({
  _id: uuid(100 + n),
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  price,
  images: [`/images/courses/${n}.svg`],
  duration: `${n + 4} weeks`,
});

export const react = course(1, 'React from Zero', 49);
export const node = course(2, 'Node APIs in Practice', 59.5);
export const sql = course(3, 'SQL for Analysts', 0.1);

/** A cart as the server answers it, with its own sums (the page must compute the same from the lines). */
export function cartOf(...lines: [TCommerceCourse, number][]): TCart {
  const courses = lines.map(([c, quantity]) => ({ course: c, quantity }));
  return {
    courses,
    itemCount: courses.reduce((n, line) => n + line.quantity, 0),
    total: centsToDollars(cartTotalCents(courses)),
  };
}

export const wishlistOf = (...courses: TCommerceCourse[]): TWishlist => ({ courses });

export const savedAddress: NonNullable<TSavedAddress> = {
  name: 'Asha Verma',
  fullAddress: '12 Lake Road, HSR Layout, Bangalore 560102',
  landmark: 'Near the park',
  mobile: '9123456780',
  email: 'billing@example.com',
};

let orderSeq = 0;
/** An order's payment under PAYMENTS=manual, without receipt or refunds. */
export const manualPayment = (amount: number, status: TOrderPayment['status'] = 'unpaid'): TOrderPayment => ({
  amount,
  currency: 'USD',
  method: 'manual',
  status,
  flagged: false,
  failureReason: null,
  canPay: false,
  receiptNumber: null,
  creditNoteNumbers: [],
  refunded: 0,
  paidAt: null,
});

export function orderOf(
  status: TOrderStatus,
  createdAt: string,
  ...lines: [TCommerceCourse, number][]
): TOrder {
  orderSeq += 1;
  const id = `abcdef${String(orderSeq).padStart(2, '0')}-0000-4000-8000-000000000000`;
  return {
    _id: id,
    reference: `CUR-${id.slice(0, 8).toUpperCase()}`,
    address: { name: 'Asha Verma', fullAddress: '12 Lake Road', mobile: '9123456780' },
    payment: manualPayment(
      centsToDollars(cartTotalCents(lines.map(([course, quantity]) => ({ course, quantity })))),
      status === 'confirmed' || status === 'completed' ? 'paid' : 'unpaid',
    ),
    status,
    courses: lines.map(([c, quantity]) => ({
      course: { _id: c._id, name: c.name, slug: c.slug, images: c.images },
      quantity,
      price: c.price,
    })),
    createdAt,
    updatedAt: createdAt,
  };
}

export const notification = (
  n: number,
  title: string,
  broadcast: boolean,
  createdAt: string,
): TNotification => ({
  _id: uuid(500 + n),
  title,
  message: `${title}: the details.`,
  broadcast,
  createdAt,
});

export const myReview = (n: number, c: TCommerceCourse, rating: number, comment: string): TMyReview => ({
  _id: uuid(700 + n),
  rating,
  comment,
  course: { _id: c._id, name: c.name, slug: c.slug, images: c.images },
  hidden: false,
  hiddenReason: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
});
