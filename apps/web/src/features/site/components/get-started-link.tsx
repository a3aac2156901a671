import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass, type TButtonVariant } from '#web/components/ui/button.tsx';
import { useSession } from '#web/lib/session.ts';

/** docs/product.md#pages: Get Started goes to /profile when a token is stored, otherwise to /singup. */
export function GetStartedLink({ variant = 'accent' }: { variant?: TButtonVariant }) {
  const { isLoggedIn } = useSession();
  return (
    <Link className={buttonClass(variant, 'btn--lg')} to={isLoggedIn ? paths.profile : paths.signup}>
      Get Started
    </Link>
  );
}
