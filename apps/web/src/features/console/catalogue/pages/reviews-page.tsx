import { BULK_TEXTS, UNDO_TEXTS, type TAdminReview } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { paths } from '#web/lib/paths.ts';
import { reviewsKey, useAdminReviews } from '#web/features/console/catalogue/api/reviews.ts';
import { BulkActionButton } from '#web/features/console/shell/components/bulk-bar.tsx';
import { DataTable, type TColumn } from '#web/features/console/shell/components/data-table.tsx';
import {
  HideReasonDialog,
  HideReviewDialog,
} from '#web/features/console/catalogue/components/hide-review-dialog.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { ReviewActions } from '#web/features/console/catalogue/components/review-actions.tsx';
import { ratingText, ReviewFilters } from '#web/features/console/catalogue/components/review-filters.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { tableQueryProps } from '#web/features/console/shell/lib/table-query.ts';
import { useBulkActions } from '#web/features/console/shell/lib/use-bulk-actions.ts';
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

const HIDE_PATH = '/admin/reviews/bulk/hide';
const UNHIDE_PATH = '/admin/reviews/bulk/unhide';
const reviewsOf = (count: number) => BULK_TEXTS.countOf(count, 'review');

/**
 * /admin/reviews (editors and admins): every review, filtered; hide one with a reason, or show it again; or
 * tick several and hide (one reason for all) or show them at once.
 */
export function ReviewsPage() {
  const [list, setList] = useListState({ sort: '-createdAt' });
  const query = useAdminReviews(list);
  const [hiding, setHiding] = useState<TAdminReview | null>(null);
  const [isHidingSelected, setIsHidingSelected] = useState(false);
  const columns = useMemo(() => reviewColumns(setHiding), []);
  const bulk = useBulkActions({
    items: query.data?.items ?? [],
    getRowId: (review) => review._id,
    rowName: (review) => `${review.author.name} on ${review.course.name}`,
    listKey: reviewsKey,
  });
  const count = bulk.selection.ids.length;
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
        bulk={bulk}
        bulkButtons={
          <>
            <Button variant="secondary" disabled={bulk.isBusy} onClick={() => setIsHidingSelected(true)}>
              {BULK_TEXTS.hide}
            </Button>
            <BulkActionButton bulk={bulk} action={{ key: 'unhide', path: UNHIDE_PATH }}>
              {BULK_TEXTS.unhide}
            </BulkActionButton>
          </>
        }
      />
      {hiding && <HideReviewDialog review={hiding} onClose={() => setHiding(null)} />}
      {isHidingSelected && (
        <HideReasonDialog
          title={BULK_TEXTS.hideTitle(count)}
          hint={BULK_TEXTS.hideReasonHint}
          cancelLabel={BULK_TEXTS.keepVisible}
          submitLabel={BULK_TEXTS.hideTitle(count)}
          isPending={bulk.isRunning('hide')}
          onClose={() => setIsHidingSelected(false)}
          onHide={(reason) =>
            bulk.run({
              key: 'hide',
              path: HIDE_PATH,
              body: { reason },
              undo: { what: (changed) => UNDO_TEXTS.hiding(reviewsOf(changed)), path: UNHIDE_PATH },
              onDone: () => setIsHidingSelected(false),
            })
          }
        />
      )}
    </>
  );
}
