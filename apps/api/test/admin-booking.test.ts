import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  COMMERCE_MESSAGES as M,
  MESSAGES,
  ORDER_ADMIN_MESSAGES,
  ORDER_STATUS_NOTICES,
  ZOrder,
} from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  aCourseInStock,
  anOrder,
  garbageAuth,
  get,
  moveOrder,
  orderTableSizes,
  readNotifications,
  readOrders,
  setOrderStatus,
  urls,
} from './helpers/commerce.ts';
import { adminAuth } from './helpers/users.ts';
import { signedInUser } from './helpers/users.ts';

/** A learner with one placed (pending) order. */
async function aPlacedOrder(app: Parameters<typeof signedInUser>[0]) {
  const course = await aCourseInStock({ name: 'Cloud Foundations', priceCents: 12999 });
  const learner = await signedInUser(app);
  const order = await anOrder(app, learner.auth, [{ courseId: course.id, quantity: 2 }]);
  return { learner, order };
}

describe('PATCH /api/admin/booking/{id}', () => {
  const ctx = useTestApp();

  it('lets the operator move an order along; the learner sees the status and gets a notification', async () => {
    const { learner, order } = await aPlacedOrder(ctx.app);
    const admin = await adminAuth(ctx.app);

    const res = await setOrderStatus(ctx.app, admin, order._id, { status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, message: M.orderStatusUpdated });
    const updated = ZOrder.strict().parse(res.json().data);
    // Confirming is Mark as paid: a manual payment with its receipt (ADR 039).
    expect(updated).toMatchObject({
      _id: order._id,
      status: 'confirmed',
      payment: { amount: order.payment.amount, method: 'manual', status: 'paid' },
    });
    expect(updated.payment.receiptNumber).toMatch(/^CUR-\d{4}-000001$/);
    expect(updated.courses).toEqual(order.courses);

    expect((await readOrders(ctx.app, learner.auth)).map((o) => o.status)).toEqual(['confirmed']);
    const [latest] = await readNotifications(ctx.app, learner.auth);
    expect(latest).toMatchObject({
      title: 'Order confirmed',
      message: `Your order ${order.reference} is confirmed. Your course is ready for you in your profile.`,
      broadcast: false,
    });
  });

  it('tells the learner about every allowed move, and refuses a move the status rules forbid (409)', async () => {
    const { learner, order } = await aPlacedOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    for (const status of ['confirmed', 'completed'] as const)
      expect((await moveOrder(ctx.app, admin, order._id, status)).status).toBe(status);
    const before = await orderTableSizes();
    for (const status of ['completed', 'cancelled', 'pending'] as const) {
      const res = await setOrderStatus(ctx.app, admin, order._id, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ORDER_ADMIN_MESSAGES.transitionRefused('completed', status));
    }
    expect(await orderTableSizes()).toEqual(before);

    const notices = await readNotifications(ctx.app, learner.auth);
    expect(notices.map((n) => n.title)).toEqual(['Order completed', 'Order confirmed', 'Order placed']);
    // Completing is the business's step: the learner is not told they finished a course.
    expect(notices[0]).toMatchObject(ORDER_STATUS_NOTICES.completed(order.reference));
    expect(notices[0]?.message).not.toMatch(/finish/i);
  });

  it('refuses a request without a token, or with a garbage token, with 401', async () => {
    const { order } = await aPlacedOrder(ctx.app);
    for (const headers of [{}, garbageAuth]) {
      const res = await setOrderStatus(ctx.app, headers, order._id, { status: 'confirmed' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses a learner, even the order’s own, with 403 and changes nothing', async () => {
    const { learner, order } = await aPlacedOrder(ctx.app);
    const stranger = await signedInUser(ctx.app);
    for (const auth of [learner.auth, stranger.auth]) {
      const res = await setOrderStatus(ctx.app, auth, order._id, { status: 'completed' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, message: MESSAGES.auth.forbidden, data: null });
    }
    expect((await readOrders(ctx.app, learner.auth)).map((o) => o.status)).toEqual(['pending']);
  });

  it.each([
    ['an unknown status', { status: 'shipped' }],
    ['a status in capitals', { status: 'CONFIRMED' }],
    ['no status', {}],
  ])('refuses %s with 400', async (_label, payload) => {
    const { learner, order } = await aPlacedOrder(ctx.app);
    const res = await setOrderStatus(ctx.app, await adminAuth(ctx.app), order._id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'status', message: expect.any(String) }]);
    expect((await readOrders(ctx.app, learner.auth)).map((o) => o.status)).toEqual(['pending']);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const admin = await adminAuth(ctx.app);
    const unknown = await setOrderStatus(ctx.app, admin, randomUUID(), { status: 'confirmed' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: M.orderNotFound, data: null });
    expect((await setOrderStatus(ctx.app, admin, 'not-a-uuid', { status: 'confirmed' })).statusCode).toBe(
      400,
    );
    expect((await orderTableSizes()).notifications).toBe(0);
  });
});

describe('GET /api/booking/{id} as the operator', () => {
  const ctx = useTestApp();

  it('lets the operator read any learner’s order', async () => {
    const { order } = await aPlacedOrder(ctx.app);
    const res = await get(ctx.app, urls.order(order._id), await adminAuth(ctx.app));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(order);
  });
});
