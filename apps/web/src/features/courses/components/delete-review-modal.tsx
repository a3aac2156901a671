import { COURSE_MESSAGES, MESSAGES } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteReview } from '#web/features/courses/api/delete-review.ts';
import type { TReviewTarget } from '#web/features/courses/api/save-review.ts';

type TDeleteReviewModalProps = { target: TReviewTarget; reviewId: string; onClose: () => void };

/** docs/product.md#messages: 'Are you sure you want to delete this review?' as a real dialog. */
export function DeleteReviewModal({ target, reviewId, onClose }: TDeleteReviewModalProps) {
  const remove = useDeleteReview(target);
  const confirm = () =>
    remove.mutate(reviewId, {
      onSuccess: () => {
        toast.success(COURSE_MESSAGES.reviewDeleted);
        onClose();
      },
    });
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Delete review"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={remove.isPending}>
            Delete
          </Button>
        </>
      }
    >
      <p>{MESSAGES.course.confirmReviewDelete}</p>
      {remove.isError && (
        <p className="course-form-error" role="alert">
          {errorMessage(remove.error, 'The review could not be deleted. Please try again.')}
        </p>
      )}
    </Modal>
  );
}
