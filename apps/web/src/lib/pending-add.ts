/**
 * The Add to Cart / Add to Wishlist an anonymous visitor was refused (docs/product.md#accounts: told to log
 * in, sent to /login), kept for this tab only, so a login that returns to the same page can finish it. It is
 * never read from the URL: a link cannot make someone's login add a course.
 */
export type TPendingAdd = { kind: 'cart' | 'wishlist'; courseId: string; returnTo: string };

const KEY = 'curio.pendingAdd';

export function rememberPendingAdd(add: TPendingAdd): void {
  sessionStorage.setItem(KEY, JSON.stringify(add));
}

function parse(raw: string | null): TPendingAdd | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { kind, courseId, returnTo } = value as Record<string, unknown>;
    if (
      (kind !== 'cart' && kind !== 'wishlist') ||
      typeof courseId !== 'string' ||
      typeof returnTo !== 'string'
    )
      return undefined;
    return { kind, courseId, returnTo };
  } catch {
    return undefined; // written by an older build or by hand: nothing to finish
  }
}

/** The waiting add if the login returned to the page it came from; it is forgotten either way. */
export function takePendingAdd(returnTo: string): TPendingAdd | undefined {
  const add = parse(sessionStorage.getItem(KEY));
  sessionStorage.removeItem(KEY);
  return add?.returnTo === returnTo ? add : undefined;
}
