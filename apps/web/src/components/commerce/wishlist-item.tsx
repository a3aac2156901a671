import './commerce.css';
import { COMMERCE_MESSAGES, MESSAGES, type TCommerceCourse } from '@curio/shared';
import { useId } from 'react';
import { toast } from '#web/lib/toast.ts';
import { useCourseOwnership, useMoveToCart, useRemoveFromWishlist } from '#web/api/commerce.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toastAddFailed, toastError } from '#web/lib/notify.ts';
import { CourseLineSummary } from './course-line-summary.tsx';
import { OwnedCourseLink } from './enrolled-link.tsx';

type TWishlistItemProps = { course: TCommerceCourse; headingLevel: 'h2' | 'h3' };

/**
 * One saved course (Wishlist, docs/product.md#pages): Move to Cart and remove. A course the learner has
 * already ordered shows 'Enrolled' (a link to their journey), or 'Awaiting payment' while the order is
 * pending, instead of Move to Cart.
 */
export function WishlistItem({ course, headingLevel }: TWishlistItemProps) {
  const nameId = useId();
  const { ownershipOf } = useCourseOwnership();
  const ownership = ownershipOf(course._id);
  const move = useMoveToCart();
  const remove = useRemoveFromWishlist();
  const isBusy = move.isPending || remove.isPending;

  // mutateAsync, not mutate's callbacks: a success removes this item from the list, and callbacks given to
  // mutate() do not run once their component has unmounted, so the toast would never show.
  const onMove = () =>
    move.mutateAsync(course._id).then(
      () => toast.success(MESSAGES.wishlist.moved),
      (error: unknown) => toastAddFailed(error, MESSAGES.wishlist.moveFailed),
    );

  const onRemove = () =>
    remove.mutateAsync(course._id).then(
      () => toast.success(COMMERCE_MESSAGES.removedFromWishlist),
      (error: unknown) => toastError(error, MESSAGES.api.internal),
    );

  return (
    <article className="cart-line wish-line" aria-labelledby={nameId} aria-busy={isBusy || undefined}>
      <CourseLineSummary course={course} nameId={nameId} headingLevel={headingLevel} meta={course.duration} />
      <div className="wish-line__actions">
        {ownership ? (
          <OwnedCourseLink courseName={course.name} state={ownership} look="button" />
        ) : (
          <Button
            aria-label={`Move to Cart: ${course.name}`}
            isLoading={move.isPending}
            disabled={remove.isPending}
            onClick={onMove}
          >
            Move to Cart
          </Button>
        )}
        <Button
          variant="ghost"
          aria-label={`Remove: ${course.name}`}
          isLoading={remove.isPending}
          disabled={move.isPending}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </article>
  );
}
