import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PAYMENT_FAILURE_TEXTS,
  PAYMENT_MESSAGES as PM,
  PAYMENT_TEXTS as T,
  ZAdminOrder,
  ZOrder,
  ZReceipt,
} from '@curio/shared';
import { garbageAuth } from './helpers/commerce.ts';
import {
  aPendingOrder,
  cancelOrder,
  deliver,
  payUrls,
  paymentTrail,
  readAdminOrder,
  readOrder,
  startPaying,
  useStripeApp,
  WEBHOOK_SECRET,
} from './helpers/payments.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

/**
 * Online payment with PAYMENTS=stripe against the local Stripe server (docs/product.md#payment, ADR 039):
 * starting a payment, signed webhooks delivered once, twice, at once and out of order, the return page's
 * fallback, amount mismatches, refunds and receipts.
 */
const ctx = useStripeApp();

describe('POST /api/booking/{id}/pay', () => {
  it('creates one Checkout Session for the learner’s pending order and answers its page', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const res = await ctx.app.inject({ method: 'POST', url: payUrls.pay(order._id), headers: learner.auth });
    expect(res.statusCode).toBe(200);
    const { redirectUrl } = res.json().data as { redirectUrl: string };
    expect(redirectUrl).toMatch(new RegExp(`^${ctx.stripe.url}/pay/cs_test_`));

    const [sent, ...more] = ctx.stripe.requests;
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: `checkout-${order._id}-1`,
    });
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: order._id,
      'metadata[orderId]': order._id,
      'payment_intent_data[metadata][orderId]': order._id,
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][product_data][name]': 'Cloud Foundations',
      success_url: `http://localhost:3000/checkout/return?order=${order._id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/checkout/return?order=${order._id}&cancelled=1`,
    });
    const session = ctx.stripe.sessions.get(redirectUrl.split('/').pop() ?? '');
    expect(session?.amount_total).toBe(9800);

    // A second press (or a return from the cancel link) is the same open session: nothing new at Stripe.
    const again = await ctx.app.inject({
      method: 'POST',
      url: payUrls.pay(order._id),
      headers: learner.auth,
    });
    expect(again.json().data).toEqual({ redirectUrl });
    expect(ctx.stripe.requests).toHaveLength(1);
    const read = ZOrder.strict().parse(await readOrder(ctx.app, learner.auth, order._id));
    expect(read.payment).toMatchObject({
      method: 'card',
      status: 'unpaid',
      canPay: true,
      receiptNumber: null,
    });
  });

  it('answers 401 without a token, 403 for another learner’s order, 404 for none, 400 for a bad id', async () => {
    const { order } = await aPendingOrder(ctx.app);
    const stranger = await signedInUser(ctx.app);
    const pay = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url, headers });
    expect((await pay(payUrls.pay(order._id), {})).statusCode).toBe(401);
    expect((await pay(payUrls.pay(order._id), garbageAuth)).statusCode).toBe(401);
    expect((await pay(payUrls.pay(order._id), stranger.auth)).statusCode).toBe(403);
    expect((await pay(payUrls.pay('6c1f4b7e-0000-4000-8000-000000000000'), stranger.auth)).statusCode).toBe(
      404,
    );
    const bad = await pay(payUrls.pay('not-an-id'), stranger.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400 });
    expect(ctx.stripe.requests).toEqual([]);
  });

  it('refuses an order that is not pending (409) and says why when Stripe is down (503, order kept)', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    ctx.stripe.failNext(500);
    ctx.stripe.failNext(500);
    ctx.stripe.failNext(500);
    const down = await ctx.app.inject({ method: 'POST', url: payUrls.pay(order._id), headers: learner.auth });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ message: PM.providerUnavailable });
    expect((await readOrder(ctx.app, learner.auth, order._id)).status).toBe('pending');

    const admin = await adminAuth(ctx.app);
    await cancelOrder(ctx.app, admin, order._id);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: payUrls.pay(order._id),
      headers: learner.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: PM.notPayable });
  });

  it('closes the open checkout page of an order an operator cancels', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    const admin = await adminAuth(ctx.app);
    await cancelOrder(ctx.app, admin, order._id);
    expect(ctx.stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/checkout/sessions/${sessionId}/expire`,
    });
    expect(ctx.stripe.sessions.get(sessionId)?.status).toBe('expired');
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('confirms a paid order once: paid online with its reference, a receipt, one notice and one mail', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    const before = await paymentTrail(order._id);
    const event = ctx.stripe.completeSession(sessionId);
    const paymentIntent = ctx.stripe.sessions.get(sessionId)?.payment_intent ?? '';

    const res = await deliver(ctx.app, ctx.stripe, event);
    expect(res.statusCode).toBe(200);
    const paid = await readOrder(ctx.app, learner.auth, order._id);
    expect(paid.status).toBe('confirmed');
    expect(paid.payment).toMatchObject({
      method: 'card',
      status: 'paid',
      canPay: false,
      failureReason: null,
    });
    expect(paid.payment.receiptNumber).toMatch(/^CUR-\d{4}-000001$/);

    // Redelivered: a no-op 200.
    expect((await deliver(ctx.app, ctx.stripe, event)).statusCode).toBe(200);
    const after = await paymentTrail(order._id);
    expect(after).toEqual({
      statusEvents: before.statusEvents + 1,
      events: 1,
      receipts: 1,
      refunds: 0,
      notifications: before.notifications + 1,
      mails: before.mails + 1,
    });
    const admin = await adminAuth(ctx.app);
    const consoleOrder = ZAdminOrder.strict().parse(await readAdminOrder(ctx.app, admin, order._id));
    expect(consoleOrder.timeline.at(-1)).toMatchObject({
      from: 'pending',
      to: 'confirmed',
      note: T.paidOnlineNote(paymentIntent),
    });
    expect(consoleOrder.paymentDetails).toMatchObject({
      provider: 'stripe',
      reference: paymentIntent,
      refundable: 98,
      canRefund: true,
      canMarkPaid: false,
    });
    const learnCourse = await ctx.app.inject({
      method: 'GET',
      url: `/api/learn/courses/${paid.courses[0]?.course.slug ?? ''}`,
      headers: learner.auth,
    });
    expect(learnCourse.json().data).toMatchObject({ access: 'open' });
  });

  it('pays once when the same event arrives 10 times at once', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    const before = await paymentTrail(order._id);
    const event = ctx.stripe.completeSession(sessionId);
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(ctx.app, ctx.stripe, event)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await paymentTrail(order._id)).toEqual({
      statusEvents: before.statusEvents + 1,
      events: 1,
      receipts: 1,
      refunds: 0,
      notifications: before.notifications + 1,
      mails: before.mails + 1,
    });
    // And the async success event for the same session, delivered after: nothing more.
    const late = ctx.stripe.sessionEvent(sessionId, 'checkout.session.async_payment_succeeded');
    expect((await deliver(ctx.app, ctx.stripe, late)).statusCode).toBe(200);
    expect((await paymentTrail(order._id)).receipts).toBe(1);
    expect((await paymentTrail(order._id)).notifications).toBe(before.notifications + 1);
  });

  it('refuses a forged, expired, unsigned or altered event with 400 and changes nothing', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    const event = ctx.stripe.completeSession(sessionId);
    const before = await paymentTrail(order._id);
    const body = JSON.stringify(event, null, 2);
    const attempts = [
      deliver(ctx.app, ctx.stripe, event, { secret: 'whsec_someoneelse000000000000000' }),
      deliver(ctx.app, ctx.stripe, event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      deliver(ctx.app, ctx.stripe, event, { signature: 't=1,v1=00' }),
      deliver(ctx.app, ctx.stripe, event, {
        body: body.replace('"amount_total": 9800', '"amount_total": 1'),
        signature: ctx.stripe.sign(body),
      }),
      ctx.app.inject({
        method: 'POST',
        url: payUrls.webhook,
        headers: { 'content-type': 'application/json' },
        payload: body,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: PM.webhookSignatureInvalid });
    }
    expect(await paymentTrail(order._id)).toEqual(before);
    expect((await readOrder(ctx.app, learner.auth, order._id)).status).toBe('pending');
    // The same event, signed with our secret within five minutes, is accepted.
    expect(WEBHOOK_SECRET).toMatch(/^whsec_/);
    expect((await deliver(ctx.app, ctx.stripe, event)).statusCode).toBe(200);
  });

  it('leaves an order whose payment does not match pending and flags it for the console', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    const event = ctx.stripe.completeSession(sessionId, { amountTotal: 100 });
    expect((await deliver(ctx.app, ctx.stripe, event)).statusCode).toBe(200);
    const read = await readOrder(ctx.app, learner.auth, order._id);
    expect(read.status).toBe('pending');
    expect(read.payment).toMatchObject({ flagged: true, canPay: false, receiptNumber: null });
    const admin = await adminAuth(ctx.app);
    const consoleOrder = await readAdminOrder(ctx.app, admin, order._id);
    expect(consoleOrder.paymentDetails.mismatch).toEqual({ amount: 1, currency: 'USD' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin });
    expect(list.json().data.items[0]).toMatchObject({ _id: order._id, flagged: true, receiptNumber: null });
    const again = await ctx.app.inject({
      method: 'POST',
      url: payUrls.pay(order._id),
      headers: learner.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PM.flagged });

    // A currency that is not the order's is a mismatch too.
    const other = await aPendingOrder(ctx.app);
    const otherSession = await startPaying(ctx.app, ctx.stripe, other.learner.auth, other.order._id);
    const eur = ctx.stripe.completeSession(otherSession, { currency: 'eur' });
    expect((await deliver(ctx.app, ctx.stripe, eur)).statusCode).toBe(200);
    expect((await readOrder(ctx.app, other.learner.auth, other.order._id)).payment.flagged).toBe(true);
  });

  it('ignores an async_payment_failed or expired event that arrives after the payment', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    const failed = ctx.stripe.sessionEvent(sessionId, 'checkout.session.async_payment_failed');
    const paid = ctx.stripe.completeSession(sessionId);
    expect((await deliver(ctx.app, ctx.stripe, paid)).statusCode).toBe(200);
    const before = await paymentTrail(order._id);
    expect((await deliver(ctx.app, ctx.stripe, failed)).statusCode).toBe(200);
    const expired = ctx.stripe.event('checkout.session.expired', { ...paid.data.object, status: 'expired' });
    expect((await deliver(ctx.app, ctx.stripe, expired)).statusCode).toBe(200);
    const read = await readOrder(ctx.app, learner.auth, order._id);
    expect(read.status).toBe('confirmed');
    expect(read.payment).toMatchObject({ status: 'paid', failureReason: null });
    expect({ ...(await paymentTrail(order._id)), events: 0 }).toEqual({ ...before, events: 0 });
  });

  it('keeps an expired or failed order pending with the reason, and a new try gets a new session', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const first = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    const expired = ctx.stripe.sessionEvent(first, 'checkout.session.expired');
    expect((await deliver(ctx.app, ctx.stripe, expired)).statusCode).toBe(200);
    const read = await readOrder(ctx.app, learner.auth, order._id);
    expect(read.status).toBe('pending');
    expect(read.payment).toMatchObject({ failureReason: PAYMENT_FAILURE_TEXTS.expired, canPay: true });

    const second = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    expect(second).not.toBe(first);
    expect(ctx.stripe.requests.map((r) => r.idempotencyKey)).toEqual([
      `checkout-${order._id}-1`,
      `checkout-${order._id}-2`,
    ]);
    // The old session's news no longer touches the order; the new one's failure does.
    const oldFailure = ctx.stripe.sessionEvent(first, 'checkout.session.async_payment_failed');
    await deliver(ctx.app, ctx.stripe, oldFailure);
    expect((await readOrder(ctx.app, learner.auth, order._id)).payment.failureReason).toBeNull();
    await deliver(
      ctx.app,
      ctx.stripe,
      ctx.stripe.sessionEvent(second, 'checkout.session.async_payment_failed'),
    );
    expect((await readOrder(ctx.app, learner.auth, order._id)).payment.failureReason).toBe(
      PAYMENT_FAILURE_TEXTS.failed,
    );
    // Paying after all confirms it.
    await deliver(ctx.app, ctx.stripe, ctx.stripe.completeSession(second));
    expect((await readOrder(ctx.app, learner.auth, order._id)).status).toBe('confirmed');
  });

  it('marks a bank debit processing, then paid on async_payment_succeeded', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    await deliver(ctx.app, ctx.stripe, ctx.stripe.completeSession(sessionId, { paymentStatus: 'unpaid' }));
    expect((await readOrder(ctx.app, learner.auth, order._id)).payment).toMatchObject({
      status: 'processing',
      canPay: false,
    });
    await deliver(
      ctx.app,
      ctx.stripe,
      ctx.stripe.sessionEvent(sessionId, 'checkout.session.async_payment_succeeded'),
    );
    expect((await readOrder(ctx.app, learner.auth, order._id)).payment.status).toBe('paid');
  });
});

describe('POST /api/booking/{id}/payment/check (the return page’s fallback)', () => {
  it('asks Stripe once and applies the payment as its event would, once', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    const stillOpen = await ctx.app.inject({
      method: 'POST',
      url: payUrls.check(order._id),
      headers: learner.auth,
    });
    expect(stillOpen.json().data).toMatchObject({ status: 'pending' });
    const event = ctx.stripe.completeSession(sessionId);
    const before = await paymentTrail(order._id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: payUrls.check(order._id),
      headers: learner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(ZOrder.strict().parse(res.json().data)).toMatchObject({ status: 'confirmed' });
    expect(ctx.stripe.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
    // The webhook arrives afterwards: recorded, nothing paid twice.
    expect((await deliver(ctx.app, ctx.stripe, event)).statusCode).toBe(200);
    const after = await paymentTrail(order._id);
    expect(after).toMatchObject({ receipts: 1, statusEvents: before.statusEvents + 1 });
    expect(after.notifications).toBe(before.notifications + 1);
    // A confirmed order is not asked about again.
    await ctx.app.inject({ method: 'POST', url: payUrls.check(order._id), headers: learner.auth });
    expect(ctx.stripe.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('answers 401 without a token and 403 for another learner’s order', async () => {
    const { order } = await aPendingOrder(ctx.app);
    const stranger = await signedInUser(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: payUrls.check(order._id) })).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: payUrls.check(order._id),
      headers: stranger.auth,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('refunds (POST /api/admin/orders/{id}/refunds)', () => {
  async function aPaidOrder() {
    const placed = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, placed.learner.auth, placed.order._id);
    await deliver(ctx.app, ctx.stripe, ctx.stripe.completeSession(sessionId));
    const paymentIntent = ctx.stripe.sessions.get(sessionId)?.payment_intent ?? '';
    ctx.stripe.requests.length = 0;
    return { ...placed, paymentIntent, admin: await adminAuth(ctx.app) };
  }
  const refund = (id: string, auth: Record<string, string>, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: payUrls.adminRefunds(id),
      headers: auth,
      payload: payload as object,
    });

  it('sends one request with an idempotency key; the partial refund’s event keeps access, the rest ends it', async () => {
    const { learner, order, paymentIntent, admin } = await aPaidOrder();
    const res = await refund(order._id, admin, { amount: 49, reason: 'One seat was not needed' });
    expect(res.statusCode).toBe(200);
    const pending = ZAdminOrder.strict().parse(res.json().data);
    expect(pending.refunds).toMatchObject([
      { amount: 49, status: 'pending', reason: 'One seat was not needed' },
    ]);
    expect(pending.paymentDetails.refundable).toBe(49);
    expect(ctx.stripe.requests).toHaveLength(1);
    const [sent] = ctx.stripe.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(sent?.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(sent?.form).toMatchObject({ payment_intent: paymentIntent, amount: '4900' });

    const partial = ctx.stripe.chargeRefundedEvent(paymentIntent);
    expect((await deliver(ctx.app, ctx.stripe, partial)).statusCode).toBe(200);
    expect((await deliver(ctx.app, ctx.stripe, partial)).statusCode).toBe(200);
    const afterPartial = await readOrder(ctx.app, learner.auth, order._id);
    expect(afterPartial.status).toBe('confirmed');
    expect(afterPartial.payment).toMatchObject({ status: 'partially-refunded', refunded: 49 });
    expect(afterPartial.payment.creditNoteNumbers).toEqual([expect.stringMatching(/^CUR-CN-\d{4}-000001$/)]);
    const slug = afterPartial.courses[0]?.course.slug ?? '';
    const access = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/learn/courses/${slug}`, headers: learner.auth })
      ).json().data.access as string;
    expect(await access()).toBe('open');

    // The rest: no amount means everything still refundable.
    expect((await refund(order._id, admin, { reason: 'Cancelled the training' })).statusCode).toBe(200);
    expect(ctx.stripe.requests.at(-1)?.form).toMatchObject({ amount: '4900' });
    await deliver(ctx.app, ctx.stripe, ctx.stripe.chargeRefundedEvent(paymentIntent));
    const refunded = await readOrder(ctx.app, learner.auth, order._id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.payment).toMatchObject({ status: 'refunded', refunded: 98 });
    expect(refunded.payment.creditNoteNumbers).toHaveLength(2);
    expect(await access()).toBe('preview');
    const consoleOrder = await readAdminOrder(ctx.app, admin, order._id);
    expect(consoleOrder.refunds.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(consoleOrder.refunds.every((r) => r.creditNoteNumber?.startsWith('CUR-CN-'))).toBe(true);
    expect(consoleOrder.timeline.at(-1)).toMatchObject({ from: 'confirmed', to: 'refunded' });
    expect(consoleOrder.paymentDetails).toMatchObject({ refundable: 0, canRefund: false });
    // Nothing left: refused, nothing sent.
    const more = await refund(order._id, admin, { reason: 'again' });
    expect(more.statusCode).toBe(409);
    expect(ctx.stripe.requests).toHaveLength(2);
    // The course may be bought again.
    const enrolled = await ctx.app.inject({
      method: 'GET',
      url: '/api/booking/enrolled',
      headers: learner.auth,
    });
    expect(enrolled.json().data).toEqual([]);
  });

  it('refunds an order paid online and then cancelled; the full refund makes it refunded', async () => {
    const { order, paymentIntent, admin } = await aPaidOrder();
    await cancelOrder(ctx.app, admin, order._id);
    expect((await readAdminOrder(ctx.app, admin, order._id)).paymentDetails).toMatchObject({
      refundable: 98,
      canRefund: true,
    });
    expect((await refund(order._id, admin, { reason: 'Order cancelled' })).statusCode).toBe(200);
    await deliver(ctx.app, ctx.stripe, ctx.stripe.chargeRefundedEvent(paymentIntent));
    const refunded = await readAdminOrder(ctx.app, admin, order._id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.timeline.at(-1)).toMatchObject({ from: 'cancelled', to: 'refunded' });
  });

  it('shows a refund the bank returned as failed, and its amount is refundable again', async () => {
    const { learner, order, admin } = await aPaidOrder();
    const res = await refund(order._id, admin, { amount: 20, reason: 'Late start' });
    const [sent] = ZAdminOrder.parse(res.json().data).refunds;
    const failed = ctx.stripe.refundFailedEvent(sent?.providerReference ?? '');
    expect((await deliver(ctx.app, ctx.stripe, failed)).statusCode).toBe(200);
    const consoleOrder = await readAdminOrder(ctx.app, admin, order._id);
    expect(consoleOrder.refunds).toMatchObject([{ status: 'failed', creditNoteNumber: null }]);
    expect(consoleOrder.paymentDetails).toMatchObject({ refundable: 98, canRefund: true });
    expect((await readOrder(ctx.app, learner.auth, order._id)).payment).toMatchObject({
      status: 'paid',
      refunded: 0,
    });
  });

  it('refuses more than is refundable (409), bad input (400), learners (403) and no token (401)', async () => {
    const { learner, order, admin } = await aPaidOrder();
    const tooMuch = await refund(order._id, admin, { amount: 98.01, reason: 'x' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ message: PM.refundTooMuch(9800) });
    for (const body of [{ amount: -1, reason: 'x' }, { amount: 1.001, reason: 'x' }, { reason: '' }, {}]) {
      const res = await refund(order._id, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await refund(order._id, learner.auth, { reason: 'x' })).statusCode).toBe(403);
    expect((await refund(order._id, {}, { reason: 'x' })).statusCode).toBe(401);
    expect(ctx.stripe.requests).toEqual([]);
    expect((await paymentTrail(order._id)).refunds).toBe(0);
  });

  it('refuses an order not paid online (409), and answers 503 when Stripe is down, sending it again with the same key', async () => {
    const { order } = await aPendingOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    const unpaid = await refund(order._id, admin, { reason: 'x' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: PM.notPaidOnline });

    const paid = await aPaidOrder();
    for (let i = 0; i < 3; i += 1) ctx.stripe.failNext(500);
    const down = await refund(paid.order._id, admin, { amount: 10, reason: 'Goodwill' });
    expect(down.statusCode).toBe(503);
    const firstKey = ctx.stripe.requests[0]?.idempotencyKey;
    const retry = await refund(paid.order._id, admin, { amount: 10, reason: 'Goodwill' });
    expect(retry.statusCode).toBe(200);
    expect(new Set(ctx.stripe.requests.map((r) => r.idempotencyKey))).toEqual(new Set([firstKey]));
    expect(ctx.stripe.charges.get(paid.paymentIntent)?.amount_refunded).toBe(1000);
  });
});

