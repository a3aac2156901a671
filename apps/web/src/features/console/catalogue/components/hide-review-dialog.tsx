import { REVIEW_HIDE_REASON_MAX, UNDO_TEXTS, ZReviewHideRequest, type TAdminReview } from '@curio/shared';
import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useHideReview, useUnhideReview } from '#web/features/console/catalogue/api/reviews.ts';
import { toastWithUndo } from '#web/features/console/shell/lib/undo-toast.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

type THideReasonDialogProps = {
  title: string;
  hint: string;
  cancelLabel: string;
  submitLabel: string;
  isPending: boolean;
  /** Hides with the reason; a refusal that names the field (`applyServerErrors`) shows on it. */
  onHide: (reason: string, onFieldErrors: (error: unknown) => boolean) => void;
  onClose: () => void;
};

/**
 * Asks why a review (or several) is hidden: the reason is required, as the API asks. Mount it only while
 * open: each opening starts empty.
 */
export function HideReasonDialog(props: THideReasonDialogProps) {
  const { title, hint, cancelLabel, submitLabel, isPending, onHide, onClose } = props;
  const formId = useId();
  const form = useZodForm(ZReviewHideRequest, { reason: '' });
  const onSubmit = form.handleSubmit(({ reason }) =>
    onHide(reason, (error) => applyServerErrors(form, error)),
  );

  return (
    <Modal
      isOpen
      onClose={() => !isPending && onClose()}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {cancelLabel}
          </Button>
          <ActionButton type="submit" form={formId} variant="danger" isBusy={isPending}>
            {submitLabel}
          </ActionButton>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextAreaField
          label="Reason"
          hint={`${hint} At most ${REVIEW_HIDE_REASON_MAX} characters.`}
          rows={4}
          required
          data-autofocus
          {...form.field('reason')}
        />
      </form>
    </Modal>
  );
}

type THideReviewDialogProps = { review: TAdminReview; onClose: () => void };

/**
 * Hides one review: the course page and its rating lose it at once, and its author still sees it, marked
 * hidden, with this reason. The toast offers Undo (unhide).
 */
export function HideReviewDialog({ review, onClose }: THideReviewDialogProps) {
  const hide = useConsoleAction(useHideReview());
  const unhide = useUnhideReview();
  const who = `${review.author.name}'s review of ${review.course.name}`;
  return (
    <HideReasonDialog
      title={`Hide ${who}`}
      hint="Shown to the author beside their review."
      cancelLabel="Keep it visible"
      submitLabel="Hide review"
      isPending={hide.isPending}
      onClose={onClose}
      onHide={(reason, onFieldErrors) =>
        hide.run(
          { id: review._id, reason },
          {
            onSuccess: ({ message }) => {
              toastWithUndo(message, {
                what: UNDO_TEXTS.hiding(who),
                undo: () => unhide.mutateAsync(review._id),
              });
              onClose();
            },
            onError: (error) => {
              if (!onFieldErrors(error)) toastError(error, 'The review could not be hidden. Try again.');
            },
          },
        )
      }
    />
  );
}
