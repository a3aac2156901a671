import '#web/features/console/people/people.css';
import type { TAuditEntry } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { formatNumericDateTime } from '#web/lib/dates.ts';
import { useAuditLog } from '#web/features/console/people/api/audit.ts';
import { AuditChanges } from '#web/features/console/people/components/audit-changes.tsx';
import { DataTable } from '#web/features/console/shell/components/data-table.tsx';
import { DateFilter, FilterBar, TextFilter } from '#web/features/console/shell/components/filter-bar.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';

const column = createColumnHelper<TAuditEntry>();

const columns = [
  column.accessor('createdAt', {
    header: 'When',
    enableSorting: true,
    cell: (info) => <time dateTime={info.getValue()}>{formatNumericDateTime(info.getValue())}</time>,
  }),
  column.accessor('actorEmail', { header: 'Who' }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('entity', { header: 'Entity' }),
  column.accessor('entityId', {
    header: 'Entity id',
    cell: (info) => <code className="audit__id">{info.getValue() ?? '—'}</code>,
  }),
];

/** What the API records (apps/api: recordAudit calls); the filters accept any other value too. */
const ENTITIES = [
  'article',
  'award',
  'broadcast',
  'category',
  'course',
  'faq',
  'job_application',
  'lead',
  'order',
  'review',
  'trainer_application',
  'user',
];
const ACTIONS = ['create', 'update', 'delete', 'status', 'reorder', 'role', 'upload'];

/** /admin/audit (admin): every console write, newest first; a row opens its before and after. */
export function AuditPage() {
  const [list, setList] = useListState({ sort: '-createdAt' });
  const audit = useAuditLog(list);
  const isFiltered = Boolean(list.q) || Object.keys(list.filters).length > 0;
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the console: who, what, when, and the fields before and after."
      />
      <FilterBar list={list} onListChange={setList} searchLabel="Search entity id or actor email">
        <TextFilter name="entity" label="Entity" list={list} onListChange={setList} suggestions={ENTITIES} />
        <TextFilter name="action" label="Action" list={list} onListChange={setList} suggestions={ACTIONS} />
        <TextFilter name="actor" label="Actor (email or id)" list={list} onListChange={setList} />
        <DateFilter name="from" label="From" list={list} onListChange={setList} />
        <DateFilter name="to" label="To" list={list} onListChange={setList} />
      </FilterBar>
      <DataTable
        caption="Audit log"
        columns={columns}
        page={audit.data}
        isLoading={audit.isPending}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        list={list}
        onListChange={setList}
        getRowId={(entry) => entry._id}
        renderExpanded={(entry) => <AuditChanges entry={entry} />}
        emptyText={
          isFiltered
            ? 'No change matches these filters. Clear the filters to see every change.'
            : 'No change has been made in the console yet.'
        }
      />
    </>
  );
}
