import { MESSAGES, PROGRESS_TEXTS as T, type TAdminUserDetail, type TUserLearning } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { learnerAccount, pendingOrder } from '#web/features/console/test/operations-fixtures.ts';
import { openConsole, retryFailedRead } from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/people/pages/user-page.tsx');
});

const userPath = `/api/admin/users/${learnerAccount._id}`;
const ROLE = `PATCH ${userPath}/role`;
const STATUS = `PATCH ${userPath}/status`;
const changedAt = '2026-03-05T09:00:00.000Z';
const LEARNING = `GET ${userPath}/learning`;
const learning: TUserLearning = {
  courses: [
    {
      course: {
        _id: '0b0c0d0e-0000-4000-8000-000000000001',
        name: 'React from the Ground Up',
        slug: 'react',
      },
      percent: 28,
      lessonsCompleted: 2,
      totalLessons: 7,
      lastActivityAt: '2026-03-04T08:30:00.000Z',
      completedAt: null,
    },
    {
      course: { _id: '0b0c0d0e-0000-4000-8000-000000000002', name: 'SQL for Analysts', slug: 'sql' },
      percent: 100,
      lessonsCompleted: 6,
      totalLessons: 6,
      lastActivityAt: '2026-01-20T08:30:00.000Z',
      completedAt: '2026-01-20T08:30:00.000Z',
    },
  ],
};

/** The user's page, the server answering writes with `writes` and the user with `account` (or a handler). */
async function openUser(account: TAdminUserDetail | TStubHandler, writes: Record<string, TStubHandler> = {}) {
  const reply = 'email' in account ? { data: account } : account;
  return openConsole(`/admin/users/${learnerAccount._id}`, learnerAccount.name, {
    [`GET ${userPath}`]: reply,
    [LEARNING]: { data: learning },
    ...writes,
  });
}

/** A write the server accepts: the user as it now is, with a new version. */
const accepts =
  (message: string): TStubHandler =>
  ({ body }) => {
    const { version: _version, ...change } = body as Record<string, unknown>;
    const { orders: _orders, ...account } = learnerAccount;
    return { message, data: { ...account, ...change, updatedAt: changedAt } };
  };

const accessPanel = () => screen.getByRole('region', { name: 'Access' });

