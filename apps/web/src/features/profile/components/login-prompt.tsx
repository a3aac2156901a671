import { MESSAGES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';

/** docs/product.md#rules: "Other pages that need login say 'Please login'." */
export function LoginPrompt() {
  return (
    <div className="notice">
      <p className="notice__title">{MESSAGES.auth.loginRequired}</p>
      <p>Your profile, orders and settings are kept in your account.</p>
      <Link className={buttonClass('primary')} to={paths.login}>
        Log in
      </Link>
    </div>
  );
}
