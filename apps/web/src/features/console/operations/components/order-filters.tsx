import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@curio/shared';
import { useCourseOptions } from '#web/features/console/shell/api/course-options.ts';
import {
  DateFilter,
  FilterBar,
  TextFilter,
  type TSelectFilter,
} from '#web/features/console/shell/components/filter-bar.tsx';
import type { ListChange, ListState } from '#web/features/console/shell/lib/use-list-state.ts';

const STATUS_FILTER: TSelectFilter = {
  name: 'status',
  label: 'Status',
  allLabel: 'All statuses',
  options: ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
};

type TOrderFiltersProps = { list: ListState; onListChange: (change: ListChange) => void };

/**
 * The orders list's filters: reference search, status, course, the date range (whole days, both
 * included, read as UTC by the API) and the learner (an email or part of one).
 */
export function OrderFilters({ list, onListChange }: TOrderFiltersProps) {
  const courses = useCourseOptions();
  const selects: TSelectFilter[] = [
    STATUS_FILTER,
    { name: 'course', label: 'Course', allLabel: 'All courses', options: courses.data ?? [] },
  ];
  const bound = { list, onListChange };
  return (
    <FilterBar {...bound} searchLabel="Search by reference" selects={selects}>
      <DateFilter name="from" label="Placed from" {...bound} />
      <DateFilter name="to" label="Placed to" {...bound} />
      <TextFilter name="learner" label="Learner email" {...bound} />
    </FilterBar>
  );
}
