import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// Environments without matchMedia (old browsers, jsdom) get the default: motion allowed.
const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const read = () => mediaQuery()?.matches ?? false;

/** True while the system asks for less motion; follows the setting live. */
export const usePrefersReducedMotion = () => useSyncExternalStore(subscribe, read, () => false);
