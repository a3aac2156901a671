import { PAYMENT_PAGE_TEXTS, PAYMENT_TEXTS, type TAdminOrder, type TRefund } from '@curio/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { adminUser, pendingOrder } from '#web/features/console/test/operations-fixtures.ts';

beforeAll(async () => {
  await import('#web/features/console/operations/pages/order-page.tsx');
});

/** The fixture's order, paid online: $148.50 by card, receipt issued, all of it refundable. */
const paidOnline: TAdminOrder = {
  ...pendingOrder,
  status: 'confirmed',
  updatedAt: '2026-03-02T09:20:00.000Z',
  payment: {
    ...pendingOrder.payment,
    method: 'card',
    status: 'paid',
    receiptNumber: 'CUR-2026-000123',
    paidAt: '2026-03-02T09:20:00.000Z',
  },
  paymentDetails: {
    provider: 'stripe',
    reference: 'pi_3Nabc',
    sessionId: 'cs_test_1',
    mismatch: null,
    refundable: 148.5,
    canRefund: true,
    canMarkPaid: false,
  },
};

const orderPath = `/api/admin/orders/${pendingOrder._id}`;
const refundPath = `POST ${orderPath}/refunds`;

const refund = (fields: Partial<TRefund>): TRefund => ({
  _id: '6a5b4c3d-0000-4000-8000-000000000001',
  amount: 148.5,
  reason: 'Course not for me',
  status: 'pending',
  providerReference: 're_1',
  creditNoteNumber: null,
  actor: { _id: adminUser._id, email: adminUser.email },
  createdAt: '2026-03-03T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
  ...fields,
});

async function openOrder(
  order: TAdminOrder,
  onRefund?: (body: unknown) => TStubReply | Promise<TStubReply>,
  reads?: () => TAdminOrder,
) {
  storeSession(adminUser);
  const api = stubApi({
    'GET /api/user/self': { data: adminUser },
    [`GET ${orderPath}`]: () => ({ data: reads ? reads() : order }),
    ...(onRefund ? { [refundPath]: ({ body }) => onRefund(body) } : {}),
  });
  const view = renderApp(`/admin/orders/${order._id}`);
  await findPageHeading(`Order ${order.reference}`);
  return { ...view, api };
}

const panel = () => within(screen.getByRole('region', { name: PAYMENT_TEXTS.paymentTitle }));
const definition = (term: string) => panel().getByText(term, { selector: 'dt' }).nextElementSibling;