describe('user page', () => {
  it("shows who the user is and their orders, each opening the order's page", async () => {
    await openUser(learnerAccount);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent(learnerAccount.phone);
    expect(details).toHaveTextContent('RoleLearner');
    expect(details).toHaveTextContent('StatusActive');
    const orders = screen.getByRole('table', { name: `Orders of ${learnerAccount.name}` });
    const row = within(orders).getByRole('row', { name: new RegExp(pendingOrder.reference) });
    expect(within(row).getByRole('link', { name: pendingOrder.reference })).toHaveAttribute(
      'href',
      `/admin/orders/${pendingOrder._id}`,
    );
    expect(row).toHaveTextContent('Pending payment');
    expect(row).toHaveTextContent('$148.50');
    expect(screen.getByRole('link', { name: '← All users' })).toHaveAttribute('href', '/admin/users');
  });

  it('shows each course the user may open with progress, lessons, last activity and completion', async () => {
    await openUser(learnerAccount);
    const table = await screen.findByRole('table', { name: T.userCaption(learnerAccount.name) });
    const [react, sql] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(react as HTMLElement).getByRole('link', { name: 'React from the Ground Up' }),
    ).toHaveAttribute('href', '/admin/courses/0b0c0d0e-0000-4000-8000-000000000001/learning');
    expect(react).toHaveTextContent('28%');
    expect(react).toHaveTextContent(T.lessonsDone(2, 7));
    expect(react).toHaveTextContent(T.notCompleted);
    expect(within(react as HTMLElement).getByRole('progressbar', { name: T.progressColumn })).toHaveAttribute(
      'value',
      '28',
    );
    expect(sql).toHaveTextContent('100%');
    expect(sql).toHaveTextContent(T.lessonsDone(6, 6));
  });

  it('says so when the user has no course to learn', async () => {
    await openUser(learnerAccount, { [LEARNING]: { data: { courses: [] } } });
    expect(await screen.findByText(T.userNoCourses)).toBeInTheDocument();
  });

  it('says when the user’s courses cannot be loaded, with a retry', async () => {
    const { user, api } = await openUser(learnerAccount, {
      [LEARNING]: { status: 503, message: 'The server is busy. Try again in a moment.' },
    });
    await retryFailedRead(
      user,
      'The server is busy. Try again in a moment.',
      () => api.find(LEARNING).length,
    );
  });

  it('says so when the user has no orders', async () => {
    await openUser({ ...learnerAccount, orders: [], orderCount: 0 });
    expect(screen.getByText('This user has not placed an order.')).toBeInTheDocument();
  });

  it('says when the user cannot be loaded, with a retry and the way back', async () => {
    const { user, api } = await openConsole('/admin/users/missing', 'User', {
      'GET /api/admin/users/missing': { status: 404, message: MESSAGES.staff.userNotFound },
    });
    await retryFailedRead(
      user,
      MESSAGES.staff.userNotFound,
      () => api.find('GET /api/admin/users/missing').length,
    );
    expect(screen.getByRole('link', { name: '← All users' })).toHaveAttribute('href', '/admin/users');
  });

  it('promotes a learner at once, sending the version loaded, and says so', async () => {
    const { user, api } = await openUser(learnerAccount, { [ROLE]: accepts(MESSAGES.staff.roleChanged) });
    await user.selectOptions(within(accessPanel()).getByLabelText('Role'), 'editor');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText(MESSAGES.staff.roleChanged)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.find(ROLE).map((r) => r.body)).toEqual([
      { role: 'editor', version: learnerAccount.updatedAt },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('RoleEditor'),
    );
  });

  it('asks before taking rights away; Cancel sends nothing', async () => {
    const editor = { ...learnerAccount, role: 'editor' as const };
    const { user, api } = await openUser(editor, { [ROLE]: accepts(MESSAGES.staff.roleChanged) });
    await user.selectOptions(within(accessPanel()).getByLabelText('Role'), 'user');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role?' });
    expect(dialog).toHaveTextContent(
      `${learnerAccount.name} will become learner and lose what their current role (editor) allows`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find(ROLE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(MESSAGES.staff.roleChanged)).toBeInTheDocument();
    expect(api.find(ROLE).map((r) => r.body)).toEqual([{ role: 'user', version: editor.updatedAt }]);
  });

  it('disables an account after a warning, then offers to enable it', async () => {
    const { user, api } = await openUser(learnerAccount, { [STATUS]: accepts(MESSAGES.staff.disabled) });
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable this account?' });
    expect(dialog).toHaveTextContent('will be logged out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(await screen.findByText(MESSAGES.staff.disabled)).toBeInTheDocument();
    expect(api.find(STATUS).map((r) => r.body)).toEqual([
      { disabled: true, version: learnerAccount.updatedAt },
    ]);
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('StatusDisabled');
  });

  it("keeps a 409's message on screen with Reload, which loads the user again", async () => {
    const { user, api } = await openUser(learnerAccount, {
      [STATUS]: { status: 409, message: MESSAGES.admin.staleEdit },
    });
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    const notice = await within(accessPanel()).findByRole('alert');
    expect(notice).toHaveTextContent(MESSAGES.admin.staleEdit);
    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api.find(`GET ${userPath}`)).toHaveLength(2));
    expect(within(accessPanel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the last admin's refusal as the server words it", async () => {
    const admin = { ...learnerAccount, role: 'admin' as const };
    const { user } = await openUser(admin, { [ROLE]: { status: 409, message: MESSAGES.staff.lastAdmin } });
    await user.selectOptions(within(accessPanel()).getByLabelText('Role'), 'editor');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change role' }));
    expect(await within(accessPanel()).findByRole('alert')).toHaveTextContent(MESSAGES.staff.lastAdmin);
  });
});
