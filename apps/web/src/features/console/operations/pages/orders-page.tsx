import {
  BULK_TEXTS,
  commonOrderMoves,
  dollarsToCents,
  formatMoney,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  type TAdminOrderSummary,
  type TOrderStatus,
} from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAdminOrders } from '#web/features/console/operations/api/orders.ts';
import { adminKey } from '#web/features/console/shell/api/console-api.ts';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { BulkActionButton } from '#web/features/console/shell/components/bulk-bar.tsx';
import { DataTable, type TColumn } from '#web/features/console/shell/components/data-table.tsx';
import { ExportCsvButton } from '#web/features/console/shell/components/export-csv-button.tsx';
import { OrderFilters } from '#web/features/console/operations/components/order-filters.tsx';
import { OrderStatusBadge } from '#web/features/console/shell/components/order-status-badge.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { selectionList } from '#web/features/console/shell/lib/selection-export.ts';
import { tableQueryProps } from '#web/features/console/shell/lib/table-query.ts';
import { useBulkActions } from '#web/features/console/shell/lib/use-bulk-actions.ts';
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
  column.accessor('receiptNumber', {
    header: PAYMENT_PAGE_TEXTS.receiptColumn,
    cell: ({ getValue }) => getValue() ?? <span className="console-muted">—</span>,
  }),
  column.accessor('flagged', {
    header: PAYMENT_PAGE_TEXTS.flagsColumn,
    // A payment that did not match the order, in words (docs/product.md#payment); nothing otherwise.
    cell: ({ getValue }) =>
      getValue() ? <StatusBadge label={PAYMENT_TEXTS.flaggedBadge} tone="danger" /> : null,
  }),
];

const MOVE_PATH = '/admin/orders/bulk/status';

/**
 * /admin/orders (admin): every order, filtered, searched by reference, sorted, and exported as CSV; tick
 * several to move them at once (only to a status every one of them may take) or export just those.
 */
export function OrdersPage() {
  const [list, setList] = useListState({ sort: '-createdAt' });
  const query = useAdminOrders(list);
  const bulk = useBulkActions({
    items: query.data?.items ?? [],
    getRowId: (order) => order._id,
    rowName: (order) => order.reference,
    listKey: adminKey('orders', 'list'),
  });
  const [isCancelling, setIsCancelling] = useState(false);
  const moves = commonOrderMoves(bulk.selected.map((order) => order.status));
  const moveTo = (to: TOrderStatus) => ({
    key: to,
    path: MOVE_PATH,
    body: { status: to },
    onDone: () => setIsCancelling(false),
  });
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
        bulk={bulk}
        bulkButtons={
          <>
            {moves.map((to) =>
              to === 'cancelled' ? (
                // Cancelling is final and mails each learner: it asks first, as the single cancel does.
                <Button
                  key={to}
                  variant="danger"
                  disabled={bulk.isBusy}
                  onClick={() => setIsCancelling(true)}
                >
                  {BULK_TEXTS.moveOrder(to)}
                </Button>
              ) : (
                <BulkActionButton key={to} bulk={bulk} action={moveTo(to)}>
                  {BULK_TEXTS.moveOrder(to)}
                </BulkActionButton>
              ),
            )}
            {moves.length === 0 && <p className="console-note">{BULK_TEXTS.noCommonMove}</p>}
            <ExportCsvButton
              path="/admin/orders.csv"
              list={selectionList(list, bulk.selection.ids)}
              fileName="orders.csv"
              label={BULK_TEXTS.exportSelection}
            />
          </>
        }
      />
      <ConfirmDialog
        open={isCancelling}
        title={BULK_TEXTS.cancelTitle(bulk.selection.ids.length)}
        body={BULK_TEXTS.cancelBody}
        confirmLabel={BULK_TEXTS.cancelConfirm}
        cancelLabel={BULK_TEXTS.keepOrders}
        tone="danger"
        isPending={bulk.isRunning('cancelled')}
        onConfirm={() => bulk.run(moveTo('cancelled'))}
        onCancel={() => setIsCancelling(false)}
      />
    </>
  );
}
