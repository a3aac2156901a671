import '#web/features/console/people/people.css';
import {
  CERTIFICATE_MESSAGES as T,
  CERTIFICATE_METHOD_LABELS,
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUS_VALUES,
  type TAdminCertificateRow,
} from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAdminCertificates } from '#web/features/console/people/api/certificates.ts';
import { CertificateStatusBadge } from '#web/features/console/people/components/certificate-status-badge.tsx';
import { IssueCertificateForm } from '#web/features/console/people/components/issue-certificate-form.tsx';
import { useCourseOptions } from '#web/features/console/shell/api/course-options.ts';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { DataTable, type TColumn } from '#web/features/console/shell/components/data-table.tsx';
import { ExportCsvButton } from '#web/features/console/shell/components/export-csv-button.tsx';
import {
  DateFilter,
  FilterBar,
  type TSelectFilter,
} from '#web/features/console/shell/components/filter-bar.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { tableQueryProps } from '#web/features/console/shell/lib/table-query.ts';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';

const column = createColumnHelper<TAdminCertificateRow>();

const columns: TColumn<TAdminCertificateRow>[] = [
  column.accessor('learnerName', {
    id: 'learner',
    header: 'Learner',
    enableSorting: true,
    cell: ({ row }) => (
      <>
        <Link className="text-link console-strong" to={paths.admin.certificate.to(row.original._id)}>
          {row.original.learnerName}
        </Link>
        {row.original.learner && (
          <span className="console-muted console-block">{row.original.learner.email}</span>
        )}
      </>
    ),
  }),
  column.accessor((row) => row.course.name, { id: 'course', header: 'Course', enableSorting: true }),
  column.accessor('issuedAt', {
    id: 'issuedAt',
    header: 'Issued',
    enableSorting: true,
    cell: ({ getValue }) => <ConsoleTime iso={getValue()} />,
  }),
  column.accessor('method', {
    header: 'How',
    cell: ({ row }) => CERTIFICATE_METHOD_LABELS[row.original.method],
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <CertificateStatusBadge status={getValue()} />,
  }),
];

const STATUS_FILTER: TSelectFilter = {
  name: 'status',
  label: 'Status',
  allLabel: 'All statuses',
  options: CERTIFICATE_STATUS_VALUES.map((status) => ({
    value: status,
    label: CERTIFICATE_STATUS_LABELS[status],
  })),
};

/**
 * /admin/certificates (admin): every certificate issued, filtered by course, status and days of issue,
 * searched by learner, exported as CSV; a learner's name opens the certificate. An admin also issues one by
 * hand here (docs/product.md#certificates).
 */
export function CertificatesPage() {
  const [list, setList] = useListState({ sort: '-issuedAt' });
  const query = useAdminCertificates(list);
  const courses = useCourseOptions();
  const [isIssuing, setIsIssuing] = useState(false);
  const isFiltered = Boolean(list.q) || Object.keys(list.filters).length > 0;
  const bound = { list, onListChange: setList };
  return (
    <>
      <PageHeader
        title={T.consoleTitle}
        description="Certificates learners earned by completing a course, and those issued by hand. Open one to revoke or re-issue it."
        actions={
          <>
            <Button
              variant="secondary"
              aria-expanded={isIssuing}
              onClick={() => setIsIssuing((open) => !open)}
            >
              {T.issueTitle}
            </Button>
            <ExportCsvButton
              path="/admin/certificates.csv"
              list={list}
              fileName="certificates.csv"
              label={T.exportCsv}
            />
          </>
        }
      />
      {isIssuing && <IssueCertificateForm />}
      <FilterBar
        {...bound}
        searchLabel="Search learner (name or email) or certificate id"
        selects={[
          { name: 'course', label: 'Course', allLabel: 'All courses', options: courses.data ?? [] },
          STATUS_FILTER,
        ]}
      >
        <DateFilter name="from" label="Issued from" {...bound} />
        <DateFilter name="to" label="Issued to" {...bound} />
      </FilterBar>
      <DataTable
        caption={T.consoleTitle}
        columns={columns}
        {...tableQueryProps(query)}
        {...bound}
        getRowId={(certificate) => certificate._id}
        emptyText={
          isFiltered
            ? 'No certificate matches these filters. Clear the filters to see every certificate.'
            : T.consoleEmpty
        }
      />
    </>
  );
}
