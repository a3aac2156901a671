import { GENERAL_ENQUIRY, MESSAGES } from '@curio/shared';
import { useEffect } from 'react';
import { toast } from '#web/lib/toast.ts';
import { useServices } from '#web/api/services.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { useSendLead } from '#web/features/contact/api/send-lead.ts';
import { serviceOptions } from '#web/features/contact/lib/service-options.ts';
import { AgreeCheckbox } from './agree-checkbox.tsx';
import { emptyContactForm, ZContactForm } from './contact-schema.ts';

/**
 * A 429 carries a readable "try again in …" from the server, more useful than the generic text; every other
 * failure shows 'Something went wrong!' (docs/product.md#messages).
 */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 429 && error.message
    ? error.message
    : MESSAGES.contact.failed;

type TContactFormProps = {
  /** The service an enquiry is about (`?service=` from an Enquire button of a service page). */
  service?: string;
};

/**
 * 'Leave Us Your Info.' (docs/product.md#pages, #rules): idle → submitting (disabled, spinner) → success
 * (cleared) or failure. The Service field starts on the service the visitor came from and is stored as the
 * lead's source.
 */
export function ContactForm({ service }: TContactFormProps) {
  const services = useServices();
  const { options, selected } = serviceOptions(services.data?.map((s) => s.title) ?? [], service);
  const form = useZodForm(ZContactForm, emptyContactForm(selected));
  const sendLead = useSendLead();
  const agree = form.field('agree');
  const { getFieldState, setValue } = form;

  // The list arrived and names the requested service in its own case ('cloud labs' → 'Cloud Labs'): follow
  // it, unless the visitor already chose.
  useEffect(() => {
    if (!getFieldState('source').isDirty) setValue('source', selected);
  }, [selected, getFieldState, setValue]);

  const onSubmit = form.handleSubmit(({ name, email, comment, source }) =>
    sendLead.mutate(
      { name, email, comment, source: source || undefined },
      {
        onSuccess: () => {
          toast.success(MESSAGES.contact.sent);
          form.reset(emptyContactForm(selected));
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast.error(failureMessage(error));
        },
      },
    ),
  );

  return (
    <form className="form contact-form" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
      {/* The preselected service is an option from the first render, so the form's default sticks while the
          rest of the list loads. */}
      <SelectField
        label="Service"
        hint="Optional: what your enquiry is about."
        placeholder={GENERAL_ENQUIRY}
        options={options}
        {...form.field('source')}
      />
      <TextAreaField label="Comment" rows={6} {...form.field('comment')} />
      <AgreeCheckbox {...agree} />
      <Button
        type="submit"
        variant="primary"
        className="btn--lg contact-form__submit"
        isLoading={sendLead.isPending}
      >
        Send Message
      </Button>
    </form>
  );
}
