import type { TAdminReview } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';
import { useUnhideReview } from '#web/features/console/catalogue/api/reviews.ts';

type TReviewActionsProps = { review: TAdminReview; onHide: (review: TAdminReview) => void };

/** Hide (asks for the reason, in a dialog) or Unhide (at once: showing a review again takes nothing away). */
export function ReviewActions({ review, onHide }: TReviewActionsProps) {
  const unhide = useUnhideReview();
  const who = `${review.author.name}'s review of ${review.course.name}`;
  if (!review.hidden) {
    return (
      <Button variant="secondary" aria-label={`Hide ${who}`} onClick={() => onHide(review)}>
        Hide
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      aria-label={`Unhide ${who}`}
      isLoading={unhide.isPending}
      onClick={() =>
        unhide.mutate(review._id, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toastError(error, 'The review could not be shown again. Try again.'),
        })
      }
    >
      Unhide
    </Button>
  );
}