describe('receipts', () => {
  it('numbers receipts without gaps or repeats when many orders are paid at once', async () => {
    const orders = [];
    for (let i = 0; i < 6; i += 1) {
      const placed = await aPendingOrder(ctx.app);
      orders.push({
        ...placed,
        sessionId: await startPaying(ctx.app, ctx.stripe, placed.learner.auth, placed.order._id),
      });
    }
    const events = orders.map(({ sessionId }) => ctx.stripe.completeSession(sessionId));
    const replies = await Promise.all(
      events.flatMap((event) => [deliver(ctx.app, ctx.stripe, event), deliver(ctx.app, ctx.stripe, event)]),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const numbers = await Promise.all(
      orders.map(
        async ({ learner, order }) =>
          (await readOrder(ctx.app, learner.auth, order._id)).payment.receiptNumber,
      ),
    );
    const year = new Date().getUTCFullYear();
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `CUR-${String(year)}-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('shows the learner their own receipt (page and PDF), never someone else’s', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    await deliver(ctx.app, ctx.stripe, ctx.stripe.completeSession(sessionId));
    const number = (await readOrder(ctx.app, learner.auth, order._id)).payment.receiptNumber ?? '';
    const res = await ctx.app.inject({ method: 'GET', url: payUrls.receipt(number), headers: learner.auth });
    expect(res.statusCode).toBe(200);
    const receipt = ZReceipt.strict().parse(res.json().data);
    expect(receipt).toMatchObject({
      number,
      kind: 'receipt',
      orderId: order._id,
      orderReference: order.reference,
      total: 98,
      paymentMethod: 'card',
      lines: [{ name: 'Cloud Foundations', quantity: 2, unitPrice: 49, amount: 98 }],
      creditsReceipt: null,
    });
    expect(receipt.seller.name).not.toBe('');
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: payUrls.receiptPdf(number),
      headers: learner.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await signedInUser(ctx.app);
    for (const url of [payUrls.receipt(number), payUrls.receiptPdf(number)]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const missing = await ctx.app.inject({
      method: 'GET',
      url: payUrls.receipt('CUR-1999-000001'),
      headers: learner.auth,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: payUrls.receipt('nope'), headers: learner.auth });
    expect(bad.statusCode).toBe(400);

    const admin = await adminAuth(ctx.app);
    const consoleRead = await ctx.app.inject({
      method: 'GET',
      url: payUrls.adminReceipt(number),
      headers: admin,
    });
    expect(consoleRead.json().data).toEqual(receipt);
    expect(
      (await ctx.app.inject({ method: 'GET', url: payUrls.adminReceipt(number), headers: learner.auth }))
        .statusCode,
    ).toBe(403);
    const consolePdf = await ctx.app.inject({
      method: 'GET',
      url: payUrls.adminReceiptPdf(number),
      headers: admin,
    });
    expect(consolePdf.headers['content-type']).toBe('application/pdf');
    expect(MESSAGES.api.notFound).toBeTruthy();
  });
});

describe('the local Stripe server’s hosted page (what the browser tests use)', () => {
  it('shows the session, and its Pay button delivers the signed event and returns to the site', async () => {
    const { learner, order } = await aPendingOrder(ctx.app);
    const sessionId = await startPaying(ctx.app, ctx.stripe, learner.auth, order._id);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.stripe.setWebhookUrl(`${address}${payUrls.webhook}`);
    const page = await fetch(`${ctx.stripe.url}/pay/${sessionId}`);
    const html = await page.text();
    expect(html).toContain('Cloud Foundations');
    expect(html).toContain('Pay $98.00');
    const paid = await fetch(`${ctx.stripe.url}/pay/${sessionId}`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/checkout/return?order=${order._id}&session_id=${sessionId}`,
    );
    expect((await readOrder(ctx.app, learner.auth, order._id)).payment.status).toBe('paid');
  });
});
