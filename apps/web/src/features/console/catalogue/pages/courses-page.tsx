import '#web/features/console/catalogue/catalogue.css';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import {
  BULK_TEXTS,
  COURSE_STATUSES,
  dollarsToCents,
  formatMoney,
  UNDO_TEXTS,
  type TAdminCourseRow,
} from '@curio/shared';
import { buttonClass } from '#web/components/ui/button.tsx';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAdminCategories } from '#web/features/console/catalogue/api/categories.ts';
import { adminCourseKeys, useAdminCourses } from '#web/features/console/catalogue/api/courses.ts';
import { DuplicateCourseButton } from '#web/features/console/catalogue/components/duplicate-course-button.tsx';
import { BulkActionButton } from '#web/features/console/shell/components/bulk-bar.tsx';
import { DataTable, type TColumn } from '#web/features/console/shell/components/data-table.tsx';
import { FilterBar } from '#web/features/console/shell/components/filter-bar.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { COURSE_STATUS_BADGES } from '#web/features/console/catalogue/lib/course-status.ts';
import { useBulkActions } from '#web/features/console/shell/lib/use-bulk-actions.ts';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';

const column = createColumnHelper<TAdminCourseRow>();

const COLUMNS: TColumn<TAdminCourseRow>[] = [
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => (
      <Link to={paths.admin.course.to(row.original._id)} className="data-table__link">
        {row.original.name}
      </Link>
    ),
  }),
  column.accessor((course) => course.category.name, { id: 'category', header: 'Category' }),
  column.accessor('price', {
    header: 'Price',
    enableSorting: true,
    cell: ({ row }) => formatMoney(dollarsToCents(row.original.price)),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: ({ row }) => <StatusBadge {...COURSE_STATUS_BADGES[row.original.status]} />,
  }),
  column.accessor('updatedAt', {
    header: 'Updated',
    enableSorting: true,
    cell: ({ row }) => <ConsoleTime iso={row.original.updatedAt} />,
  }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => <DuplicateCourseButton course={row.original} variant="ghost" />,
  }),
];

const STATUS_PATH = '/admin/courses/bulk/status';

const STATUS_OPTIONS = COURSE_STATUSES.map((status) => ({
  value: status,
  label: COURSE_STATUS_BADGES[status].label,
}));

/** `/admin/courses` (docs/product.md#console): courses of every status, searchable, filterable, sortable. */
export function CoursesPage() {
  const [list, setList] = useListState({ sort: '-updatedAt' });
  const courses = useAdminCourses(list);
  const categories = useAdminCategories();
  const categoryOptions = (categories.data?.items ?? []).map((c) => ({ value: c._id, label: c.name }));
  const isFiltered = Boolean(list.q) || Object.keys(list.filters).length > 0;
  const bulk = useBulkActions({
    items: courses.data?.items ?? [],
    getRowId: (course) => course._id,
    rowName: (course) => course.name,
    listKey: [...adminCourseKeys.all, 'list'],
  });

  return (
    <div className="console-page">
      <PageHeader
        title="Courses"
        description="Drafts, published and archived courses. Only published courses are in the catalogue."
        actions={
          <Link to={paths.admin.courseNew} className={buttonClass('primary')}>
            New course
          </Link>
        }
      />
      <FilterBar
        list={list}
        onListChange={setList}
        searchLabel="Search name or slug"
        selects={[
          { name: 'category', label: 'Category', allLabel: 'All categories', options: categoryOptions },
          { name: 'status', label: 'Status', allLabel: 'All statuses', options: STATUS_OPTIONS },
        ]}
      />
      <DataTable
        caption="Courses"
        columns={COLUMNS}
        page={courses.data}
        isLoading={courses.isPending}
        error={courses.error}
        onRetry={() => void courses.refetch()}
        list={list}
        onListChange={setList}
        getRowId={(course) => course._id}
        bulk={bulk}
        bulkButtons={
          <>
            <BulkActionButton
              bulk={bulk}
              action={{ key: 'publish', path: STATUS_PATH, body: { status: 'published' } }}
            >
              {BULK_TEXTS.publish}
            </BulkActionButton>
            <BulkActionButton
              bulk={bulk}
              action={{
                key: 'unpublish',
                path: STATUS_PATH,
                body: { status: 'draft' },
                undo: {
                  what: (count) => UNDO_TEXTS.unpublishing(BULK_TEXTS.countOf(count, 'course')),
                  path: STATUS_PATH,
                  body: { status: 'published' },
                },
              }}
            >
              {BULK_TEXTS.unpublish}
            </BulkActionButton>
          </>
        }
        emptyText={
          isFiltered
            ? 'No course matches these filters. Clear the filters to see every course.'
            : 'No courses yet. Press New course to write the first one.'
        }
      />
    </div>
  );
}
