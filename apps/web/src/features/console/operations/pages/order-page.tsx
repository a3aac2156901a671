import type { TAdminOrder } from '@curio/shared';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatConsoleDateTime } from '#web/features/console/shell/lib/console-dates.ts';
import { paths } from '#web/lib/paths.ts';
import { useAdminOrder } from '#web/features/console/operations/api/orders.ts';
import { OrderStatusBadge } from '#web/features/console/shell/components/order-status-badge.tsx';
import { OrderLines } from '#web/features/console/operations/components/order-lines.tsx';
import { OrderPaymentPanel } from '#web/features/console/operations/components/order-payment-panel.tsx';
import { OrderStatusActions } from '#web/features/console/operations/components/order-status-actions.tsx';
import { OrderTimeline } from '#web/features/console/operations/components/order-timeline.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import '#web/features/console/operations/operations.css';

function OrderDetails({
  order,
  onReload,
  isReloading,
}: {
  order: TAdminOrder;
  onReload: () => void;
  isReloading: boolean;
}) {
  const { address, learner } = order;
  // After a move the pressed button may be greyed out or gone: the new status takes the focus, and is read.
  const statusHeading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="console-detail-grid">
      <section className="console-panel" aria-labelledby="order-status-heading">
        <h2 id="order-status-heading" ref={statusHeading} tabIndex={-1}>
          Status: <OrderStatusBadge status={order.status} />
        </h2>
        <OrderStatusActions
          order={order}
          onReload={onReload}
          isReloading={isReloading}
          onMoved={() => statusHeading.current?.focus()}
        />
      </section>
      <OrderPaymentPanel order={order} />
      <section className="console-panel" aria-labelledby="order-learner-heading">
        <h2 id="order-learner-heading">Learner</h2>
        <p>{learner.name}</p>
        <p>
          <a className="text-link" href={`mailto:${learner.email}`}>
            {learner.email}
          </a>
        </p>
        <p>
          <Link className="text-link" to={paths.admin.user.to(learner._id)}>
            View {learner.name}'s account and orders
          </Link>
        </p>
      </section>
      <section className="console-panel" aria-labelledby="order-address-heading">
        <h2 id="order-address-heading">Billing address</h2>
        <address className="console-address">
          <span>{address.name}</span>
          <span>{address.fullAddress}</span>
          {address.landmark && <span>Landmark: {address.landmark}</span>}
          <span>Mobile: {address.mobile}</span>
          {address.email && <span>Email: {address.email}</span>}
        </address>
      </section>
      <section className="console-panel console-detail-grid__wide" aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading">Lines and amount</h2>
        <OrderLines order={order} />
      </section>
      <section className="console-panel console-detail-grid__wide" aria-labelledby="order-timeline-heading">
        <h2 id="order-timeline-heading">Timeline</h2>
        <OrderTimeline events={order.timeline} />
      </section>
    </div>
  );
}

/**
 * /admin/orders/:id (admin): one order, its status moves, its payment (method, state, receipt, refunds:
 * docs/product.md#payment), learner, address, lines, amounts and timeline.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const query = useAdminOrder(id);
  const back = (
    <Link className="text-link" to={paths.admin.orders}>
      ← All orders
    </Link>
  );
  return (
    <>
      <PageHeader
        title={query.data ? `Order ${query.data.reference}` : 'Order'}
        description={
          query.data && `Placed ${formatConsoleDateTime(query.data.createdAt)} by ${query.data.learner.name}`
        }
        back={back}
      />
      <QueryState query={query} loadingLabel="Loading the order…" empty={null} isEmpty={() => false}>
        {(order) => (
          <OrderDetails order={order} onReload={() => void query.refetch()} isReloading={query.isFetching} />
        )}
      </QueryState>
    </>
  );
}
