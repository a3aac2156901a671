import '#web/features/console/operations/operations.css';
import type { TBroadcast } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { useBroadcasts } from '#web/features/console/operations/api/broadcasts.ts';
import { BroadcastForm } from '#web/features/console/operations/components/broadcast-form.tsx';
import { DataTable } from '#web/features/console/shell/components/data-table.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';

const column = createColumnHelper<TBroadcast>();

const columns = [
  column.accessor('createdAt', {
    header: 'Sent',
    cell: (info) => <ConsoleTime iso={info.getValue()} withTime />,
  }),
  column.accessor('title', { header: 'Title' }),
  column.accessor('message', {
    header: 'Message',
    cell: (info) => <span className="broadcast__message">{info.getValue()}</span>,
  }),
  column.accessor('link', { header: 'Link', cell: (info) => info.getValue() ?? '—' }),
];

/** /admin/broadcasts: send a notification to every learner, and see what was sent. */
export function BroadcastsPage() {
  const [list, setList] = useListState({ pageSize: 10 });
  const broadcasts = useBroadcasts(list);
  return (
    <>
      <PageHeader
        title="Broadcasts"
        description="A message every learner sees on their notifications page."
      />
      <section className="console-panel broadcast__compose" aria-labelledby="broadcast-new">
        <h2 id="broadcast-new">New broadcast</h2>
        <BroadcastForm />
      </section>
      <section aria-labelledby="broadcast-sent">
        <h2 id="broadcast-sent">Sent broadcasts</h2>
        <DataTable
          caption="Sent broadcasts"
          columns={columns}
          page={broadcasts.data}
          isLoading={broadcasts.isPending}
          error={broadcasts.error}
          onRetry={() => void broadcasts.refetch()}
          list={list}
          onListChange={setList}
          getRowId={(broadcast) => broadcast._id}
          emptyText="No broadcast has been sent yet. The form above sends the first one."
        />
      </section>
    </>
  );
}
