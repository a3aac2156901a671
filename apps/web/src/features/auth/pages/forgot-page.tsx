import '#web/features/auth/auth.css';
import { SITE_PAGES } from '@curio/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { ForgotEmailForm } from '#web/features/auth/components/forgot-email-form.tsx';
import { ForgotResetForm } from '#web/features/auth/components/forgot-reset-form.tsx';

/**
 * `/forgot`: step 1 sends a code to the email, step 2 sets a new password with it (docs/product.md#pages).
 */
export function ForgotPage() {
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'reset'>('email');

  return (
    <AuthLayout
      head={SITE_PAGES.forgot}
      intro={
        step === 'email'
          ? 'Enter the email you signed up with and we will send you a one-time code.'
          : 'Enter the code from your email and choose a new password.'
      }
      footer={
        <p>
          Remembered it?{' '}
          <Link className="text-link" to={paths.login}>
            Login
          </Link>{' '}
          · New here?{' '}
          <Link className="text-link" to={paths.signup}>
            Sign up
          </Link>
        </p>
      }
    >
      {step === 'email' ? (
        <ForgotEmailForm
          defaultEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep('reset');
          }}
        />
      ) : (
        <ForgotResetForm email={email} onChangeEmail={() => setStep('email')} />
      )}
    </AuthLayout>
  );
}
