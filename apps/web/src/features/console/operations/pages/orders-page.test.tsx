import type { TAdminOrderSummary } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { adminUser, learner, pageOf, pendingOrder } from '#web/features/console/test/operations-fixtures.ts';

beforeAll(async () => {
  await import('#web/features/console/operations/pages/orders-page.tsx');
});

const summary: TAdminOrderSummary = {
  _id: pendingOrder._id,
  reference: pendingOrder.reference,
  status: pendingOrder.status,
  amount: pendingOrder.payment.amount,
  currency: 'USD',
  learner,
  itemCount: 3,
  receiptNumber: null,
  flagged: false,
  createdAt: pendingOrder.createdAt,
  updatedAt: pendingOrder.updatedAt,
};
const course = { _id: '5a1b2c3d-1111-4222-8333-944455556666', name: 'React from Zero' };

async function openOrders(orders = [summary]) {
  storeSession(adminUser);
  const api = stubApi({
    'GET /api/user/self': { data: adminUser },
    'GET /api/admin/courses?page=1&pageSize=100&sort=name': { data: pageOf([course]) },
    // Every list request answers the one order, whatever its filters: the test reads what was asked.
    'GET /api/admin/orders?*': { data: pageOf(orders) },
  });
  const view = renderApp('/admin/orders');
  await findPageHeading('Orders');
  await screen.findByRole('link', { name: pendingOrder.reference });
  return { ...view, asked: () => api.queriesOf('/api/admin/orders') };
}

describe('orders list', () => {
  it('shows each order with its learner, amount and status, newest first', async () => {
    const { asked } = await openOrders();
    const row = screen.getByRole('row', { name: new RegExp(pendingOrder.reference) });
    expect(row).toHaveTextContent(learner.email);
    expect(row).toHaveTextContent('$148.50');
    expect(row).toHaveTextContent('Pending payment');
    expect(asked()[0]?.sort).toBe('-createdAt');
    expect(
      within(screen.getByRole('table', { name: 'Orders' })).getByRole('columnheader', { name: /Placed/ }),
    ).toHaveAttribute('aria-sort', 'descending');
  });

  it('sends each filter as the API names it: status, from/to days, learner, course, and q for the reference', async () => {
    const { user, asked } = await openOrders();
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await user.selectOptions(screen.getByLabelText('Course'), course._id);
    await user.type(screen.getByLabelText('Placed from'), '2026-03-01');
    await user.type(screen.getByLabelText('Placed to'), '2026-03-31');
    await user.type(screen.getByLabelText('Learner email'), 'ravi@');
    await user.type(screen.getByLabelText('Search by reference'), 'CUR-0F8E{Enter}');
    await waitFor(() => {
      expect(asked().at(-1)).toEqual({
        page: '1',
        pageSize: '25',
        sort: '-createdAt',
        q: 'CUR-0F8E',
        status: 'confirmed',
        course: course._id,
        from: '2026-03-01',
        to: '2026-03-31',
        learner: 'ravi@',
      });
    });
  });

  it('shows the receipt number of a paid order, and flags a payment that did not match in words', async () => {
    const paid = { ...summary, _id: pendingOrder._id.replace('0f8e', '1f8e'), reference: 'CUR-1F8E5F0C' };
    await openOrders([
      { ...paid, status: 'confirmed', receiptNumber: 'CUR-2026-000123' },
      { ...summary, flagged: true },
    ]);
    const table = within(screen.getByRole('table', { name: 'Orders' }));
    expect(table.getByRole('columnheader', { name: 'Receipt' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /CUR-1F8E5F0C/ })).toHaveTextContent('CUR-2026-000123');
    expect(table.getByRole('row', { name: /CUR-1F8E5F0C/ })).not.toHaveTextContent('Check payment');
    expect(table.getByRole('row', { name: new RegExp(pendingOrder.reference) })).toHaveTextContent(
      'Check payment',
    );
  });

  it('sorts by amount when its header is pressed', async () => {
    const { user, asked } = await openOrders();
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(asked().at(-1)?.sort).toBe('amount'));
  });
});
