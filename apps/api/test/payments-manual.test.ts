import { describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES as PM, PAYMENT_TEXTS as T, ZAdminOrder } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { aPendingOrder, paymentTrail, payUrls, readAdminOrder, readOrder } from './helpers/payments.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

/**
 * PAYMENTS=manual, the default (docs/product.md#payment): nothing online; an admin marks an order paid, which
 * confirms it as today and records a manual payment with its receipt.
 */
const ctx = useTestApp();

describe('PAYMENTS=manual', () => {
  it('tells the site the mode, starts nothing online and has no webhook', async () => {
    const site = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json().data.payments).toEqual({ mode: 'manual' });
    const { learner, order } = await aPendingOrder(ctx.app);
    expect(order.payment).toMatchObject({ method: 'manual', status: 'unpaid', canPay: false });
    const pay = await ctx.app.inject({ method: 'POST', url: payUrls.pay(order._id), headers: learner.auth });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data).toEqual({ redirectUrl: null });
    const hook = await ctx.app.inject({
      method: 'POST',
      url: payUrls.webhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
    const check = await ctx.app.inject({
      method: 'POST',
      url: payUrls.check(order._id),
      headers: learner.auth,
    });
    expect(check.json().data).toMatchObject({ status: 'pending' });
  });

  it('Mark as paid confirms the order, records a manual payment and issues its receipt, once', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    const before = await paymentTrail(order._id);
    const { updatedAt: version } = await readAdminOrder(ctx.app, admin, order._id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: payUrls.adminMarkPaid(order._id),
      headers: admin,
      payload: { version, note: 'Transfer received on 26 Nov' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: T.markedAsPaid });
    const marked = ZAdminOrder.strict().parse(res.json().data);
    expect(marked).toMatchObject({
      status: 'confirmed',
      payment: { method: 'manual', status: 'paid' },
      paymentDetails: { provider: 'manual', canMarkPaid: false, canRefund: false, refundable: 0 },
    });
    expect(marked.payment.receiptNumber).toMatch(/^CUR-\d{4}-000001$/);
    expect(marked.timeline.at(-1)).toMatchObject({ to: 'confirmed', note: 'Transfer received on 26 Nov' });
    expect(await paymentTrail(order._id)).toMatchObject({
      receipts: 1,
      statusEvents: before.statusEvents + 1,
      notifications: before.notifications + 1,
    });
    const learnerView = await readOrder(ctx.app, learner.auth, order._id);
    expect(learnerView.payment.receiptNumber).toBe(marked.payment.receiptNumber);
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: payUrls.receipt(marked.payment.receiptNumber ?? ''),
      headers: learner.auth,
    });
    expect(receipt.json().data).toMatchObject({ paymentMethod: 'manual', paymentReference: null, total: 98 });

    // Again: the order is no longer pending (409), and no second receipt.
    const again = await ctx.app.inject({
      method: 'POST',
      url: payUrls.adminMarkPaid(order._id),
      headers: admin,
      payload: { version: marked.updatedAt },
    });
    expect(again.statusCode).toBe(409);
    expect((await paymentTrail(order._id)).receipts).toBe(1);
    // Nothing to refund online.
    const refund = await ctx.app.inject({
      method: 'POST',
      url: payUrls.adminRefunds(order._id),
      headers: admin,
      payload: { reason: 'x' },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({ message: PM.notPaidOnline });
  });

  it('guards Mark as paid: 401 without a token, 403 for a learner, 400 without a version, 409 when stale', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    const mark = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: payUrls.adminMarkPaid(order._id), headers, payload });
    expect((await mark({}, {})).statusCode).toBe(401);
    expect((await mark(learner.auth, {})).statusCode).toBe(403);
    expect((await mark(admin, {})).statusCode).toBe(400);
    const stale = await mark(admin, { version: '2020-01-01T00:00:00.000Z' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: MESSAGES.admin.staleEdit });
    expect((await paymentTrail(order._id)).receipts).toBe(0);
    const stranger = await signedInUser(ctx.app);
    expect((await readOrder(ctx.app, learner.auth, order._id)).status).toBe('pending');
    expect(stranger.auth).toBeTruthy();
  });
});
