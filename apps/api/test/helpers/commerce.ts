import type { FastifyInstance, InjectOptions } from 'fastify';
import { count } from 'drizzle-orm';
import { cartItems, notifications, orderItems, orders, type CourseRow } from '@curio/db';
import type { TCart, TNotification, TOrder, TOrderStatus } from '@curio/shared';
import { aCategory, aCourse, type CourseOverrides } from './courses.ts';
import { testDatabase } from './database.ts';
import { orderFor } from './order-request.ts';
import { decodeQuotedPrintable } from './smtp.ts';

export { anAddress, orderFor } from './order-request.ts';

/** Test helpers for cart, wishlist and orders: arrange through the API, count straight from the database. */

export type Auth = Record<string, string>;

export const urls = {
  cartAdd: '/api/cart/add-to-cart',
  cartGet: '/api/cart/get-cart',
  cartUpdate: '/api/cart/update-quantity',
  cartRemove: '/api/cart/remove-from-cart',
  wishlist: '/api/wishlist',
  wishlistAdd: '/api/wishlist/add',
  wishlistRemove: '/api/wishlist/remove',
  wishlistMove: '/api/wishlist/move-to-cart',
  orderCreate: '/api/booking/create',
  orders: '/api/booking',
  enrolled: '/api/booking/enrolled',
  order: (id: string) => `/api/booking/${id}`,
  adminOrder: (id: string) => `/api/admin/booking/${id}`,
  savedAddress: '/api/user/address',
  myReviews: '/api/user/reviews',
  notifications: '/api/notification/user',
} as const;

export async function someCourses(overrides: CourseOverrides[]): Promise<CourseRow[]> {
  const category = await aCategory();
  const rows: CourseRow[] = [];
  for (const [i, o] of overrides.entries())
    rows.push(await aCourse(category, { name: `Course ${i + 1}`, ...o }));
  return rows;
}

export const aCourseInStock = async (overrides: CourseOverrides = {}) =>
  (await someCourses([overrides]))[0] as CourseRow;

export function post(app: FastifyInstance, url: string, auth: Auth, payload?: unknown) {
  const options: InjectOptions = { method: 'POST', url, headers: auth };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

export function get(app: FastifyInstance, url: string, auth: Auth) {
  return app.inject({ method: 'GET', url, headers: auth });
}

/** GET that must succeed: the envelope's data. */
async function readData<T>(app: FastifyInstance, url: string, auth: Auth): Promise<T> {
  const res = await get(app, url, auth);
  if (res.statusCode !== 200) throw new Error(`GET ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

export async function addToCart(app: FastifyInstance, auth: Auth, courseId: string, quantity?: number) {
  const res = await post(app, '/api/cart/add-to-cart', auth, {
    courseId,
    ...(quantity === undefined ? {} : { quantity }),
  });
  if (res.statusCode !== 200) throw new Error(`add-to-cart failed: ${res.statusCode} ${res.body}`);
  return res.json().data as TCart;
}

export const readCart = (app: FastifyInstance, auth: Auth) => readData<TCart>(app, urls.cartGet, auth);

export const readOrders = (app: FastifyInstance, auth: Auth) => readData<TOrder[]>(app, urls.orders, auth);

export const readNotifications = (app: FastifyInstance, auth: Auth) =>
  readData<TNotification[]>(app, urls.notifications, auth);

export function placeOrder(app: FastifyInstance, auth: Auth, payload: unknown, idempotencyKey?: string) {
  return app.inject({
    method: 'POST',
    url: urls.orderCreate,
    headers: { ...auth, ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) },
    payload: payload as object,
  });
}

/** Fills the cart with the courses (quantity each) and places the order; returns the order. */
export async function anOrder(
  app: FastifyInstance,
  auth: Auth,
  lines: { courseId: string; quantity?: number }[],
): Promise<TOrder> {
  for (const line of lines) await addToCart(app, auth, line.courseId, line.quantity);
  const res = await placeOrder(app, auth, orderFor(await readCart(app, auth)));
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Rows in the tables an order writes: a refused order must leave these as they were. */
export async function orderTableSizes() {
  const { db } = await testDatabase();
  const size = async (table: typeof orders | typeof orderItems | typeof cartItems | typeof notifications) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    orders: await size(orders),
    orderItems: await size(orderItems),
    cartItems: await size(cartItems),
    notifications: await size(notifications),
  };
}

/** A message to every learner, written straight to the database (the operator has no API for it yet). */
export async function aBroadcast(title: string, createdAt = new Date()) {
  const { db } = await testDatabase();
  await db.insert(notifications).values({ title, message: `${title}: details inside.`, createdAt });
}

export function setOrderStatus(app: FastifyInstance, auth: Auth, orderId: string, payload: unknown) {
  return app.inject({
    method: 'PATCH',
    url: urls.adminOrder(orderId),
    headers: auth,
    payload: payload as object,
  });
}

/** The operator moves an order to `status`; must succeed. */
export async function moveOrder(app: FastifyInstance, auth: Auth, orderId: string, status: TOrderStatus) {
  const res = await setOrderStatus(app, auth, orderId, { status });
  if (res.statusCode !== 200) throw new Error(`status change failed: ${res.statusCode} ${res.body}`);
  return res.json().data as TOrder;
}

/** A token that was never issued by this server. */
export const garbageAuth: Auth = { authorization: 'Bearer not.a.real-token' };

/**
 * A captured mail as a reader sees it: quoted-printable undone, UTF-8 decoded (for '×' and '—'), LF endings.
 */
export const readableMail = (raw: string) =>
  Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8').replace(/\r\n/g, '\n');
