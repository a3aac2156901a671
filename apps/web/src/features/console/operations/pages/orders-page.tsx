import { dollarsToCents, formatMoney, type TAdminOrderSummary } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAdminOrders } from '#web/features/console/operations/api/orders.ts';
import { DataTable, type TColumn } from '#web/features/console/shell/components/data-table.tsx';
import { ExportCsvButton } from '#web/features/console/shell/components/export-csv-button.tsx';
import { OrderFilters } from '#web/features/console/operations/components/order-filters.tsx';
import { OrderStatusBadge } from '#web/features/console/shell/components/order-status-badge.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { tableQueryProps } from '#web/features/console/shell/lib/table-query.ts';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';
import '#web/features/console/operations/operations.css';

const column = createColumnHelper<TAdminOrderSummary>();

const columns: TColumn<TAdminOrderSummary>[] = [
  column.accessor('reference', {
    header: 'Reference',
    cell: ({ row }) => (
      <Link className="text-link console-strong" to={paths.admin.order.to(row.original._id)}>
        {row.original.reference}
      </Link>
    ),
  }),
  column.accessor('createdAt', {
    id: 'createdAt',
    header: 'Placed',
    enableSorting: true,
    cell: ({ getValue }) => <ConsoleTime iso={getValue()} withTime />,
  }),
  column.accessor('learner', {
    header: 'Learner',
    cell: ({ getValue }) => (
      <>
        <span className="console-strong">{getValue().name}</span>
        <span className="console-muted console-block">{getValue().email}</span>
      </>
    ),
  }),
  column.accessor('itemCount', { header: 'Items' }),
  column.accessor('amount', {
    id: 'amount',
    header: 'Amount',
    enableSorting: true,
    cell: ({ getValue }) => formatMoney(dollarsToCents(getValue())),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
  }),
];

/** /admin/orders (admin): every order, filtered, searched by reference, sorted, and exported as CSV. */
export function OrdersPage() {
  const [list, setList] = useListState({ sort: '-createdAt' });
  const query = useAdminOrders(list);
  return (
    <>
      <PageHeader
        title="Orders"
        description="Find an order by its reference, or filter by status, dates, learner or course. Open one to move it along."
        actions={<ExportCsvButton path="/admin/orders.csv" list={list} fileName="orders.csv" />}
      />
      <OrderFilters list={list} onListChange={setList} />
      <DataTable
        caption="Orders"
        columns={columns}
        {...tableQueryProps(query)}
        list={list}
        onListChange={setList}
        emptyText="No orders match these filters. Clear the filters to see every order."
        getRowId={(order) => order._id}
      />
    </>
  );
}
