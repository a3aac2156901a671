import { MESSAGES, ZOtpSendRequest } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors, firstErrorMessage, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useSendOtp } from '#web/features/auth/api/send-otp.ts';

type TForgotEmailFormProps = { defaultEmail: string; onSent: (email: string) => void };

/** Step 1 of the reset (docs/product.md#pages): ask for the email and send the one-time code. */
export function ForgotEmailForm({ defaultEmail, onSent }: TForgotEmailFormProps) {
  const form = useZodForm(ZOtpSendRequest, { email: defaultEmail });
  const sendOtp = useSendOtp();

  const onSubmit = form.handleSubmit(
    (values) =>
      sendOtp.mutate(values, {
        onSuccess: () => {
          toast.success(MESSAGES.forgot.otpSent);
          onSent(values.email);
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toastError(error, MESSAGES.forgot.otpSendFailed);
        },
      }),
    // docs/product.md#rules names these messages; they are toasted as well as shown beside the field.
    (errors) => toast.error(firstErrorMessage(errors, ['email'])),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" className="btn--block" isLoading={sendOtp.isPending}>
        Send OTP
      </Button>
    </form>
  );
}
