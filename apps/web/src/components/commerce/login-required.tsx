import './commerce.css';
import { MESSAGES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';

/**
 * docs/product.md#rules: "Other pages that need login say 'Please login'." Shared by the cart, wishlist and
 * notifications pages (the learner's commerce screens); `reason` says what the account keeps.
 */
export function LoginRequired({ reason }: { reason: string }) {
  return (
    <div className="notice">
      <p className="notice__title">{MESSAGES.auth.loginRequired}</p>
      <p>{reason}</p>
      <Link className={buttonClass('primary')} to={paths.login}>
        Log in
      </Link>
    </div>
  );
}
