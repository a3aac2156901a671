import '#web/features/console/people/people.css';
import type { TAuditEntry } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { useAuditLog } from '#web/features/console/people/api/audit.ts';
import {
  ACTION_OPTIONS,
  actionWords,
  auditItemHref,
  ENTITY_OPTIONS,
  entityWords,
} from '#web/features/console/people/lib/audit-words.ts';
import { AuditChanges } from '#web/features/console/people/components/audit-changes.tsx';
import { DataTable } from '#web/features/console/shell/components/data-table.tsx';
import {
  DateFilter,
  FilterBar,
  TextFilter,
  type TSelectFilter,
} from '#web/features/console/shell/components/filter-bar.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';

const column = createColumnHelper<TAuditEntry>();

/** Who: the account's name, linked to its page, over the email the entry kept (the email alone once gone). */
function Actor({ entry }: { entry: TAuditEntry }) {
  if (entry.actorId === null || entry.actorName === null) return <>{entry.actorEmail}</>;
  return (
    <>
      <Link className="text-link" to={paths.admin.user.to(entry.actorId)}>
        {entry.actorName}
      </Link>
      <span className="console-block console-muted">{entry.actorEmail}</span>
    </>
  );
}

/** The item: its kind, and its name linked to its console page (its id where it has no name). */
function Item({ entry }: { entry: TAuditEntry }) {
  const href = auditItemHref(entry);
  const name = entry.entityName ?? <code className="audit__id">{entry.entityId ?? '—'}</code>;
  return (
    <>
      <span className="console-block console-muted">{entityWords(entry.entity)}</span>
      {href ? (
        <Link className="text-link audit__name" to={href}>
          {name}
        </Link>
      ) : (
        <span className="audit__name">{name}</span>
      )}
    </>
  );
}

const columns = [
  column.accessor('createdAt', {
    header: 'When',
    enableSorting: true,
    cell: (info) => <ConsoleTime iso={info.getValue()} withTime />,
  }),
  column.accessor('actorEmail', { header: 'Who', cell: (info) => <Actor entry={info.row.original} /> }),
  column.accessor('action', { header: 'Action', cell: (info) => actionWords(info.getValue()) }),
  column.accessor('entityName', { header: 'Item', cell: (info) => <Item entry={info.row.original} /> }),
];

const ENTITY_FILTER: TSelectFilter = {
  name: 'entity',
  label: 'Item',
  allLabel: 'All items',
  options: ENTITY_OPTIONS,
};
const ACTION_FILTER: TSelectFilter = {
  name: 'action',
  label: 'Action',
  allLabel: 'All actions',
  options: ACTION_OPTIONS,
};

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
      <FilterBar
        list={list}
        onListChange={setList}
        searchLabel="Search item id or actor email"
        selects={[ENTITY_FILTER, ACTION_FILTER]}
      >
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
