import { paths } from './paths.ts';

/** Resolved against a placeholder origin: a `next` that leaves it points at another site. */
const PLACEHOLDER_ORIGIN = 'http://curio.invalid';

/**
 * Where a login may return to: a path of this site only. It must start with one '/', never '//'
 * (another host) or a backslash anywhere (browsers read '/\evil.com' as '//evil.com'), and hold no control
 * characters (a tab or newline inside '/\t/evil.com' is dropped by the URL parser). Anything else, a scheme
 * ('http:', 'javascript:') included, is refused: the caller falls back to the home page.
 */
export function safeNextPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined; // not a URL at all: treated as no `next`
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Returning to the login page itself would only show the form again.
  return url.pathname === paths.login || url.pathname === paths.newLogin ? undefined : path;
}

/** A page of the login flow (login, sign-up), told where to return afterwards, when there is somewhere. */
export const withNext = (path: string, next: string | undefined) =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;

/** The login page, told where to return afterwards. */
export const loginPathReturningTo = (next: string) => withNext(paths.login, next);
