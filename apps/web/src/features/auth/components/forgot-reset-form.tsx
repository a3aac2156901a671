import { LIMITS, MESSAGES, ZOtpVerifyRequest } from '@curio/shared';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors, firstErrorMessage, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';
import { useSendOtp } from '#web/features/auth/api/send-otp.ts';

// The same rules as the server's ZOtpVerifyRequest; the email comes from step 1.
const ZResetForm = ZOtpVerifyRequest.pick({ otp: true, password: true });

type TForgotResetFormProps = { email: string; onChangeEmail: () => void };

/** Step 2: the code from the email and a new, strong password. */
export function ForgotResetForm({ email, onChangeEmail }: TForgotResetFormProps) {
  const form = useZodForm(ZResetForm, { otp: '', password: '' });
  const resetPassword = useResetPassword();
  const resend = useSendOtp();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(
    (values) =>
      resetPassword.mutate(
        { email, ...values },
        {
          onSuccess: () => {
            toast.success(MESSAGES.forgot.resetSuccess);
            void navigate(paths.login);
          },
          onError: (error) => {
            applyServerErrors(form, error);
            toastError(error, MESSAGES.forgot.resetFailed);
          },
        },
      ),
    (errors) => toast.error(firstErrorMessage(errors, ['otp', 'password'])),
  );

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(MESSAGES.forgot.otpSent),
        onError: (error) => toastError(error, MESSAGES.forgot.otpSendFailed),
      },
    );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="form__note" aria-live="polite">
        We sent a {LIMITS.otpLength}-digit code to <strong>{email}</strong>. It is valid for{' '}
        {LIMITS.otpLifetimeMinutes} minutes.
      </p>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.otpLength}
        {...form.field('otp')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint="At least 6 characters, with an uppercase letter, a lowercase letter and a number."
        {...form.field('password')}
      />
      <Button type="submit" className="btn--block" isLoading={resetPassword.isPending}>
        Reset Password
      </Button>
      <div className="form__row form__row--split">
        <button type="button" className="text-button" onClick={onChangeEmail}>
          Use a different email
        </button>
        <button type="button" className="text-button" onClick={onResend} disabled={resend.isPending}>
          Resend OTP
        </button>
      </div>
    </form>
  );
}
