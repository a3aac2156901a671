import { CONTENT_MESSAGES, ZTrainerApplicationRequest, type TTrainerApplicationRequest } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { PhoneField } from '#web/components/ui/phone-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { useApplyAsTrainer } from '#web/features/trainer/api/apply-as-trainer.ts';

const EMPTY: Partial<TTrainerApplicationRequest> = {
  name: '',
  email: '',
  phone: '',
  expertise: '',
  message: '',
};

/** A 429's "try again in …" helps more than the generic text; other failures get the generic one. */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 429 && error.message
    ? error.message
    : CONTENT_MESSAGES.applicationFailed;

type TTrainerFormProps = { onSent: () => void };

/**
 * The trainer application (the original had a static form; docs/product.md#enquiries makes it a real
 * application).
 */
export function TrainerForm({ onSent }: TTrainerFormProps) {
  const form = useZodForm(ZTrainerApplicationRequest, EMPTY);
  const apply = useApplyAsTrainer();
  const experienceError = form.getFieldState('experienceYears', form.formState).error?.message;

  const onSubmit = form.handleSubmit((values) =>
    apply.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        onSent();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(failureMessage(error));
      },
    }),
  );

  return (
    <form className="form trainer-form" onSubmit={onSubmit} noValidate aria-label="Trainer application">
      <TextField label="Full Name" autoComplete="name" {...form.field('name')} />
      <div className="form__pair">
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PhoneField label="Phone Number" {...form.field('phone')} />
      </div>
      <div className="form__pair">
        <TextField
          label="Area of Expertise"
          placeholder="e.g. Kubernetes, React"
          {...form.field('expertise')}
        />
        <TextField
          label="Years of Experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          error={experienceError}
          {...form.register('experienceYears', {
            valueAsNumber: true,
            onChange: () => form.clearErrors('experienceYears'),
          })}
        />
      </div>
      <TextAreaField
        label="Tell us about yourself"
        rows={6}
        hint="What you have taught or built, and what you would like to teach with us."
        {...form.field('message')}
      />
      <Button type="submit" className="btn--lg" isLoading={apply.isPending}>
        Submit Application
      </Button>
    </form>
  );
}
