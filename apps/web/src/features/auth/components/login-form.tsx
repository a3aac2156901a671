import { MESSAGES } from '@curio/shared';
import { Link, useNavigate } from 'react-router';
import { useFinishPendingAdd } from '#web/api/course-adds.ts';
import { useReturnTo } from '#web/features/auth/lib/use-return-to.ts';
import { toast } from '#web/lib/toast.ts';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors } from '#web/lib/form-fields.ts';
import { useLazyZodForm } from '#web/lib/lazy-form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useLogin } from '#web/features/auth/api/login.ts';
import { isServerRender } from '#web/lib/server-render.ts';

/** The schema loads with zod when the form is first used: /login's first load carries neither. */
const loginSchema = () => import('@curio/shared/user').then((module) => module.ZLoginRequest);

/**
 * docs/product.md#pages: a successful login goes to /, or back to the page that sent the visitor here
 * (`?next=`, a path of this site only), finishing the Add to Cart or Add to Wishlist they were refused there.
 */
export function LoginForm() {
  const form = useLazyZodForm(loginSchema, { email: '', password: '' });
  const login = useLogin();
  const navigate = useNavigate();
  const next = useReturnTo();
  const finishPendingAdd = useFinishPendingAdd();

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        // docs/product.md#accounts fix: only after a successful login.
        toast.success(MESSAGES.auth.loginSuccess);
        void navigate(next ?? paths.home);
        if (next) finishPendingAdd(next);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toastError(error, MESSAGES.auth.signupFailed);
      },
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <div className="form__row form__row--end">
        <Link className="text-link" to={paths.forgot}>
          Forgot Password
        </Link>
      </div>
      {/* In the server's HTML it is disabled, so Enter cannot submit the form natively (the password in the
          address) before the app has started (ADR 019). */}
      <Button type="submit" className="btn--block" isLoading={login.isPending} disabled={isServerRender()}>
        Login
      </Button>
    </form>
  );
}
