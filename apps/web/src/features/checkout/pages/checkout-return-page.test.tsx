import {
  LEARNING_MESSAGES,
  PAYMENT_FAILURE_TEXTS,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  type TOrder,
} from '@curio/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { node, orderOf, react } from '#web-test/commerce-fixtures.ts';
import { leaveSite } from '#web/lib/leave-site.ts';
import { CHECK_AFTER_READS, pollDelay } from '#web/features/checkout/lib/payment-return.ts';

beforeAll(async () => {
  await import('./checkout-return-page.tsx');
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets `ms` of fake time pass a second at a time, so each read's reply is in before the next pause starts. */
async function letTimePass(ms: number) {
  for (let passed = 0; passed < ms; passed += 1000) await act(() => vi.advanceTimersByTimeAsync(1000));
}

/** An order paid by card: pending and unpaid until `paid` says otherwise. */
function cardOrder(fields: Partial<TOrder['payment']> = {}, status: TOrder['status'] = 'pending'): TOrder {
  const order = orderOf(status, '2026-03-02T09:15:00.000Z', [react, 1], [node, 2]);
  return {
    ...order,
    payment: { ...order.payment, method: 'card', status: 'unpaid', canPay: true, ...fields },
  };
}
const pending = cardOrder();
const paid: TOrder = {
  ...cardOrder({ status: 'paid', canPay: false, receiptNumber: 'CUR-2026-000007' }, 'confirmed'),
  _id: pending._id,
  reference: pending.reference,
};

const orderPath = `/api/booking/${pending._id}`;
const checkPath = `POST ${orderPath}/payment/check`;
const payPath = `POST ${orderPath}/pay`;

async function openReturn(
  query: string,
  read: () => TStubReply | Promise<TStubReply>,
  handlers: Record<string, TStubReply | (() => TStubReply)> = {},
) {
  storeSession();
  const api = stubApi({
    'GET /api/user/self': { data: testUser },
    'GET /api/cart/get-cart': { data: { courses: [], itemCount: 0, total: 0 } },
    [`GET ${orderPath}`]: read,
    ...handlers,
  });
  const app = renderApp(`/checkout/return?order=${pending._id}${query}`);
  await findPageHeading(PAYMENT_TEXTS.returnTitle);
  return { ...app, api };
}

/** The page's one live region: the state in words. */
const stateRegion = () =>
  screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');

describe('payment return page /checkout/return (docs/product.md#payment)', () => {
  it("shows 'Payment received' only once the order says so, then the courses to start", async () => {
    let reads = 0;
    const { api } = await openReturn('&session_id=cs_test_1', () => ({ data: ++reads < 2 ? pending : paid }));
    // The address says it was paid; the order does not yet: the page waits, and says so.
    expect(
      await screen.findByRole('heading', { level: 2, name: PAYMENT_TEXTS.waitingTitle }),
    ).toBeInTheDocument();
    expect(stateRegion()).toHaveTextContent(PAYMENT_TEXTS.waitingMessage);
    expect(screen.queryByText(PAYMENT_TEXTS.paymentReceived)).not.toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 2, name: PAYMENT_TEXTS.paymentReceived }),
    ).toBeInTheDocument();
    expect(stateRegion()).toHaveTextContent(PAYMENT_TEXTS.paymentReceivedMessage(pending.reference));
    expect(
      screen.getByRole('link', { name: `${LEARNING_MESSAGES.startLearning}: ${react.name}` }),
    ).toHaveAttribute('href', `/learn/${react.slug}`);
    expect(screen.getByRole('link', { name: 'CUR-2026-000007' })).toHaveAttribute(
      'href',
      '/profile/receipts/CUR-2026-000007',
    );
    expect(api.find(checkPath)).toHaveLength(0);
  });

  it('reads the order with growing pauses, then asks the provider once and says it takes longer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await openReturn('&session_id=cs_test_1', () => ({ data: pending }), {
      [checkPath]: { data: pending },
    });
    await screen.findByRole('heading', { level: 2, name: PAYMENT_TEXTS.waitingTitle });
    const reads = () => api.find(`GET ${orderPath}`).length;
    for (let n = 0; n < CHECK_AFTER_READS; n += 1) {
      const before = reads();
      await act(() => vi.advanceTimersByTimeAsync(pollDelay(n)));
      await waitFor(() => expect(reads()).toBe(before + 1));
    }
    await waitFor(() => expect(api.find(checkPath)).toHaveLength(1));
    expect(
      await within(stateRegion() as HTMLElement).findByText(PAYMENT_TEXTS.waitingLong),
    ).toBeInTheDocument();
    // Still waiting: the page keeps reading the order, but never asks the provider again.
    const before = reads();
    await letTimePass(pollDelay(99) * 3);
    expect(reads()).toBeGreaterThan(before);
    expect(api.find(checkPath)).toHaveLength(1);
  });

  it('takes the check’s answer when the provider says it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openReturn('', () => ({ data: pending }), { [checkPath]: { data: paid } });
    await screen.findByRole('heading', { level: 2, name: PAYMENT_TEXTS.waitingTitle });
    await letTimePass(20_000);
    expect(
      await screen.findByRole('heading', { level: 2, name: PAYMENT_TEXTS.paymentReceived }),
    ).toBeInTheDocument();
  });

  it('brings a learner who left the payment page back to the order with Try again (a new session)', async () => {
    const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => undefined);
    const { user, api } = await openReturn('&cancelled=1', () => ({ data: pending }), {
      [payPath]: { data: { redirectUrl: 'https://pay.example/s/2' } },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: PAYMENT_TEXTS.cancelledTitle }),
    ).toBeInTheDocument();
    expect(stateRegion()).toHaveTextContent(PAYMENT_TEXTS.cancelledMessage);
    expect(screen.getByText(pending.reference)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PAYMENT_TEXTS.tryAgain }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/s/2'));
    expect(api.find(payPath)).toHaveLength(1);
    leave.mockRestore();
  });

  it('says why a payment failed, and that no money was taken', async () => {
    await openReturn('&session_id=cs_test_1', () => ({
      data: cardOrder({ failureReason: PAYMENT_FAILURE_TEXTS.failed }),
    }));
    expect(await screen.findByText(PAYMENT_FAILURE_TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAYMENT_TEXTS.tryAgain })).toBeEnabled();
    expect(screen.queryByText(PAYMENT_TEXTS.paymentReceived)).not.toBeInTheDocument();
  });

  it('tells the learner when the payment did not match and the team checks it', async () => {
    await openReturn('&session_id=cs_test_1', () => ({ data: cardOrder({ flagged: true }) }));
    expect(await screen.findByText(PAYMENT_TEXTS.flaggedMessage)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAYMENT_TEXTS.tryAgain })).not.toBeInTheDocument();
  });

  it('says so when the address names no order', async () => {
    storeSession();
    stubApi({ 'GET /api/user/self': { data: testUser } });
    renderApp('/checkout/return');
    await findPageHeading(PAYMENT_TEXTS.returnTitle);
    expect(screen.getByText(PAYMENT_PAGE_TEXTS.returnNoOrder)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_TEXTS.viewOrders })).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    );
  });

  it('reports a failed read with a way to load it again', async () => {
    let reads = 0;
    const { user } = await openReturn('', () =>
      ++reads === 1 ? { status: 500, message: '' } : { data: paid },
    );
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button'));
    expect(
      await screen.findByRole('heading', { level: 2, name: PAYMENT_TEXTS.paymentReceived }),
    ).toBeInTheDocument();
  });
});
