import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { formatConsoleDate } from '#web/features/console/shell/lib/console-dates.ts';
import { adminUser, learnerAccount, pageOf } from '#web/features/console/test/operations-fixtures.ts';
import { openConsole } from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/people/pages/users-page.tsx');
});

const { orders: _orders, ...learnerRow } = learnerAccount;
const staffRow = { ...learnerRow, ...adminUser, disabled: true, orderCount: 0 };

async function openUsers(
  list: TStubHandler = { data: pageOf([learnerRow, staffRow]) },
  path = '/admin/users',
) {
  // Every list request gets the same answer, whatever its query: the tests read what was asked.
  const view = await openConsole(path, 'Users', { 'GET /api/admin/users?*': list });
  return { ...view, asked: () => view.api.queriesOf('/api/admin/users') };
}

describe('users list', () => {
  it('shows each user with their role, status and orders, newest first', async () => {
    const { asked } = await openUsers();
    const row = await screen.findByRole('row', { name: new RegExp(learnerRow.name) });
    expect(within(row).getByRole('link', { name: learnerRow.name })).toHaveAttribute(
      'href',
      `/admin/users/${learnerRow._id}`,
    );
    expect(row).toHaveTextContent(learnerRow.email);
    expect(row).toHaveTextContent(learnerRow.phone);
    expect(row).toHaveTextContent('Learner');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent(formatConsoleDate(learnerRow.createdAt));
    const staff = screen.getByRole('row', { name: new RegExp(adminUser.name) });
    expect(staff).toHaveTextContent('Admin');
    expect(staff).toHaveTextContent('Disabled');
    expect(asked()).toEqual([{ page: '1', pageSize: '25', sort: '-createdAt' }]);
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('sends the search once typing pauses, and the role and status filters', async () => {
    const { user, asked } = await openUsers();
    await user.type(screen.getByLabelText('Search name, email or phone'), 'ravi');
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ q: 'ravi' }));
    await user.selectOptions(screen.getByLabelText('Role'), 'editor');
    await user.selectOptions(screen.getByLabelText('Status'), 'disabled');
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        page: '1',
        pageSize: '25',
        sort: '-createdAt',
        q: 'ravi',
        role: 'editor',
        status: 'disabled',
      }),
    );
  });

  it('sorts by a header and pages through the total', async () => {
    const { user, asked } = await openUsers({
      data: { ...pageOf([learnerRow]), total: 60 },
    });
    await screen.findByRole('row', { name: new RegExp(learnerRow.name) });
    await user.click(screen.getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sort: 'email', page: '1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sort: 'email', page: '2' }));
  });

  it('says what an empty list means, and offers to clear the filters', async () => {
    const { user } = await openUsers({ data: pageOf([]) }, '/admin/users?role=editor');
    expect(
      await screen.findByText('No user matches these filters. Clear the filters to see everyone.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it("shows the server's message and a retry when the list fails", async () => {
    let fails = true;
    const { user } = await openUsers(() =>
      fails ? { status: 500, message: MESSAGES.api.internal } : { data: pageOf([learnerRow]) },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.api.internal);
    fails = false;
    await user.click(within(alert).getByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(await screen.findByRole('row', { name: new RegExp(learnerRow.name) })).toBeInTheDocument();
  });
});
