import { REVIEW_HIDE_REASON_MAX, ZReviewHideRequest, type TAdminReview } from '@curio/shared';
import { useId } from 'react';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useHideReview } from '#web/features/console/catalogue/api/reviews.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

type THideReviewDialogProps = { review: TAdminReview; onClose: () => void };

/**
 * Asks why a review is hidden (required): the course page and its rating lose it at once, and its
 * author still sees it, marked hidden, with this reason. Mount it only while open: each opening starts empty.
 */
export function HideReviewDialog({ review, onClose }: THideReviewDialogProps) {
  const formId = useId();
  const hide = useConsoleAction(useHideReview());
  const form = useZodForm(ZReviewHideRequest, { reason: '' });

  const onSubmit = form.handleSubmit(({ reason }) => {
    hide.run(
      { id: review._id, reason },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error))
            toastError(error, 'The review could not be hidden. Try again.');
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      onClose={() => !hide.isPending && onClose()}
      title={`Hide ${review.author.name}'s review of ${review.course.name}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={hide.isPending}>
            Keep it visible
          </Button>
          <ActionButton type="submit" form={formId} variant="danger" isBusy={hide.isPending}>
            Hide review
          </ActionButton>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextAreaField
          label="Reason"
          hint={`Shown to the author beside their review. At most ${REVIEW_HIDE_REASON_MAX} characters.`}
          rows={4}
          required
          data-autofocus
          {...form.field('reason')}
        />
      </form>
    </Modal>
  );
}
