import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, courses, DEMO_SITE_SETTINGS, orderItems, orders } from '@curio/db';
import {
  COMMERCE_MESSAGES as M,
  MESSAGES,
  ZOrder,
  type TOrder,
  type TOrderRequest,
  type TOwnedCourse,
} from '@curio/shared';
import { useTestApp, useTestAppWithMail } from './helpers/app.ts';
import {
  addToCart,
  anAddress,
  anOrder,
  garbageAuth,
  get,
  orderFor,
  post,
  orderTableSizes,
  placeOrder,
  readCart,
  readOrders,
  readableMail,
  someCourses,
  urls,
  type Auth,
} from './helpers/commerce.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';
import { call } from './helpers/catalogue-admin.ts';

const V = MESSAGES.validation;

/**
 * Three lines with cents and quantities above 1, in an order whose float sum is wrong:
 * 3 × 19.99 + 2 × 49.99 + 7 × 0.10 sums to 160.64999999999998 in floats; the order must say 160.65.
 */
async function aThreeLineCart(app: FastifyInstance, auth: Auth) {
  const [garden, design, pencil] = await someCourses([
    { name: 'Balcony Gardening', priceCents: 1999 },
    { name: 'Product Design', priceCents: 4999 },
    { name: 'Pencil Sketching', priceCents: 10 },
  ]);
  if (!garden || !design || !pencil) throw new Error('courses were not created');
  await addToCart(app, auth, garden.id, 3);
  await addToCart(app, auth, design.id, 2);
  await addToCart(app, auth, pencil.id, 7);
  return { garden, design, pencil, cart: await readCart(app, auth) };
}

/** A learner with two courses in the cart and the checkout request the page would send for it. */
async function aLearnerAtCheckout(app: FastifyInstance) {
  const me = await signedInUser(app);
  const [first, second] = await someCourses([
    { name: 'Watercolour Basics', priceCents: 1999 },
    { name: 'Clay Modelling', priceCents: 2550 },
  ]);
  if (!first || !second) throw new Error('courses were not created');
  await addToCart(app, me.auth, first.id, 2);
  await addToCart(app, me.auth, second.id, 3);
  const cart = await readCart(app, me.auth);
  return { me, first, second, cart, request: orderFor(cart) };
}

/**
 * An order placed under an Idempotency-Key. `cartPassesAgain`: then cancelled, and its courses put back in the
 * cart as they were, so its request would be a valid order again and only the key tells a retry.
 */
async function anOrderUnderAKey(app: FastifyInstance, { cartPassesAgain }: { cartPassesAgain: boolean }) {
  const { me, first, second, request } = await aLearnerAtCheckout(app);
  const key = randomUUID();
  const placed = await placeOrder(app, me.auth, request, key);
  expect(placed.statusCode).toBe(201);
  if (cartPassesAgain) {
    const { db } = await testDatabase();
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.json().data._id));
    await addToCart(app, me.auth, first.id, 2);
    await addToCart(app, me.auth, second.id, 3);
  }
  return { me, request, key, placed };
}

/** A refused order leaves every table it writes, and the learner's cart, exactly as they were. */
async function expectNothingStored(
  app: FastifyInstance,
  auth: Auth,
  before: { sizes: Awaited<ReturnType<typeof orderTableSizes>>; cart: unknown },
) {
  expect(await orderTableSizes()).toEqual(before.sizes);
  expect(await readCart(app, auth)).toEqual(before.cart);
  expect(await readOrders(app, auth)).toEqual([]);
}

