import '#web/features/console/people/people.css';
import { formatMoney, dollarsToCents, type TAdminUserDetail } from '@curio/shared';
import { Link, useParams } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { paths } from '#web/lib/paths.ts';
import { useUser } from '#web/features/console/people/api/users.ts';
import { OrderStatusBadge } from '#web/features/console/shell/components/order-status-badge.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { UserRoleForm } from '#web/features/console/people/components/user-role-form.tsx';
import { UserStatusControl } from '#web/features/console/people/components/user-status-control.tsx';
import { UserLearning } from '#web/features/console/people/components/user-learning.tsx';
import { ROLE_LABELS } from '#web/features/console/shell/lib/console-nav.ts';

const backLink = <Link to={paths.admin.users}>← All users</Link>;

/** /admin/users/:id (admin): who the user is, their orders, and their role and account status. */
export function UserPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  return (
    <>
      {/* Outside the query's states: loading or failed, the page still says what it is and the way back. */}
      <PageHeader title={user.data?.name ?? 'User'} description={user.data?.email} back={backLink} />
      <QueryState query={user} loadingLabel="Loading the user…" empty={null} isEmpty={() => false}>
        {(data) => (
          <UserDetail user={data} onReload={() => void user.refetch()} isReloading={user.isFetching} />
        )}
      </QueryState>
    </>
  );
}

function UserDetail({
  user,
  onReload,
  isReloading,
}: {
  user: TAdminUserDetail;
  onReload: () => void;
  isReloading: boolean;
}) {
  return (
    <>
      <div className="user-page">
        <section className="console-panel" aria-labelledby="user-details">
          <h2 id="user-details">Details</h2>
          <dl className="console-definition">
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Phone</dt>
            <dd>{user.phone}</dd>
            <dt>Role</dt>
            <dd>{ROLE_LABELS[user.role]}</dd>
            <dt>Status</dt>
            <dd>
              {user.disabled ? (
                <StatusBadge label="Disabled" tone="danger" />
              ) : (
                <StatusBadge label="Active" tone="success" />
              )}
            </dd>
            <dt>Joined</dt>
            <dd>
              <ConsoleTime iso={user.createdAt} />
            </dd>
            <dt>Last changed</dt>
            <dd>
              <ConsoleTime iso={user.updatedAt} withTime />
            </dd>
          </dl>
        </section>
        <section className="console-panel" aria-labelledby="user-access">
          <h2 id="user-access">Access</h2>
          <UserRoleForm user={user} onReload={onReload} isReloading={isReloading} />
          <p className="user-page__hint">A new role applies from the user’s next request.</p>
          <UserStatusControl user={user} onReload={onReload} isReloading={isReloading} />
        </section>
      </div>
      <section className="console-panel user-page__orders" aria-labelledby="user-orders">
        <h2 id="user-orders">Orders ({user.orders.length})</h2>
        {user.orders.length === 0 ? (
          <p>This user has not placed an order.</p>
        ) : (
          <div className="data-table__scroll">
            <table className="data-table__table">
              <caption className="visually-hidden">Orders of {user.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Status</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Placed</th>
                </tr>
              </thead>
              <tbody>
                {user.orders.map((order) => (
                  <tr key={order._id}>
                    <td>
                      <Link to={paths.admin.order.to(order._id)}>{order.reference}</Link>
                    </td>
                    <td>
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td>{formatMoney(dollarsToCents(order.amount))}</td>
                    <td>
                      <ConsoleTime iso={order.createdAt} withTime />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <UserLearning userId={user._id} name={user.name} />
    </>
  );
}
