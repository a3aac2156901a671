import { MESSAGES } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { useSendLead } from '#web/features/contact/api/send-lead.ts';
import { AgreeCheckbox } from './agree-checkbox.tsx';
import { EMPTY_CONTACT_FORM, SOURCE_MAX, ZContactForm } from './contact-schema.ts';

/**
 * A 429 carries a readable "try again in …" from the server, more useful than the generic text; every other
 * failure shows SPEC §8's 'Something went wrong!'.
 */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 429 && error.message
    ? error.message
    : MESSAGES.contact.failed;

type TContactFormProps = {
  /** The service an enquiry is about (`?service=` from a corporate page's call to action). */
  service?: string;
};

/** SPEC §2/§4/§5 'Leave Us Your Info.': idle → submitting (disabled, spinner) → success (cleared) or failure. */
export function ContactForm({ service }: TContactFormProps) {
  const form = useZodForm(ZContactForm, EMPTY_CONTACT_FORM);
  const sendLead = useSendLead();
  const agree = form.field('agree');

  const onSubmit = form.handleSubmit(({ name, email, comment }) =>
    sendLead.mutate(
      { name, email, comment, source: service ? service.slice(0, SOURCE_MAX) : undefined },
      {
        onSuccess: () => {
          toast.success(MESSAGES.contact.sent);
          form.reset(EMPTY_CONTACT_FORM);
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
      {service && (
        <p className="contact-form__topic">
          Enquiry about: <strong>{service}</strong>
        </p>
      )}
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
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