describe('order page: payment (docs/product.md#payment)', () => {
  it('shows a manual order as not paid yet, with no receipt and no Refund', async () => {
    await openOrder(pendingOrder);
    expect(definition(PAYMENT_TEXTS.receiptMethod)).toHaveTextContent('Bank transfer or invoice');
    expect(definition(PAYMENT_PAGE_TEXTS.paymentState)).toHaveTextContent('Not paid yet');
    expect(definition(PAYMENT_TEXTS.receiptNumberLabel)).toHaveTextContent(PAYMENT_PAGE_TEXTS.receiptNotYet);
    expect(panel().queryByRole('button', { name: PAYMENT_TEXTS.refund })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAYMENT_TEXTS.markAsPaid })).toBeEnabled();
  });

  it('shows an online payment: method, state, reference, receipt and what is refundable', async () => {
    await openOrder(paidOnline);
    expect(definition(PAYMENT_TEXTS.receiptMethod)).toHaveTextContent('Card (online)');
    expect(definition(PAYMENT_PAGE_TEXTS.paymentState)).toHaveTextContent('Paid');
    expect(definition(PAYMENT_TEXTS.paymentProviderReference)).toHaveTextContent('pi_3Nabc');
    expect(definition(PAYMENT_TEXTS.receiptNumberLabel)).toHaveTextContent('CUR-2026-000123');
    expect(definition(PAYMENT_TEXTS.refundableLabel)).toHaveTextContent('$148.50');
    expect(panel().getByRole('button', { name: PAYMENT_TEXTS.refund })).toBeEnabled();
  });

  it('says in words when the payment did not match the order', async () => {
    await openOrder({
      ...pendingOrder,
      payment: { ...pendingOrder.payment, method: 'card', flagged: true },
      paymentDetails: {
        ...pendingOrder.paymentDetails,
        provider: 'stripe',
        mismatch: { amount: 14.85, currency: 'usd' },
      },
    });
    expect(panel().getByRole('note')).toHaveTextContent(PAYMENT_TEXTS.mismatchFlag('$14.85', '$148.50'));
  });

  it('refunds everything with a reason after saying what a full refund does, then shows its state', async () => {
    const asked = { ...paidOnline, refunds: [refund({})] };
    const { user, api } = await openOrder(
      paidOnline,
      () => ({ message: PAYMENT_TEXTS.refundRequested, data: asked }),
      () => paidOnline,
    );
    await user.click(panel().getByRole('button', { name: PAYMENT_TEXTS.refund }));
    const dialog = within(
      screen.getByRole('dialog', { name: PAYMENT_TEXTS.refundTitle(paidOnline.reference) }),
    );
    expect(dialog.getByText(PAYMENT_TEXTS.refundFullWarning)).toBeInTheDocument();

    // No reason: refused here, nothing sent.
    await user.click(dialog.getByRole('button', { name: PAYMENT_TEXTS.refundConfirm }));
    expect(await dialog.findByText('Say why you refund this order.')).toBeInTheDocument();
    expect(api.find(refundPath)).toHaveLength(0);

    await user.type(dialog.getByLabelText(PAYMENT_TEXTS.refundReasonLabel), 'Course not for me');
    await user.click(dialog.getByRole('button', { name: PAYMENT_TEXTS.refundConfirm }));
    expect(await screen.findByText(PAYMENT_TEXTS.refundRequested)).toBeInTheDocument();
    expect(api.find(refundPath).map((r) => r.body)).toEqual([{ reason: 'Course not for me' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const refunds = within(panel().getByRole('list', { name: PAYMENT_PAGE_TEXTS.refundsListLabel }));
    expect(refunds.getByRole('listitem')).toHaveTextContent('$148.50');
    expect(refunds.getByRole('listitem')).toHaveTextContent('Refund requested');
    expect(refunds.getByRole('listitem')).toHaveTextContent('Course not for me');
  });

  it('refunds a chosen amount, refusing one that is not dollars and cents', async () => {
    const { user, api } = await openOrder(paidOnline, () => ({
      data: {
        ...paidOnline,
        payment: { ...paidOnline.payment, status: 'partially-refunded', refunded: 20 },
        refunds: [refund({ amount: 20, status: 'succeeded', creditNoteNumber: 'CUR-CN-2026-000001' })],
      },
    }));
    await user.click(panel().getByRole('button', { name: PAYMENT_TEXTS.refund }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText(PAYMENT_TEXTS.refundAmountLabel), '20.005');
    await user.type(dialog.getByLabelText(PAYMENT_TEXTS.refundReasonLabel), 'One seat unused');
    await user.click(dialog.getByRole('button', { name: PAYMENT_TEXTS.refundConfirm }));
    expect(
      await dialog.findByText('Enter an amount in dollars and cents, more than zero.'),
    ).toBeInTheDocument();
    expect(api.find(refundPath)).toHaveLength(0);

    await user.clear(dialog.getByLabelText(PAYMENT_TEXTS.refundAmountLabel));
    await user.type(dialog.getByLabelText(PAYMENT_TEXTS.refundAmountLabel), '20');
    expect(dialog.getByText(PAYMENT_PAGE_TEXTS.refundPartialNote)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: PAYMENT_TEXTS.refundConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find(refundPath).map((r) => r.body)).toEqual([{ amount: 20, reason: 'One seat unused' }]);
    expect(definition(PAYMENT_PAGE_TEXTS.paymentState)).toHaveTextContent('Partially refunded');
    expect(panel().getByRole('listitem')).toHaveTextContent('Refunded');
    expect(panel().getByRole('listitem')).toHaveTextContent('CUR-CN-2026-000001');
  });

  it('sends one refund for two presses of Send refund', async () => {
    let answer: (reply: TStubReply) => void = () => undefined;
    const { user, api } = await openOrder(
      paidOnline,
      () => new Promise<TStubReply>((resolve) => (answer = resolve)),
    );
    await user.click(panel().getByRole('button', { name: PAYMENT_TEXTS.refund }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText(PAYMENT_TEXTS.refundReasonLabel), 'Duplicate purchase');
    const send = dialog.getByRole('button', { name: PAYMENT_TEXTS.refundConfirm });
    act(() => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(api.find(refundPath)).toHaveLength(1));
    await waitFor(() => expect(send).toBeDisabled());
    answer({ data: { ...paidOnline, refunds: [refund({ reason: 'Duplicate purchase' })] } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find(refundPath)).toHaveLength(1);
  });

  it('shows what the server refused on the field it names', async () => {
    const { user } = await openOrder(paidOnline, () => ({
      status: 400,
      message: 'You can refund at most $148.50.',
      errors: [{ field: 'amount', message: 'You can refund at most $148.50.' }],
    }));
    await user.click(panel().getByRole('button', { name: PAYMENT_TEXTS.refund }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText(PAYMENT_TEXTS.refundAmountLabel), '500');
    await user.type(dialog.getByLabelText(PAYMENT_TEXTS.refundReasonLabel), 'Too much');
    await user.click(dialog.getByRole('button', { name: PAYMENT_TEXTS.refundConfirm }));
    await waitFor(() =>
      expect(dialog.getByLabelText(PAYMENT_TEXTS.refundAmountLabel)).toHaveAccessibleDescription(
        expect.stringContaining('You can refund at most $148.50.'),
      ),
    );
  });
});
