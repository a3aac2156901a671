import { COURSE_MESSAGES, ZReviewRequest, type TReview } from '@curio/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { StarRatingInput } from '#web/components/ui/star-rating-input.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { useSaveReview, type TReviewTarget } from '#web/features/courses/api/save-review.ts';

type TReviewFormModalProps = {
  target: TReviewTarget;
  /** The review being edited; none in add mode. */
  review?: TReview;
  onClose: () => void;
};

/**
 * The review modal (docs/product.md#pages), add or edit mode (prefilled with the rating and comment). Cancel
 * closes it; a successful submit closes it, and the list reloads. Server refusals (409 a second review, 403
 * not yours) stay in the modal so the text is not lost. Mount it only while open: each opening starts fresh.
 */
export function ReviewFormModal({ target, review, onClose }: TReviewFormModalProps) {
  const formId = useId();
  const save = useSaveReview(target);
  const form = useZodForm(ZReviewRequest, { rating: review?.rating, comment: review?.comment ?? '' });
  const isEdit = review !== undefined;

  const onSubmit = form.handleSubmit((body) => {
    save.mutate(
      { reviewId: review?._id, body },
      {
        onSuccess: () => {
          toast.success(isEdit ? COURSE_MESSAGES.reviewUpdated : COURSE_MESSAGES.reviewAdded);
          form.reset();
          onClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  const serverError =
    save.isError && !form.formState.errors.rating && !form.formState.errors.comment
      ? errorMessage(save.error, 'Your review could not be saved. Please try again.')
      : undefined;

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={isEdit ? 'Edit your review' : 'Write a review'}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending}>
            {isEdit ? 'Save changes' : 'Submit review'}
          </Button>
        </>
      }
    >
      <form id={formId} className="form review-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarRatingInput
              label="Your rating"
              value={field.value}
              onChange={(rating) => {
                field.onChange(rating);
                form.clearErrors('rating');
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextAreaField
          label="Your review"
          rows={5}
          data-autofocus={isEdit || undefined}
          {...form.field('comment')}
        />
        {serverError && (
          <p className="course-form-error" role="alert">
            {serverError}
          </p>
        )}
      </form>
    </Modal>
  );
}
