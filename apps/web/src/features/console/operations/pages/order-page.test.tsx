import {
  COMMERCE_MESSAGES,
  CONFLICT_MESSAGES as C,
  MESSAGES,
  ORDER_ADMIN_MESSAGES,
  type TAdminOrder,
} from '@curio/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import type { TRecordedRequest } from '#web-test/api-stub.ts';
import { adminUser, pendingOrder } from '#web/features/console/test/operations-fixtures.ts';

beforeAll(async () => {
  await import('#web/features/console/operations/pages/order-page.tsx');
});

const orderPath = `/api/admin/orders/${pendingOrder._id}`;
const statusPath = `PATCH ${orderPath}/status`;
const markPaidPath = `POST ${orderPath}/mark-paid`;

type THandler = (request: TRecordedRequest) => TStubReply | Promise<TStubReply>;

/** `move` answers the step the test takes: PATCH …/status, or POST …/mark-paid for Mark as paid. */
async function openOrder(order: TAdminOrder, move?: THandler, handlers: Record<string, THandler> = {}) {
  storeSession(adminUser);
  const api = stubApi({
    'GET /api/user/self': { data: adminUser },
    [`GET ${orderPath}`]: { data: order },
    ...(move ? { [statusPath]: move, [markPaidPath]: move } : {}),
    ...handlers,
  });
  const view = renderApp(`/admin/orders/${order._id}`);
  await findPageHeading(`Order ${order.reference}`);
  return { ...view, api };
}

const confirmedBy = (body: { note?: string }): TAdminOrder => ({
  ...pendingOrder,
  status: 'confirmed',
  updatedAt: '2026-03-03T10:00:00.000Z',
  timeline: [
    ...pendingOrder.timeline,
    {
      _id: '3c2b1a00-0000-4000-8000-000000000002',
      from: 'pending',
      to: 'confirmed',
      actor: { _id: adminUser._id, email: adminUser.email },
      note: body.note ?? null,
      createdAt: '2026-03-03T10:00:00.000Z',
    },
  ],
});

describe('order page', () => {
  it('shows the lines with their totals, the address, the learner and the timeline', async () => {
    await openOrder(pendingOrder);
    const lines = screen.getByRole('table', { name: 'Order lines' });
    const react = within(lines).getByRole('row', { name: /React from Zero/ });
    expect(react).toHaveTextContent('$49.50 × 2');
    expect(react).toHaveTextContent('$99.00');
    expect(within(lines).getByRole('row', { name: /Total/ })).toHaveTextContent('$148.50');
    expect(screen.getByText('14 Residency Road, Bangalore 560025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Ravi Kumar/ })).toHaveAttribute(
      'href',
      `/admin/users/${pendingOrder.learner._id}`,
    );
    const timeline = screen.getByRole('list', { name: 'Status changes, oldest first' });
    expect(within(timeline).getByRole('listitem')).toHaveTextContent('Placed as Pending payment');
    expect(within(timeline).getByRole('listitem')).toHaveTextContent(`by ${pendingOrder.learner.email}`);
  });

  it('marks as paid with a note and the version loaded, then shows the new status in the timeline', async () => {
    const { user, api } = await openOrder(pendingOrder, ({ body }) => ({
      message: COMMERCE_MESSAGES.orderStatusUpdated,
      data: confirmedBy(body as { note?: string }),
    }));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note for the timeline (optional)'), 'Paid by bank transfer');
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));

    expect(await screen.findByText(COMMERCE_MESSAGES.orderStatusUpdated)).toBeInTheDocument();
    expect(api.find(markPaidPath).map((r) => r.body)).toEqual([
      { note: 'Paid by bank transfer', version: pendingOrder.updatedAt },
    ]);
    expect(api.find(statusPath)).toHaveLength(0);
    const timeline = screen.getByRole('list', { name: 'Status changes, oldest first' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2));
    expect(within(timeline).getAllByRole('listitem')[1]).toHaveTextContent('Pending payment → Confirmed');
    expect(within(timeline).getAllByRole('listitem')[1]).toHaveTextContent('Paid by bank transfer');
    // Confirmed: the next moves are Complete and Cancel; Mark as paid stays where it was, greyed out, and the
    // new status has the focus.
    expect(screen.getByRole('button', { name: 'Complete order' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mark as paid' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: /^Status:/ })).toHaveFocus();
  });

  it('sends one move for two presses, even when the second lands before the page has re-rendered', async () => {
    let answer: (reply: TStubReply) => void = () => undefined;
    const { api } = await openOrder(
      pendingOrder,
      () => new Promise<TStubReply>((resolve) => (answer = resolve)),
    );
    const confirm = screen.getByRole('button', { name: 'Mark as paid' });
    // Two presses in one task: React has had no chance to disable the button between them.
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(api.find(markPaidPath)).toHaveLength(1));
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Complete order' })).toBeDisabled();
    answer({ message: COMMERCE_MESSAGES.orderStatusUpdated, data: confirmedBy({}) });
    expect(await screen.findByText(COMMERCE_MESSAGES.orderStatusUpdated)).toBeInTheDocument();
    expect(api.find(markPaidPath)).toHaveLength(1);
  });

  it('warns before completing: what the learner is told, and that it is final', async () => {
    const confirmed = confirmedBy({});
    const { user, api } = await openOrder(confirmed, () => ({
      message: COMMERCE_MESSAGES.orderStatusUpdated,
      data: { ...confirmed, status: 'completed' },
    }));
    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    const dialog = screen.getByRole('dialog', {
      name: ORDER_ADMIN_MESSAGES.completeTitle(confirmed.reference),
    });
    expect(dialog).toHaveTextContent(ORDER_ADMIN_MESSAGES.completeWarning(confirmed.learner.name));
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(api.find(statusPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText(/its status cannot change any more/)).toBeInTheDocument();
    expect(api.find(statusPath).map((r) => r.body)).toEqual([
      { status: 'completed', version: confirmed.updatedAt },
    ]);
  });

  it('asks before cancelling, and Keep order sends nothing', async () => {
    const { user, api } = await openOrder(pendingOrder, () => ({ data: pendingOrder }));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel order ${pendingOrder.reference}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.find(statusPath)).toHaveLength(0);
  });

  it("shows the server's 409 message with Reload, which loads the order again", async () => {
    const { user, api } = await openOrder(pendingOrder, () => ({
      status: 409,
      message: MESSAGES.admin.staleEdit,
    }));
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.admin.staleEdit);
    // The order read to compare answers it unchanged; nothing was typed, so Reload does not ask.
    expect(await within(alert).findByText(C.noFieldChanged)).toBeInTheDocument();
    const loadsBefore = api.find(`GET ${orderPath}`).length;
    await user.click(within(alert).getByRole('button', { name: C.reloadDiscard }));
    await waitFor(() => expect(api.find(`GET ${orderPath}`).length).toBe(loadsBefore + 1));
    expect(screen.queryByText(MESSAGES.admin.staleEdit)).not.toBeInTheDocument();
  });

  it('offers no move on a completed order', async () => {
    await openOrder({ ...pendingOrder, status: 'completed' });
    expect(screen.getByText(/its status cannot change any more/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /order$/ })).not.toBeInTheDocument();
  });
});
