import { BULK_TEXTS, INBOX_STATUS_LABELS, type TInboxStatus } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { useInboxList } from '#web/features/console/operations/api/inbox.ts';
import { adminKey } from '#web/features/console/shell/api/console-api.ts';
import { DataTable, type TColumn } from '#web/features/console/shell/components/data-table.tsx';
import { ExportCsvButton } from '#web/features/console/shell/components/export-csv-button.tsx';
import { InboxDetail } from '#web/features/console/operations/components/inbox-detail.tsx';
import { InboxFilters } from '#web/features/console/operations/components/inbox-filters.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { StatusBadge, type TBadgeTone } from '#web/features/console/shell/components/status-badge.tsx';
import {
  INBOX_KIND_INFO,
  INBOX_KINDS,
  inboxKindOf,
  inboxOriginOf,
  inboxQueryList,
  type TInboxItem,
  type TInboxKind,
} from '#web/features/console/operations/lib/inbox-kinds.ts';
import { selectionList } from '#web/features/console/shell/lib/selection-export.ts';
import { tableQueryProps } from '#web/features/console/shell/lib/table-query.ts';
import { useBulkActions } from '#web/features/console/shell/lib/use-bulk-actions.ts';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';
import '#web/features/console/operations/operations.css';

const STATUS_TONES: Record<TInboxStatus, TBadgeTone> = {
  new: 'info',
  in_progress: 'warning',
  closed: 'neutral',
};

const column = createColumnHelper<TInboxItem>();

const columns: TColumn<TInboxItem>[] = [
  column.accessor('createdAt', {
    id: 'createdAt',
    header: 'Received',
    enableSorting: true,
    cell: ({ getValue }) => <ConsoleTime iso={getValue()} withTime />,
  }),
  column.accessor('name', {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => (
      <>
        <span className="console-strong">{row.original.name}</span>
        <span className="console-muted console-block">{row.original.email}</span>
      </>
    ),
  }),
  column.display({ id: 'origin', header: 'From', cell: ({ row }) => inboxOriginOf(row.original) }),
  column.accessor('status', {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    cell: ({ row }) => {
      const status: TInboxStatus = row.original.status;
      return <StatusBadge label={INBOX_STATUS_LABELS[status]} tone={STATUS_TONES[status]} />;
    },
  }),
  column.accessor('updatedAt', {
    id: 'updatedAt',
    header: 'Last change',
    enableSorting: true,
    cell: ({ getValue }) => <ConsoleTime iso={getValue()} withTime />,
  }),
];

/**
 * One tab: the kind's filters, its export and its table; a row opens underneath with the message and the
 * form.
 */
function InboxPanel({ kind }: { kind: TInboxKind }) {
  const [fullList, setList] = useListState({ sort: '-createdAt' });
  const list = inboxQueryList(kind, fullList);
  const query = useInboxList(kind, list);
  const info = INBOX_KIND_INFO[kind];
  const bulk = useBulkActions({
    items: query.data?.items ?? [],
    getRowId: (item) => item._id,
    rowName: (item) => `${item.name} (${item.email})`,
    listKey: adminKey('inbox', kind),
  });
  return (
    <>
      <div className="console-toolbar">
        <InboxFilters kind={kind} list={list} onListChange={setList} />
        <ExportCsvButton
          path={`/admin/${kind}.csv`}
          list={list}
          fileName={`${kind}.csv`}
          label={`Export ${info.label} CSV`}
        />
      </div>
      <DataTable
        caption={info.label}
        columns={columns}
        {...tableQueryProps(query)}
        list={list}
        onListChange={setList}
        emptyText={info.emptyText}
        getRowId={(item) => item._id}
        bulk={bulk}
        bulkButtons={
          <ExportCsvButton
            path={`/admin/${kind}.csv`}
            list={selectionList(list, bulk.selection.ids)}
            fileName={`${kind}.csv`}
            label={BULK_TEXTS.exportSelection}
          />
        }
        renderExpanded={(item) => (
          <InboxDetail
            key={item.updatedAt}
            kind={kind}
            item={item}
            onReload={() => void query.refetch()}
            isReloading={query.isFetching}
          />
        )}
      />
    </>
  );
}

/** /admin/inbox (editors and admins): enquiries, job and trainer applications, one tab each (`?kind=`). */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const kind = inboxKindOf(params.get('kind'));
  const tabs = INBOX_KINDS.map((id) => ({
    id,
    label: INBOX_KIND_INFO[id].label,
    panel: <InboxPanel key={id} kind={id} />,
  }));
  return (
    <>
      <PageHeader
        title="Inbox"
        description="What visitors sent: open a row to read it, set its status and keep an internal note."
      />
      {/* A new tab starts from its first page with no filters: the last tab's filters mean nothing here. */}
      <Tabs label="Inbox" tabs={tabs} selectedId={kind} onSelect={(id) => setParams({ kind: id })} />
    </>
  );
}
