import '#web/features/auth/auth.css';
import { SITE_PAGES } from '@curio/shared';
import { Link } from 'react-router';
import { withNext } from '#web/lib/login-return.ts';
import { paths } from '#web/lib/paths.ts';
import { useReturnTo } from '#web/features/auth/lib/use-return-to.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';

/** `/login` and `/newlogin` (docs/product.md#pages). */
export function LoginPage() {
  const next = useReturnTo();
  return (
    <AuthLayout
      head={SITE_PAGES.login}
      intro="Welcome back. Log in to reach your courses, cart and profile."
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link className="text-link" to={withNext(paths.signup, next)}>
            Sign up
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