describe('POST /api/booking/create', () => {
  const ctx = useTestApp();

  it('places the cart at database prices (201): the total is Σ quantity × price in cents, and the cart empties', async () => {
    const me = await signedInUser(ctx.app);
    const { garden, design, pencil, cart } = await aThreeLineCart(ctx.app, me.auth);
    const res = await placeOrder(ctx.app, me.auth, orderFor(cart, { address: anAddress({ landmark: '' }) }));

    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ statusCode: 201, message: MESSAGES.order.placed });
    const order = ZOrder.strict().parse(res.json().data);
    expect(order).toMatchObject({
      reference: `CUR-${order._id.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
      status: 'pending',
      payment: { amount: 160.65, currency: 'USD' },
      address: {
        name: 'Priya Sharma',
        fullAddress: '22 MG Road, Bangalore 560001',
        mobile: '9876543210',
        email: 'priya@example.com',
      },
    });
    // A blank optional field is not kept.
    expect(order.address).not.toHaveProperty('landmark');
    expect(order.courses).toEqual([
      {
        course: { _id: garden.id, name: 'Balcony Gardening', slug: garden.slug, images: garden.images },
        quantity: 3,
        price: 19.99,
      },
      {
        course: { _id: design.id, name: 'Product Design', slug: design.slug, images: design.images },
        quantity: 2,
        price: 49.99,
      },
      {
        course: { _id: pencil.id, name: 'Pencil Sketching', slug: pencil.slug, images: pencil.images },
        quantity: 7,
        price: 0.1,
      },
    ]);

    const { db } = await testDatabase();
    const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ userId: me.profile._id, amountCents: 16065, status: 'pending' });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(lines.reduce((sum, l) => sum + l.quantity * l.priceCents, 0)).toBe(16065);

    expect(await readCart(ctx.app, me.auth)).toEqual({ courses: [], itemCount: 0, total: 0 });
    const byId = await get(ctx.app, urls.order(order._id), me.auth);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toEqual(order);
  });

  it('keeps the course as it was ordered when its price changes later', async () => {
    const { me, first, request } = await aLearnerAtCheckout(ctx.app);
    const placed = (await placeOrder(ctx.app, me.auth, request)).json().data as TOrder;
    const { db } = await testDatabase();
    await db
      .update(courses)
      .set({ priceCents: 9900, name: 'Watercolour Advanced' })
      .where(eq(courses.id, first.id));
    const [history] = await readOrders(ctx.app, me.auth);
    expect(history?.courses[0]).toMatchObject({ course: { name: 'Watercolour Basics' }, price: 19.99 });
    expect(history?.payment.amount).toBe(placed.payment.amount);
  });

  it.each(['name', 'fullAddress', 'mobile'] as const)(
    'refuses a missing or blank address %s with 400 “Please fill all required fields”, storing nothing',
    async (field) => {
      const { me, cart, request } = await aLearnerAtCheckout(ctx.app);
      const before = { sizes: await orderTableSizes(), cart };
      for (const value of [undefined, '', '   ']) {
        const res = await placeOrder(ctx.app, me.auth, {
          ...request,
          address: { ...request.address, [field]: value },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, message: V.requiredFields, data: null });
        expect(res.json().errors).toContainEqual({ field: `address.${field}`, message: V.requiredFields });
      }
      await expectNothingStored(ctx.app, me.auth, before);
    },
  );

  it('names every missing required address field at once', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    const res = await placeOrder(ctx.app, me.auth, { ...request, address: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(V.requiredFields);
    expect(res.json().errors).toEqual([
      { field: 'address.name', message: V.requiredFields },
      { field: 'address.fullAddress', message: V.requiredFields },
      { field: 'address.mobile', message: V.requiredFields },
    ]);
  });

  it('places an order without the optional landmark and email', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    const { name, fullAddress, mobile } = anAddress();
    const res = await placeOrder(ctx.app, me.auth, { ...request, address: { name, fullAddress, mobile } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.address).toEqual({ name, fullAddress, mobile });
  });

  it.each([
    ['a mobile number that is not 10 digits', { mobile: '12345' }, 'address.mobile', V.phoneInvalid],
    ['a mobile number with letters', { mobile: '98123abcde' }, 'address.mobile', V.phoneDigitsOnly],
    ['a malformed contact email', { email: 'priya@' }, 'address.email', V.emailInvalid],
  ] as const)('refuses %s with 400', async (_label, address, field, message) => {
    const { me, cart, request } = await aLearnerAtCheckout(ctx.app);
    const before = { sizes: await orderTableSizes(), cart };
    const res = await placeOrder(ctx.app, me.auth, { ...request, address: anAddress(address) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    await expectNothingStored(ctx.app, me.auth, before);
  });

  it('refuses an order whose terms are not accepted with 400, storing nothing', async () => {
    const { me, cart, request } = await aLearnerAtCheckout(ctx.app);
    const before = { sizes: await orderTableSizes(), cart };
    for (const acceptTerms of [false, undefined, 'yes']) {
      const res = await placeOrder(ctx.app, me.auth, { ...request, acceptTerms });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.termsRequired);
      expect(res.json().errors).toEqual([{ field: 'acceptTerms', message: M.termsRequired }]);
    }
    await expectNothingStored(ctx.app, me.auth, before);
  });

  it('refuses an order from an empty cart with 400', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    for (const line of request.courses) {
      const removed = await ctx.app.inject({
        method: 'POST',
        url: urls.cartRemove,
        headers: me.auth,
        payload: { courseId: line.course },
      });
      expect(removed.statusCode).toBe(200);
    }
    const before = { sizes: await orderTableSizes(), cart: await readCart(ctx.app, me.auth) };
    const res = await placeOrder(ctx.app, me.auth, request);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: M.cartEmpty, data: null });
    // A request that lists no lines at all is refused before the cart is read.
    const none = await placeOrder(ctx.app, me.auth, { ...request, courses: [], payment: { amount: 0 } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toContainEqual({ field: 'courses', message: M.cartEmpty });
    await expectNothingStored(ctx.app, me.auth, before);
  });

  it.each([
    ['a malformed course id', { course: 'not-a-uuid' }, 'courses.0.course', M.courseIdInvalid],
    ['a quantity of 0', { quantity: 0 }, 'courses.0.quantity', M.quantityInvalid],
    ['a negative quantity', { quantity: -1 }, 'courses.0.quantity', M.quantityInvalid],
    ['a fractional quantity', { quantity: 1.5 }, 'courses.0.quantity', M.quantityInvalid],
    ['a quantity over 100', { quantity: 101 }, 'courses.0.quantity', M.quantityInvalid],
    ['a negative price', { price: -19.99 }, 'courses.0.price', M.amountMismatch],
    ['a price given as text', { price: '19.99' }, 'courses.0.price', M.amountMismatch],
  ] as const)('refuses a line with %s with 400, storing nothing', async (_label, change, field, message) => {
    const { me, cart, request } = await aLearnerAtCheckout(ctx.app);
    const before = { sizes: await orderTableSizes(), cart };
    const [line, ...rest] = request.courses;
    const res = await placeOrder(ctx.app, me.auth, {
      ...request,
      courses: [{ ...line, ...change }, ...rest],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    await expectNothingStored(ctx.app, me.auth, before);
  });

  it('refuses a body without payment, or that is not JSON, with 400', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    const { payment: _payment, ...withoutPayment } = request;
    expect((await placeOrder(ctx.app, me.auth, withoutPayment)).statusCode).toBe(400);
    const garbled = await ctx.app.inject({
      method: 'POST',
      url: urls.orderCreate,
      headers: { ...me.auth, 'content-type': 'application/json' },
      payload: '{"courses": [',
    });
    expect(garbled.statusCode).toBe(400);
    expect(await readOrders(ctx.app, me.auth)).toEqual([]);
  });

  it('refuses a request without a token, or with a token it never issued, with 401', async () => {
    const { request } = await aLearnerAtCheckout(ctx.app);
    for (const headers of [{}, garbageAuth]) {
      expect((await placeOrder(ctx.app, headers, request)).statusCode).toBe(401);
      expect((await get(ctx.app, urls.orders, headers)).statusCode).toBe(401);
      expect((await get(ctx.app, urls.order(randomUUID()), headers)).statusCode).toBe(401);
    }
    expect((await orderTableSizes()).orders).toBe(0);
  });
});

/** Tampered requests: everything a client could change to pay less or buy something else. */
const tamperings: [string, (request: TOrderRequest, extraCourseId: string) => TOrderRequest, string][] = [
  [
    'a line price lowered to a cent',
    (r) => ({ ...r, courses: r.courses.map((l, i) => (i === 0 ? { ...l, price: 0.01 } : l)) }),
    M.priceChanged('Watercolour Basics', '$19.99'),
  ],
  [
    'a line price lowered with payment.amount lowered to match',
    (r) => ({
      ...r,
      courses: r.courses.map((l, i) => (i === 0 ? { ...l, price: 1 } : l)),
      payment: { amount: 2 * 1 + 3 * 25.5 },
    }),
    M.priceChanged('Watercolour Basics', '$19.99'),
  ],
  ['a payment.amount one cent short', (r) => ({ ...r, payment: { amount: 116.47 } }), M.amountMismatch],
  ['a payment.amount of 0', (r) => ({ ...r, payment: { amount: 0 } }), M.amountMismatch],
  [
    'a course that is not in the cart',
    (r, extra) => ({
      ...r,
      courses: [...r.courses, { course: extra, quantity: 1, price: 5 }],
      payment: { amount: 121.48 },
    }),
    M.cartChanged,
  ],
  [
    'a quantity that differs from the cart',
    (r) => ({
      ...r,
      courses: r.courses.map((l, i) => (i === 1 ? { ...l, quantity: 1 } : l)),
      payment: { amount: 2 * 19.99 + 25.5 },
    }),
    M.cartChanged,
  ],
  [
    'a cart line left out',
    (r) => ({ ...r, courses: r.courses.slice(0, 1), payment: { amount: 39.98 } }),
    M.cartChanged,
  ],
  [
    'a cart line listed twice',
    (r) => ({ ...r, courses: [...r.courses, ...r.courses.slice(0, 1)] }),
    M.cartChanged,
  ],
];

describe('POST /api/booking/create with a tampered request', () => {
  const ctx = useTestApp();

  it('starts from an honest request of 2 × 19.99 + 3 × 25.50 = 116.48 (the amounts below are relative to it)', async () => {
    const { request } = await aLearnerAtCheckout(ctx.app);
    expect(request.payment.amount).toBe(116.48);
  });

  it.each(tamperings)('refuses %s with 409, storing nothing', async (_label, tamper, message) => {
    const { me, cart, request } = await aLearnerAtCheckout(ctx.app);
    const [extra] = await someCourses([{ name: 'Not in the cart', priceCents: 500 }]);
    const before = { sizes: await orderTableSizes(), cart };
    const res = await placeOrder(ctx.app, me.auth, tamper(request, extra?.id ?? ''), randomUUID());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, message, data: null });
    await expectNothingStored(ctx.app, me.auth, before);
    // The honest request still goes through afterwards.
    expect((await placeOrder(ctx.app, me.auth, request)).statusCode).toBe(201);
  });

  it('refuses with 409 when a price changed after checkout opened, then takes the new price', async () => {
    const { me, first, cart, request } = await aLearnerAtCheckout(ctx.app);
    const { db } = await testDatabase();
    await db.update(courses).set({ priceCents: 2199 }).where(eq(courses.id, first.id));
    const before = { sizes: await orderTableSizes(), cart: await readCart(ctx.app, me.auth) };
    expect(before.cart).not.toEqual(cart);

    const stale = await placeOrder(ctx.app, me.auth, request);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.priceChanged('Watercolour Basics', '$21.99'));
    await expectNothingStored(ctx.app, me.auth, before);

    const fresh = await placeOrder(ctx.app, me.auth, orderFor(await readCart(ctx.app, me.auth)));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data.payment.amount).toBe(120.48);
  });
});

describe('GET /api/booking and /api/booking/{id}', () => {
  const ctx = useTestApp();

  it('answers an empty list for a learner without orders', async () => {
    const me = await signedInUser(ctx.app);
    const res = await get(ctx.app, urls.orders, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, data: [] });
  });

  it('lists the learner’s orders newest first, each pending with its lines', async () => {
    const [a, b, c] = await someCourses([{ priceCents: 1000 }, { priceCents: 2000 }, { priceCents: 500 }]);
    const me = await signedInUser(ctx.app);
    const older = await anOrder(ctx.app, me.auth, [{ courseId: a?.id ?? '', quantity: 2 }]);
    const newer = await anOrder(ctx.app, me.auth, [{ courseId: b?.id ?? '' }, { courseId: c?.id ?? '' }]);
    const list = await readOrders(ctx.app, me.auth);
    for (const order of list) expect(() => ZOrder.strict().parse(order)).not.toThrow();
    expect(list.map((o) => o._id)).toEqual([newer._id, older._id]);
    expect(list.map((o) => o.status)).toEqual(['pending', 'pending']);
    expect(list.map((o) => o.payment.amount)).toEqual([25, 20]);
    expect(list[0]?.courses.map((l) => [l.course._id, l.quantity])).toEqual([
      [b?.id, 1],
      [c?.id, 1],
    ]);
  });

  it('shows a learner only their own orders: another learner’s is 403 by id and absent from the list', async () => {
    const course = (await someCourses([{}]))[0];
    const alice = await signedInUser(ctx.app);
    const bob = await signedInUser(ctx.app);
    const alices = await anOrder(ctx.app, alice.auth, [{ courseId: course?.id ?? '' }]);

    expect(await readOrders(ctx.app, bob.auth)).toEqual([]);
    const peek = await get(ctx.app, urls.order(alices._id), bob.auth);
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual({ statusCode: 403, message: MESSAGES.auth.forbidden, data: null });
    expect((await readOrders(ctx.app, alice.auth)).map((o) => o._id)).toEqual([alices._id]);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const me = await signedInUser(ctx.app);
    const unknown = await get(ctx.app, urls.order(randomUUID()), me.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.orderNotFound);
    expect((await get(ctx.app, urls.order('not-a-uuid'), me.auth)).statusCode).toBe(400);
  });
});

describe('saving the checkout address', () => {
  const ctx = useTestApp();

  it('keeps the address for next time when asked, and forgets it on an order placed without', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    const typed = anAddress({ name: '  Priya Sharma ', landmark: '   ' });
    expect(
      (await placeOrder(ctx.app, me.auth, { ...request, address: typed, saveAddress: true })).statusCode,
    ).toBe(201);
    const saved = await get(ctx.app, urls.savedAddress, me.auth);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      name: 'Priya Sharma',
      fullAddress: '22 MG Road, Bangalore 560001',
      mobile: '9876543210',
      email: 'priya@example.com',
    });

    const course = (await someCourses([{}]))[0];
    await addToCart(ctx.app, me.auth, course?.id ?? '');
    const next = orderFor(await readCart(ctx.app, me.auth), { saveAddress: false });
    expect((await placeOrder(ctx.app, me.auth, next)).statusCode).toBe(201);
    const forgotten = await get(ctx.app, urls.savedAddress, me.auth);
    expect(forgotten.json()).toEqual({ statusCode: 200, message: M.savedAddressNone, data: null });
  });

  it('saves nothing when the order does not ask to', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    const { saveAddress: _saveAddress, ...withoutChoice } = request;
    expect((await placeOrder(ctx.app, me.auth, withoutChoice)).statusCode).toBe(201);
    expect((await get(ctx.app, urls.savedAddress, me.auth)).json().data).toBeNull();
  });

  it('keeps a saved address when the order is refused', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    const course = (await someCourses([{}]))[0];
    expect((await placeOrder(ctx.app, me.auth, { ...request, saveAddress: true })).statusCode).toBe(201);
    await addToCart(ctx.app, me.auth, course?.id ?? '');
    const tampered = orderFor(await readCart(ctx.app, me.auth), {
      saveAddress: false,
      payment: { amount: 0.01 },
    });
    expect((await placeOrder(ctx.app, me.auth, tampered)).statusCode).toBe(409);
    expect((await get(ctx.app, urls.savedAddress, me.auth)).json().data).toMatchObject({
      name: 'Priya Sharma',
    });
  });
});

describe('a course the learner is enrolled in', () => {
  const ctx = useTestApp();

  /** The learner's cart holding `courseId` directly, as it could from before an order placed elsewhere. */
  async function putInCartDirectly(userId: string, courseId: string) {
    const { db } = await testDatabase();
    await db.insert(cartItems).values({ userId, courseId, quantity: 1 });
  }

  it('refuses adding it to the cart again (409) and lists it in GET /api/booking/enrolled', async () => {
    const [course, other] = await someCourses([
      { name: 'React from the Ground Up' },
      { name: 'Node Basics' },
    ]);
    const me = await signedInUser(ctx.app);
    expect((await get(ctx.app, urls.enrolled, me.auth)).json().data).toEqual([]);
    await anOrder(ctx.app, me.auth, [{ courseId: course?.id ?? '' }]);

    const again = await post(ctx.app, urls.cartAdd, me.auth, { courseId: course?.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, message: M.alreadyEnrolled, data: null });
    expect((await readCart(ctx.app, me.auth)).courses).toEqual([]);
    expect((await get(ctx.app, urls.enrolled, me.auth)).json().data).toEqual([
      { courseId: course?.id, state: 'awaiting-payment' },
    ]);
    // Another course is still free to add.
    await addToCart(ctx.app, me.auth, other?.id ?? '');
    expect((await readCart(ctx.app, me.auth)).courses.map((l) => l.course._id)).toEqual([other?.id]);
  });

  it('refuses an order with it (409, nothing stored) even when it reached the cart another way', async () => {
    const [course] = await someCourses([{ name: 'Kubernetes Essentials', priceCents: 4900 }]);
    const me = await signedInUser(ctx.app);
    await anOrder(ctx.app, me.auth, [{ courseId: course?.id ?? '' }]);
    await putInCartDirectly(me.profile._id, course?.id ?? '');
    const before = await orderTableSizes();

    const res = await placeOrder(ctx.app, me.auth, orderFor(await readCart(ctx.app, me.auth)));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyEnrolledAtCheckout('Kubernetes Essentials'));
    expect(await orderTableSizes()).toEqual(before);
  });

  it('lets the learner buy it again once that order is cancelled', async () => {
    const [course] = await someCourses([{ name: 'Cloud Foundations' }]);
    const me = await signedInUser(ctx.app);
    const order = await anOrder(ctx.app, me.auth, [{ courseId: course?.id ?? '' }]);
    const { db } = await testDatabase();
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order._id));

    expect((await get(ctx.app, urls.enrolled, me.auth)).json().data).toEqual([]);
    await anOrder(ctx.app, me.auth, [{ courseId: course?.id ?? '' }]);
    expect((await get(ctx.app, urls.enrolled, me.auth)).json().data).toEqual([
      { courseId: course?.id, state: 'awaiting-payment' },
    ]);
  });

  it('says awaiting payment while the order is pending, enrolled once confirmed or completed', async () => {
    const [course, other] = await someCourses([{ name: 'Data Basics' }, { name: 'Data Advanced' }]);
    const me = await signedInUser(ctx.app);
    const order = await anOrder(ctx.app, me.auth, [{ courseId: course?.id ?? '' }]);
    const done = await anOrder(ctx.app, me.auth, [{ courseId: other?.id ?? '' }]);
    const { db } = await testDatabase();
    const owned = async () =>
      new Map(
        ((await get(ctx.app, urls.enrolled, me.auth)).json().data as TOwnedCourse[]).map((c) => [
          c.courseId,
          c.state,
        ]),
      );
    expect(await owned()).toEqual(
      new Map([
        [course?.id, 'awaiting-payment'],
        [other?.id, 'awaiting-payment'],
      ]),
    );

    await db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, order._id));
    await db.update(orders).set({ status: 'completed' }).where(eq(orders.id, done._id));
    expect(await owned()).toEqual(
      new Map([
        [course?.id, 'enrolled'],
        [other?.id, 'enrolled'],
      ]),
    );
  });

  it('keeps one learner’s enrolment from another: theirs is free to buy', async () => {
    const [course] = await someCourses([{}]);
    const alice = await signedInUser(ctx.app);
    const bob = await signedInUser(ctx.app);
    await anOrder(ctx.app, alice.auth, [{ courseId: course?.id ?? '' }]);
    await anOrder(ctx.app, bob.auth, [{ courseId: course?.id ?? '' }]);
    expect((await get(ctx.app, urls.enrolled, bob.auth)).json().data).toEqual([
      { courseId: course?.id, state: 'awaiting-payment' },
    ]);
  });

  it('answers GET /api/booking/enrolled 401 without a valid token', async () => {
    expect((await get(ctx.app, urls.enrolled, {})).statusCode).toBe(401);
    expect((await get(ctx.app, urls.enrolled, garbageAuth)).statusCode).toBe(401);
  });
});

describe('Idempotency-Key on POST /api/booking/create', () => {
  const ctx = useTestApp();

  it('answers a replay with 200, idempotent-replayed: true and the first order, storing nothing new', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    const key = randomUUID();
    const first = await placeOrder(ctx.app, me.auth, request, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const after = await orderTableSizes();

    // A course added since stays in the cart: the replay places nothing and takes nothing.
    const course = (await someCourses([{ name: 'Added later' }]))[0];
    await addToCart(ctx.app, me.auth, course?.id ?? '');
    const replay = await placeOrder(ctx.app, me.auth, request, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toMatchObject({ statusCode: 200, message: MESSAGES.order.placed });
    expect(replay.json().data).toEqual(first.json().data);
    expect(await orderTableSizes()).toEqual({ ...after, cartItems: after.cartItems + 1 });
    expect((await readCart(ctx.app, me.auth)).courses.map((l) => l.course.name)).toEqual(['Added later']);
  });

  it('treats the same request with its keys in another order as the same request', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    const key = randomUUID();
    const first = await placeOrder(ctx.app, me.auth, request, key);
    const reordered = {
      acceptTerms: request.acceptTerms,
      payment: request.payment,
      address: request.address,
      courses: [...request.courses].reverse(),
    };
    const replay = await placeOrder(ctx.app, me.auth, reordered, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data._id).toBe(first.json().data._id);
  });

  it('answers a replay with the first order even when the cart would pass again, storing nothing new', async () => {
    const { me, request, key, placed } = await anOrderUnderAKey(ctx.app, { cartPassesAgain: true });
    const after = await orderTableSizes();

    const replay = await placeOrder(ctx.app, me.auth, request, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toEqual({ ...placed.json().data, status: 'cancelled' });
    expect(await orderTableSizes()).toEqual(after);
    // Under another key the same request is a new order.
    expect((await placeOrder(ctx.app, me.auth, request, randomUUID())).statusCode).toBe(201);
  });

  it.each([
    ['', false],
    [' when that request would pass', true],
  ])(
    'refuses the same key with a different request with 409%s, storing nothing',
    async (_when, cartPassesAgain) => {
      const { me, request, key } = await anOrderUnderAKey(ctx.app, { cartPassesAgain });
      const after = await orderTableSizes();
      const other = { ...request, address: anAddress({ fullAddress: '1 Other Street, Pune 411001' }) };
      const res = await placeOrder(ctx.app, me.auth, other, key);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, message: M.idempotencyKeyReused, data: null });
      expect(await orderTableSizes()).toEqual(after);
    },
  );

  it('keeps keys per learner: another learner’s order with the same key is their own', async () => {
    const key = randomUUID();
    const alice = await aLearnerAtCheckout(ctx.app);
    const bob = await aLearnerAtCheckout(ctx.app);
    const alices = await placeOrder(ctx.app, alice.me.auth, alice.request, key);
    const bobs = await placeOrder(ctx.app, bob.me.auth, bob.request, key);
    expect([alices.statusCode, bobs.statusCode]).toEqual([201, 201]);
    expect(bobs.json().data._id).not.toBe(alices.json().data._id);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(129)],
    ['with spaces', 'my order key'],
    ['with other punctuation', 'order/key:1234'],
  ])('refuses a key %s with 400, storing nothing', async (_label, key) => {
    const { me, cart, request } = await aLearnerAtCheckout(ctx.app);
    const before = { sizes: await orderTableSizes(), cart };
    const res = await placeOrder(ctx.app, me.auth, request, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.idempotencyKeyInvalid);
    await expectNothingStored(ctx.app, me.auth, before);
  });

  it('without a key, a repeated request finds the cart empty (400) and places nothing more', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    expect((await placeOrder(ctx.app, me.auth, request)).statusCode).toBe(201);
    const again = await placeOrder(ctx.app, me.auth, request);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.cartEmpty);
    expect(await readOrders(ctx.app, me.auth)).toHaveLength(1);
  });
});

describe('the order confirmation email', () => {
  const ctx = useTestAppWithMail();

  it('mails the account address the order lines, the total and the reference', async () => {
    const me = await signedInUser(ctx.app, { name: 'Meera Iyer' });
    const { cart } = await aThreeLineCart(ctx.app, me.auth);
    const res = await placeOrder(
      ctx.app,
      me.auth,
      orderFor(cart, { address: anAddress({ email: 'other@example.com' }) }),
    );
    const order = res.json().data as TOrder;
    await ctx.app.mailer.flush();

    // To the account's email, never to the contact email typed at checkout.
    expect(ctx.smtp.mails.map((m) => m.to)).toEqual([[me.email]]);
    const mail = readableMail(ctx.smtp.mails[0]?.raw ?? '');
    expect(mail).toMatch(new RegExp(`^Subject: Your Curio order ${order.reference}$`, 'm'));
    expect(mail).toContain('Hello Meera,');
    expect(mail).toContain('Balcony Gardening — 3 seats × $19.99 = $59.97');
    expect(mail).toContain('Product Design — 2 seats × $49.99 = $99.98');
    expect(mail).toContain('Pencil Sketching — 7 seats × $0.10 = $0.70');
    expect(mail).toContain('Total: $160.65 USD');
  });

  it('names the brand the operator set, from the next order on', async () => {
    const first = await aLearnerAtCheckout(ctx.app);
    expect((await placeOrder(ctx.app, first.me.auth, first.request)).statusCode).toBe(201);
    const saved = await call(ctx.app, 'PUT', '/api/admin/settings/site', await adminAuth(ctx.app), {
      ...DEMO_SITE_SETTINGS,
      brand: 'Lumen Academy',
      version: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = await aLearnerAtCheckout(ctx.app);
    expect((await placeOrder(ctx.app, second.me.auth, second.request)).statusCode).toBe(201);
    await ctx.app.mailer.flush();

    const subjects = ctx.smtp.mails.map((m) => /^Subject: Your (.*) order /m.exec(readableMail(m.raw))?.[1]);
    expect(subjects).toEqual([DEMO_SITE_SETTINGS.brand, 'Lumen Academy']);
  });

  it('sends nothing for a refused order or a replay', async () => {
    const { me, request } = await aLearnerAtCheckout(ctx.app);
    expect((await placeOrder(ctx.app, me.auth, { ...request, payment: { amount: 1 } })).statusCode).toBe(409);
    await ctx.app.mailer.flush();
    expect(ctx.smtp.mails).toEqual([]);

    const key = randomUUID();
    await placeOrder(ctx.app, me.auth, request, key);
    await placeOrder(ctx.app, me.auth, request, key);
    await ctx.app.mailer.flush();
    expect(ctx.smtp.mails).toHaveLength(1);
  });
});
