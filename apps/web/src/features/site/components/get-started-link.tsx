import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { buttonClass, type TButtonVariant } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';

/** SPEC §2: Get Started goes to /profile when a token is stored, otherwise to /singup. */
export function GetStartedLink({ variant = 'accent' }: { variant?: TButtonVariant }) {
  const { isLoggedIn } = useSession();
  return (
    <Link className={buttonClass(variant, 'btn--lg')} to={isLoggedIn ? paths.profile : paths.signup}>
      Get Started
    </Link>
  );
}
