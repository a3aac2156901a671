import { useSearchParams } from 'react-router';
import { safeNextPath } from '#web/lib/login-return.ts';

/**
 * Where the login flow returns to (`?next=`), kept safe: a path of this site or nothing. The sign-up
 * screen passes it on, so a visitor without an account still comes back to the course they were on.
 */
export function useReturnTo(): string | undefined {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}
