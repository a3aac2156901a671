import type { TAdminReview } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { toastError } from '#web/lib/notify.ts';
import { useUnhideReview } from '#web/features/console/catalogue/api/reviews.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

type TReviewActionsProps = { review: TAdminReview; onHide: (review: TAdminReview) => void };

/**
 * Hide (asks for the reason, in a dialog) or Unhide (at once: showing a review again takes nothing away). The
 * two share a place, which is safe: both are ActionButtons, so the second press of a double-click on one never
 * reaches the other, and Hide only ever opens its dialog.
 */
export function ReviewActions({ review, onHide }: TReviewActionsProps) {
  const unhide = useConsoleAction(useUnhideReview());
  const who = `${review.author.name}'s review of ${review.course.name}`;
  if (!review.hidden) {
    return (
      <ActionButton variant="secondary" aria-label={`Hide ${who}`} onClick={() => onHide(review)}>
        Hide
      </ActionButton>
    );
  }
  return (
    <ActionButton
      variant="secondary"
      aria-label={`Unhide ${who}`}
      isBusy={unhide.isPending}
      onClick={() =>
        unhide.run(review._id, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toastError(error, 'The review could not be shown again. Try again.'),
        })
      }
    >
      Unhide
    </ActionButton>
  );
}
