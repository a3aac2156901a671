import type { ComponentType } from 'react';

/**
 * Code-splits a page for a route's `lazy`: the route loads the page's module (and its chunk) on the first
 * visit and renders its export `name`.
 */
export function lazyPage<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
) {
  return async () => ({ Component: (await load())[name] });
}
