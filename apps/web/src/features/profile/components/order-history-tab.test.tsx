import {
  CONTENT_MESSAGES,
  LEARNING_MESSAGES,
  MESSAGES,
  PAYMENT_FAILURE_TEXTS,
  PAYMENT_TEXTS,
} from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveSite } from '#web/lib/leave-site.ts';
import { node, orderOf, react, sql } from '#web-test/commerce-fixtures.ts';
import { openProfileTab } from '#web/features/profile/test/open-profile-tab.ts';

// Local times, so the docs/product.md#rules texts below hold in whatever time zone the tests run.
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

const older = orderOf('completed', at(2025, 11, 31, 23, 5), [sql, 3]);
const newer = orderOf('pending', at(2026, 0, 5, 9, 7), [react, 1], [node, 2]);

const table = () => screen.getByRole('table', { name: 'Your orders, newest first' });
const rowOf = (reference: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: reference }));

describe('profile Order History tab', () => {
  it('lists each order with its reference, date, courses, amount and status, newest first', async () => {
    await openProfileTab('orders', { 'GET /api/booking': { data: [older, newer] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Order History' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Your orders, newest first' });

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reference', 'Date', 'Courses', 'Amount', 'Status', 'Receipt']);
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([newer.reference, older.reference]);

    const first = within(rowOf(newer.reference) as HTMLElement);
    expect(first.getByText('05-01-2026 09:07 AM')).toBeInTheDocument();
    expect(first.getByRole('link', { name: react.name })).toHaveAttribute(
      'href',
      `/coursesdetails/${react.slug}`,
    );
    expect(first.getByRole('link', { name: node.name })).toBeInTheDocument();
    expect(first.getByText('× 2 seats')).toBeInTheDocument();
    expect(first.getByText('$168.00')).toBeInTheDocument();
    expect(first.getByText('Pending payment')).toBeInTheDocument();

    // Not paid yet: no way into the lessons.
    expect(first.queryByRole('link', { name: /^Start learning/ })).not.toBeInTheDocument();

    const second = within(rowOf(older.reference) as HTMLElement);
    expect(
      second.getByRole('link', { name: `${LEARNING_MESSAGES.startLearning}: ${sql.name}` }),
    ).toHaveAttribute('href', `/learn/${sql.slug}`);
    expect(second.getByText('31-12-2025 11:05 PM')).toBeInTheDocument();
    expect(second.getByText('$0.30')).toBeInTheDocument();
    expect(second.getByText('Completed')).toBeInTheDocument();
  });

  it("names a course that no longer exists without linking to it, and shows 'Cancelled'", async () => {
    const gone = orderOf('cancelled', at(2026, 1, 2, 12, 0), [react, 1]);
    const line = gone.courses[0];
    if (line) line.course = { ...line.course, _id: null };
    await openProfileTab('orders', { 'GET /api/booking': { data: [gone] } });
    const row = within(await screen.findByRole('row', { name: new RegExp(gone.reference) }));
    expect(row.getByText(react.name)).toBeInTheDocument();
    expect(row.queryByRole('link')).not.toBeInTheDocument();
    expect(row.getByText('Cancelled')).toBeInTheDocument();
    expect(row.getByText('02-02-2026 12:00 PM')).toBeInTheDocument();
  });

  it("says 'No orders found.' with a way to the catalogue", async () => {
    await openProfileTab('orders', { 'GET /api/booking': { data: [] } });
    expect(await screen.findByText(MESSAGES.order.none)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('tabpanel', { name: 'Order History' })).getByRole('link', {
        name: 'Browse courses',
      }),
    ).toHaveAttribute('href', '/course');
  });

  it('says it is loading, then shows the orders', async () => {
    let release: () => void = () => {};
    await openProfileTab('orders', {
      'GET /api/booking': () =>
        new Promise((resolve) => {
          release = () => resolve({ data: [newer] });
        }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your orders…');
    release();
    expect(await screen.findByRole('rowheader', { name: newer.reference })).toBeInTheDocument();
  });

  it('reports a failed load and loads again on Try again', async () => {
    let calls = 0;
    const { user } = await openProfileTab('orders', {
      'GET /api/booking': () => (++calls === 1 ? { status: 500, message: '' } : { data: [newer] }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTENT_MESSAGES.loadFailed);
    await user.click(screen.getByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(await screen.findByRole('rowheader', { name: newer.reference })).toBeInTheDocument();
  });

  it('says why a payment failed and starts a new one on Try again (docs/product.md#payment)', async () => {
    const failed = orderOf('pending', at(2026, 0, 6, 10, 0), [react, 1]);
    failed.payment = {
      ...failed.payment,
      method: 'card',
      failureReason: PAYMENT_FAILURE_TEXTS.expired,
      canPay: true,
    };
    const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => undefined);
    const { user, api } = await openProfileTab('orders', {
      'GET /api/booking': { data: [failed] },
      [`POST /api/booking/${failed._id}/pay`]: { data: { redirectUrl: 'https://pay.example/s/1' } },
    });
    const row = within(await screen.findByRole('row', { name: new RegExp(failed.reference) }));
    expect(row.getByText(PAYMENT_FAILURE_TEXTS.expired)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: `${PAYMENT_TEXTS.tryAgain}: ${failed.reference}` }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/s/1'));
    expect(api.find(`POST /api/booking/${failed._id}/pay`)).toHaveLength(1);
    leave.mockRestore();
  });

  it('links a paid order to its receipt and credit notes, and shows a dash before one exists', async () => {
    const paid = orderOf('confirmed', at(2026, 0, 7, 10, 0), [node, 1]);
    paid.payment = {
      ...paid.payment,
      method: 'card',
      status: 'partially-refunded',
      receiptNumber: 'CUR-2026-000042',
      creditNoteNumbers: ['CUR-CN-2026-000003'],
      refunded: 10,
    };
    await openProfileTab('orders', { 'GET /api/booking': { data: [paid, newer] } });
    const row = within(await screen.findByRole('row', { name: new RegExp(paid.reference) }));
    expect(row.getByRole('link', { name: 'CUR-2026-000042' })).toHaveAttribute(
      'href',
      '/profile/receipts/CUR-2026-000042',
    );
    expect(row.getByRole('link', { name: 'Credit note CUR-CN-2026-000003' })).toHaveAttribute(
      'href',
      '/profile/receipts/CUR-CN-2026-000003',
    );
    expect(row.getByText('Partially refunded')).toBeInTheDocument();
    const pending = within(rowOf(newer.reference) as HTMLElement);
    expect(pending.getByLabelText('No receipt yet')).toBeInTheDocument();
    // A manual order waits for the team: no way to pay online from here.
    expect(pending.queryByRole('button')).not.toBeInTheDocument();
  });
});
