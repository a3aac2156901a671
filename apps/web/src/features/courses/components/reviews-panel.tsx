import { MESSAGES, type TReview } from '@curio/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useSession } from '#web/lib/session.ts';
import { useReviews } from '#web/features/courses/api/get-reviews.ts';
import type { TReviewTarget } from '#web/features/courses/api/save-review.ts';
import { DeleteReviewModal } from './delete-review-modal.tsx';
import { ReviewItem } from './review-item.tsx';

// The form (react-hook-form, zod and the schema) loads when a learner opens it, not with the course page.
const ReviewFormModal = lazy(async () => ({
  default: (await import('./review-form-modal.tsx')).ReviewFormModal,
}));

type TDialog =
  { kind: 'add' } | { kind: 'edit'; review: TReview } | { kind: 'delete'; reviewId: string } | null;

const NO_REVIEWS = 'No reviews yet. Learners who took this course can be the first.';

/**
 * The panel's title bar, with what the reader may do (write a review, log in first, or nothing in a preview).
 */
function ReviewsFrame({ action, children }: { action: ReactNode; children: ReactNode }) {
  return (
    <div className="reviews">
      <div className="reviews__bar">
        <h2 className="reviews__title">Learner reviews</h2>
        {action}
      </div>
      {children}
    </div>
  );
}

/** Reviews panel (docs/product.md#pages): the list, the author's Edit/Delete, add/edit and delete dialogs. */
export function ReviewsPanel({ target }: { target: TReviewTarget }) {
  const { user, isLoggedIn } = useSession();
  const reviews = useReviews(target.courseId);
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  const isOwn = (review: TReview) => user !== null && review.user === user._id;
  const hasOwnReview = reviews.data?.some(isOwn) ?? false;

  const action = !isLoggedIn ? (
    <p className="reviews__login">
      <Link className={buttonClass('secondary')} to={paths.login}>
        {MESSAGES.auth.loginRequired}
      </Link>
      <span>to write a review.</span>
    </p>
  ) : (
    !hasOwnReview &&
    reviews.isSuccess && <Button onClick={() => setDialog({ kind: 'add' })}>Write a review</Button>
  );

  return (
    <ReviewsFrame action={action}>
      <QueryState query={reviews} loadingLabel="Loading reviews…" empty={NO_REVIEWS}>
        {(list) => (
          <ReviewList
            list={list}
            ownActions={(review) =>
              isOwn(review)
                ? {
                    onEdit: () => setDialog({ kind: 'edit', review }),
                    onDelete: () => setDialog({ kind: 'delete', reviewId: review._id }),
                  }
                : undefined
            }
          />
        )}
      </QueryState>
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && <ReviewFormModal target={target} onClose={close} />}
        {dialog?.kind === 'edit' && (
          <ReviewFormModal target={target} review={dialog.review} onClose={close} />
        )}
      </Suspense>
      {dialog?.kind === 'delete' && (
        <DeleteReviewModal target={target} reviewId={dialog.reviewId} onClose={close} />
      )}
    </ReviewsFrame>
  );
}

/** The staff preview's reviews panel: the reviews visitors would read, and no way to write one. */
export function ReviewsPreviewPanel({ reviews }: { reviews: TReview[] }) {
  return (
    <ReviewsFrame action={<p className="reviews__login">{MESSAGES.coursePreview.reviewsOff}</p>}>
      {reviews.length === 0 ? (
        <p className="query-state query-state--empty">{NO_REVIEWS}</p>
      ) : (
        <ReviewList list={reviews} />
      )}
    </ReviewsFrame>
  );
}

type TReviewListProps = {
  list: TReview[];
  /** Edit and Delete for the reader's own review. */
  ownActions?: (review: TReview) => { onEdit: () => void; onDelete: () => void } | undefined;
};

function ReviewList({ list, ownActions }: TReviewListProps) {
  return (
    <ul className="reviews__list" role="list">
      {list.map((review) => (
        <li key={review._id}>
          <ReviewItem review={review} own={ownActions?.(review)} />
        </li>
      ))}
    </ul>
  );
}
