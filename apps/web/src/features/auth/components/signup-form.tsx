import { LIMITS, MESSAGES, ZSignupRequest } from '@curio/shared';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { withNext } from '#web/lib/login-return.ts';
import { paths } from '#web/lib/paths.ts';
import { useReturnTo } from '#web/features/auth/lib/use-return-to.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { PhoneField } from '#web/components/ui/phone-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useSignup } from '#web/features/auth/api/signup.ts';

export function SignupForm() {
  const form = useZodForm(ZSignupRequest, { email: '', name: '', phone: '', password: '' });
  const signup = useSignup();
  const navigate = useNavigate();
  const next = useReturnTo();

  const onSubmit = form.handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: () => {
        toast.success(MESSAGES.auth.signupSuccess);
        form.reset();
        // docs/product.md#pages: on to /login, which still knows where the visitor was going.
        void navigate(withNext(paths.login, next));
      },
      onError: (error) => {
        const isMapped = applyServerErrors(form, error);
        // A taken email (409) belongs next to the email field too.
        if (!isMapped && error instanceof ApiError && error.status === 409 && error.message) {
          form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        }
        toastError(error, MESSAGES.auth.signupFailed);
      },
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <PhoneField label="Contact Number" {...form.field('phone')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${LIMITS.passwordMin} characters.`}
        {...form.field('password')}
      />
      <Button type="submit" className="btn--block" isLoading={signup.isPending}>
        Sign Up
      </Button>
    </form>
  );
}
