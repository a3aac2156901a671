import '#web/features/auth/auth.css';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';

/** `/singup` (spelled as SPEC §2 spells it). */
export function SignupPage() {
  return (
    <AuthLayout
      heading="Sign Up"
      intro="Create your Curio account to keep a cart, a wishlist and your learning journey."
      description="Create a Curio account."
      footer={
        <p>
          Already have an account?{' '}
          <Link className="text-link" to={paths.login}>
            Login
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
