import { GENERAL_ENQUIRY, INBOX_STATUS_LABELS, INBOX_STATUSES, LEAD_SOURCE_GENERAL } from '@curio/shared';
import { useServices } from '#web/api/services.ts';
import { useJobOptions } from '#web/features/console/operations/api/inbox.ts';
import { FilterBar, type TSelectFilter } from '#web/features/console/shell/components/filter-bar.tsx';
import { INBOX_KIND_INFO, type TInboxKind } from '#web/features/console/operations/lib/inbox-kinds.ts';
import type { ListChange, ListState } from '#web/features/console/shell/lib/use-list-state.ts';

const STATUS_FILTER: TSelectFilter = {
  name: 'status',
  label: 'Status',
  allLabel: 'All statuses',
  options: INBOX_STATUSES.map((status) => ({ value: status, label: INBOX_STATUS_LABELS[status] })),
};

/**
 * The lead's source select: a general enquiry (the contact form sent without a service), then the services
 * an enquiry can be about.
 */
function useSourceFilter(isWanted: boolean): TSelectFilter | null {
  const services = useServices();
  if (!isWanted) return null;
  const options = [
    { value: LEAD_SOURCE_GENERAL, label: GENERAL_ENQUIRY },
    ...(services.data ?? []).map((service) => ({ value: service.title, label: service.title })),
  ];
  return { name: 'source', label: 'Service', allLabel: 'All services and pages', options };
}

function useJobFilter(isWanted: boolean): TSelectFilter | null {
  const jobs = useJobOptions();
  if (!isWanted) return null;
  const options = (jobs.data ?? []).map((job) => ({ value: job._id, label: job.title }));
  return { name: 'job', label: 'Job', allLabel: 'All jobs', options };
}

type TInboxFiltersProps = {
  kind: TInboxKind;
  /** The list with this kind's filters only (see inboxQueryList), so Clear filters keeps the tab. */
  list: ListState;
  onListChange: (change: ListChange) => void;
};

/** Search name and email, status, and the kind's own filter: a lead's service, an application's job. */
export function InboxFilters({ kind, list, onListChange }: TInboxFiltersProps) {
  const extra = INBOX_KIND_INFO[kind].extraFilter;
  const source = useSourceFilter(extra === 'source');
  const job = useJobFilter(extra === 'job');
  const selects = [STATUS_FILTER, source, job].filter((select) => select !== null);
  return (
    <FilterBar list={list} onListChange={onListChange} searchLabel="Search name or email" selects={selects} />
  );
}
