import {
  APPLICATION_TEXT_MAX,
  CONTENT_MESSAGES,
  ZJobApplicationRequest,
  type TSubmissionReceipt,
} from '@curio/shared';
import { PhoneField } from '#web/components/ui/phone-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useApplyForJob } from '#web/features/content/api/apply-for-job.ts';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';

type TJobApplicationFormProps = {
  /** The form's id, so the dialog's button row can submit it. */
  id: string;
  jobId: string;
  onPendingChange: (isPending: boolean) => void;
  onSent: (receipt: TSubmissionReceipt) => void;
};

/** The application behind a job's Apply button, stored for the operator (docs/product.md#enquiries). */
export function JobApplicationForm({ id, jobId, onPendingChange, onSent }: TJobApplicationFormProps) {
  const form = useZodForm(ZJobApplicationRequest, { name: '', email: '', phone: '', coverLetter: '' });
  const apply = useApplyForJob();

  const onSubmit = form.handleSubmit((body) => {
    onPendingChange(true);
    apply.mutate(
      { jobId, body },
      {
        onSuccess: onSent,
        onError: (error) => {
          applyServerErrors(form, error);
          toastError(error, CONTENT_MESSAGES.applicationFailed);
        },
        onSettled: () => onPendingChange(false),
      },
    );
  });

  return (
    <form id={id} className="form" onSubmit={onSubmit} noValidate aria-busy={apply.isPending || undefined}>
      <fieldset className="job-form__fieldset" disabled={apply.isPending}>
        <TextField label="Full Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PhoneField label="Phone" {...form.field('phone')} />
        <TextAreaField
          label="Cover Letter"
          maxLength={APPLICATION_TEXT_MAX}
          hint="Why this role, and what you would bring to it."
          {...form.field('coverLetter')}
        />
      </fieldset>
    </form>
  );
}
