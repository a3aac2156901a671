import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES as M } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  aCourseInStock,
  addToCart,
  orderFor,
  orderTableSizes,
  placeOrder,
  post,
  readCart,
  readOrders,
  someCourses,
  urls,
} from './helpers/commerce.ts';
import { signedInUser } from './helpers/users.ts';

/**
 * Races the database must settle (ADR 006): on PGlite the requests interleave on one connection,
 * on PostgreSQL they run on a pool of ten.
 */
const RACERS = 20;

describe('concurrent POST /api/booking/create', () => {
  const ctx = useTestApp();

  it(`stores exactly one order for ${RACERS} identical requests with one Idempotency-Key`, async () => {
    const [a, b] = await someCourses([{ priceCents: 1999 }, { priceCents: 4550 }]);
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, a?.id ?? '', 3);
    await addToCart(ctx.app, me.auth, b?.id ?? '', 2);
    const request = orderFor(await readCart(ctx.app, me.auth));
    const key = randomUUID();

    const replies = await Promise.all(
      Array.from({ length: RACERS }, () => placeOrder(ctx.app, me.auth, request, key)),
    );

    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RACERS - 1);
    const ids = new Set(replies.map((r) => r.json().data._id));
    expect(ids.size).toBe(1);
    for (const r of replies.filter((reply) => reply.statusCode === 200))
      expect(r.headers['idempotent-replayed']).toBe('true');

    expect(await orderTableSizes()).toMatchObject({ orders: 1, orderItems: 2, cartItems: 0 });
    const [order] = await readOrders(ctx.app, me.auth);
    expect(order?._id).toBe([...ids][0]);
    expect(order?.payment.amount).toBe(150.97);
  });

  it(`places one order for ${RACERS} identical requests without a key; the others find the cart empty`, async () => {
    const course = await aCourseInStock({ priceCents: 1250 });
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, course.id, 4);
    const request = orderFor(await readCart(ctx.app, me.auth));

    const replies = await Promise.all(
      Array.from({ length: RACERS }, () => placeOrder(ctx.app, me.auth, request)),
    );

    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = replies.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual(
      Array.from({ length: RACERS - 1 }, () => [400, M.cartEmpty]),
    );
    expect(await orderTableSizes()).toMatchObject({ orders: 1, orderItems: 1, cartItems: 0 });
  });

  it('lets two learners check out at the same time, each with their own key and cart', async () => {
    const course = await aCourseInStock({ priceCents: 999 });
    const learners = await Promise.all([signedInUser(ctx.app), signedInUser(ctx.app)]);
    for (const [i, learner] of learners.entries()) await addToCart(ctx.app, learner.auth, course.id, i + 1);
    const requests = await Promise.all(
      learners.map(async (l) => ({ auth: l.auth, body: orderFor(await readCart(ctx.app, l.auth)) })),
    );

    const key = randomUUID();
    const replies = await Promise.all(
      requests.flatMap((r) =>
        Array.from({ length: RACERS / 2 }, () => placeOrder(ctx.app, r.auth, r.body, key)),
      ),
    );

    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    const amounts = await Promise.all(
      learners.map(async (l) => (await readOrders(ctx.app, l.auth)).map((o) => o.payment.amount)),
    );
    expect(amounts).toEqual([[9.99], [19.98]]);
  });
});

describe('concurrent POST /api/cart/add-to-cart', () => {
  const ctx = useTestApp();

  it(`ends at quantity ${RACERS} after ${RACERS} concurrent adds of one course`, async () => {
    const course = await aCourseInStock({ priceCents: 1999 });
    const me = await signedInUser(ctx.app);

    const replies = await Promise.all(
      Array.from({ length: RACERS }, () => post(ctx.app, urls.cartAdd, me.auth, { courseId: course.id })),
    );

    expect(replies.map((r) => r.statusCode)).toEqual(Array.from({ length: RACERS }, () => 200));
    const cart = await readCart(ctx.app, me.auth);
    expect(cart.courses.map((l) => [l.course._id, l.quantity])).toEqual([[course.id, RACERS]]);
    expect(cart.total).toBe(399.8);
  });

  it('never passes 100: concurrent adds that would overshoot are refused with 409 and leave exactly 100', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);

    // 20 adds of 10: the first ten fit, the other ten would pass 100.
    const replies = await Promise.all(
      Array.from({ length: RACERS }, () =>
        post(ctx.app, urls.cartAdd, me.auth, { courseId: course.id, quantity: 10 }),
      ),
    );

    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual(
      Array.from({ length: 10 }, () => [409, M.quantityTooHigh]),
    );
    expect((await readCart(ctx.app, me.auth)).courses[0]?.quantity).toBe(100);
    const beyond = await post(ctx.app, urls.cartAdd, me.auth, { courseId: course.id });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe(M.quantityTooHigh);
  });
});
