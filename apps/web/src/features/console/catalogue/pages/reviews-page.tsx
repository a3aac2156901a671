import type { TAdminReview } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAdminReviews } from '#web/features/console/catalogue/api/reviews.ts';
import { DataTable, type TColumn } from '#web/features/console/shell/components/data-table.tsx';
import { HideReviewDialog } from '#web/features/console/catalogue/components/hide-review-dialog.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { ReviewActions } from '#web/features/console/catalogue/components/review-actions.tsx';
import { ratingText, ReviewFilters } from '#web/features/console/catalogue/components/review-filters.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { tableQueryProps } from '#web/features/console/shell/lib/table-query.ts';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';
import '#web/features/console/catalogue/catalogue.css';

const column = createColumnHelper<TAdminReview>();

function ReviewStatus({ review }: { review: TAdminReview }) {
  if (!review.hidden) return <StatusBadge label="Visible" tone="success" />;
  return (
    <>
      <StatusBadge label="Hidden" tone="danger" />
      {review.hiddenReason && (
        <span className="console-muted console-block">Reason: {review.hiddenReason}</span>
      )}
    </>
  );
}

const reviewColumns = (onHide: (review: TAdminReview) => void): TColumn<TAdminReview>[] => [
  column.accessor('course', {
    header: 'Course',
    cell: ({ getValue }) => (
      <Link className="text-link" to={paths.courseDetail.to(getValue().slug)}>
        {getValue().name}
      </Link>
    ),
  }),
  column.accessor('author', {
    header: 'Author',
    cell: ({ getValue }) => (
      <>
        <span className="console-strong">{getValue().name}</span>
        <span className="console-muted console-block">{getValue().email}</span>
      </>
    ),
  }),
  column.accessor('rating', {
    id: 'rating',
    header: 'Rating',
    enableSorting: true,
    cell: ({ getValue }) => ratingText(getValue()),
  }),
  column.accessor('comment', {
    header: 'Comment',
    cell: ({ getValue }) => (
      <RichText className="console-review-comment" html={getValue()} profile="comment" />
    ),
  }),
  column.accessor('createdAt', {
    id: 'createdAt',
    header: 'Date',
    enableSorting: true,
    cell: ({ getValue }) => <ConsoleTime iso={getValue()} />,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <ReviewStatus review={row.original} />,
  }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => <ReviewActions review={row.original} onHide={onHide} />,
  }),
];

/** /admin/reviews (editors and admins): every review, filtered; hide one with a reason, or show it again. */
export function ReviewsPage() {
  const [list, setList] = useListState({ sort: '-createdAt' });
  const query = useAdminReviews(list);
  const [hiding, setHiding] = useState<TAdminReview | null>(null);
  const columns = useMemo(() => reviewColumns(setHiding), []);
  return (
    <>
      <PageHeader
        title="Reviews"
        description="A hidden review leaves its course page and rating at once; its author still sees it, marked hidden, with your reason."
      />
      <ReviewFilters list={list} onListChange={setList} />
      <DataTable
        caption="Reviews"
        columns={columns}
        {...tableQueryProps(query)}
        list={list}
        onListChange={setList}
        emptyText="No reviews match these filters. Clear the filters to see every review."
        getRowId={(review) => review._id}
      />
      {hiding && <HideReviewDialog review={hiding} onClose={() => setHiding(null)} />}
    </>
  );
}
