import '#web/features/auth/auth.css';
import { SITE_PAGES } from '@curio/shared';
import { Link } from 'react-router';
import { withNext } from '#web/lib/login-return.ts';
import { paths } from '#web/lib/paths.ts';
import { useReturnTo } from '#web/features/auth/lib/use-return-to.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';

/** `/singup` (spelled as docs/product.md#pages spells it). */
export function SignupPage() {
  const next = useReturnTo();
  return (
    <AuthLayout
      head={SITE_PAGES.signup}
      intro="Create your Curio account to keep a cart, a wishlist and your learning journey."
      footer={
        <p>
          Already have an account?{' '}
          <Link className="text-link" to={withNext(paths.login, next)}>
            Login
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
