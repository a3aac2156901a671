import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import type { TAdminUser, TRole } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { useUsers } from '#web/features/console/people/api/users.ts';
import { DataTable } from '#web/features/console/shell/components/data-table.tsx';
import { FilterBar, type TSelectFilter } from '#web/features/console/shell/components/filter-bar.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { ROLE_LABELS } from '#web/features/console/shell/lib/console-nav.ts';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';

const column = createColumnHelper<TAdminUser>();

const columns = [
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    cell: (info) => <Link to={paths.admin.user.to(info.row.original._id)}>{info.getValue()}</Link>,
  }),
  column.accessor('email', { header: 'Email', enableSorting: true }),
  column.accessor('phone', { header: 'Phone' }),
  column.accessor('role', {
    header: 'Role',
    cell: (info) => (
      <StatusBadge
        label={ROLE_LABELS[info.getValue()]}
        tone={info.getValue() === 'user' ? 'neutral' : 'info'}
      />
    ),
  }),
  column.accessor('disabled', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? (
        <StatusBadge label="Disabled" tone="danger" />
      ) : (
        <StatusBadge label="Active" tone="success" />
      ),
  }),
  column.accessor('orderCount', { header: 'Orders' }),
  column.accessor('createdAt', {
    header: 'Joined',
    enableSorting: true,
    cell: (info) => <ConsoleTime iso={info.getValue()} />,
  }),
];

const roles: TRole[] = ['user', 'editor', 'admin'];
const selects: TSelectFilter[] = [
  {
    name: 'role',
    label: 'Role',
    allLabel: 'All roles',
    options: roles.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  },
  {
    name: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'disabled', label: 'Disabled' },
    ],
  },
];

/** /admin/users (admin): learners and staff, searchable; a name opens the user's page. */
export function UsersPage() {
  const [list, setList] = useListState({ sort: '-createdAt' });
  const users = useUsers(list);
  const isFiltered = Boolean(list.q) || Object.keys(list.filters).length > 0;
  return (
    <>
      <PageHeader
        title="Users"
        description="Learners and staff. Open a user to change their role or disable the account."
      />
      <FilterBar
        list={list}
        onListChange={setList}
        searchLabel="Search name, email or phone"
        selects={selects}
      />
      <DataTable
        caption="Users"
        columns={columns}
        page={users.data}
        isLoading={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        list={list}
        onListChange={setList}
        getRowId={(user) => user._id}
        emptyText={
          isFiltered ? 'No user matches these filters. Clear the filters to see everyone.' : 'No users yet.'
        }
      />
    </>
  );
}
