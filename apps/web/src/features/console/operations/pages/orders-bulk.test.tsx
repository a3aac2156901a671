import { BULK_TEXTS, ORDER_ADMIN_MESSAGES, type TAdminOrderSummary, type TBulkResult } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { findToast, openConsole } from '#web/features/console/test/open-console.ts';
import { learner, pageOf } from '#web/features/console/test/operations-fixtures.ts';

beforeAll(async () => {
  await import('#web/features/console/operations/pages/orders-page.tsx');
});

const order = (n: number, status: TAdminOrderSummary['status']): TAdminOrderSummary => ({
  _id: `0f8e5f0c-4a43-4c8b-9d1e-5b7a9f3e2d1${n}`,
  reference: `CUR-0F8E5F0${n}`,
  status,
  amount: 49.5,
  currency: 'USD',
  learner,
  itemCount: 1,
  receiptNumber: null,
  flagged: false,
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
});
const pending = order(1, 'pending');
const confirmed = order(2, 'confirmed');
const completed = order(3, 'completed');

async function openOrders(move: TStubHandler = { status: 500, message: 'unexpected' }) {
  const view = await openConsole('/admin/orders', 'Orders', {
    'GET /api/admin/courses?page=1&pageSize=100&sort=name': { data: pageOf([]) },
    'GET /api/admin/orders?*': { data: pageOf([pending, confirmed, completed]) },
    'POST /api/admin/orders/bulk/status': move,
  });
  await screen.findByRole('link', { name: pending.reference });
  const tick = (row: TAdminOrderSummary) =>
    view.user.click(screen.getByRole('checkbox', { name: BULK_TEXTS.selectRow(row.reference) }));
  return { ...view, tick };
}

const moveButtons = () =>
  screen.queryAllByRole('button', { name: /^Move to / }).map((button) => button.textContent);

describe('moving several orders at once', () => {
  it('offers only the moves every ticked order may take', async () => {
    const { tick } = await openOrders();
    await tick(pending);
    expect(moveButtons()).toEqual([BULK_TEXTS.moveOrder('confirmed'), BULK_TEXTS.moveOrder('cancelled')]);
    await tick(confirmed);
    expect(moveButtons()).toEqual([BULK_TEXTS.moveOrder('cancelled')]);
    await tick(completed);
    expect(moveButtons()).toEqual([]);
    expect(screen.getByText(BULK_TEXTS.noCommonMove)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BULK_TEXTS.exportSelection })).toBeEnabled();
  });

  it('asks before cancelling, then says which orders were refused and why', async () => {
    const refusal = ORDER_ADMIN_MESSAGES.transitionRefused('cancelled', 'cancelled');
    const result: TBulkResult = {
      results: [
        { _id: pending._id, outcome: 'changed', reason: null },
        { _id: confirmed._id, outcome: 'skipped', reason: refusal },
      ],
      changed: 1,
      skipped: 1,
    };
    const summary = '1 moved to Cancelled, 1 skipped (This order is already Cancelled)';
    const { tick, user, api } = await openOrders({ data: result, message: summary });
    await tick(pending);
    await tick(confirmed);
    await user.click(screen.getByRole('button', { name: BULK_TEXTS.moveOrder('cancelled') }));

    const dialog = screen.getByRole('dialog', { name: BULK_TEXTS.cancelTitle(2) });
    expect(api.find('POST /api/admin/orders/bulk/status')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: BULK_TEXTS.cancelConfirm }));

    await findToast(summary);
    expect(api.find('POST /api/admin/orders/bulk/status')[0]?.body).toEqual({
      ids: [pending._id, confirmed._id],
      status: 'cancelled',
    });
    const report = screen.getByRole('heading', { name: BULK_TEXTS.skippedTitle })
      .parentElement as HTMLElement;
    expect(within(report).getByRole('listitem')).toHaveTextContent(`${confirmed.reference}: ${refusal}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
