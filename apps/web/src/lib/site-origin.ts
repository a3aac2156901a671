/** Tags the server wrote into the page it sent (apps/api/src/modules/pages) carry this attribute. */
export const SERVER_HEAD_SELECTOR = '[data-head]';

let origin: string | undefined;

/**
 * The site's canonical origin for absolute URLs in the head and JSON-LD: the one the server wrote into the
 * first page's canonical link (PUBLIC_URL), so the SPA's tags name the same URLs as the server's; else the
 * address bar's.
 */
export function siteOrigin(): string {
  origin ??= (() => {
    const link = document.head.querySelector<HTMLLinkElement>(`link[rel="canonical"]${SERVER_HEAD_SELECTOR}`);
    return link ? new URL(link.href).origin : window.location.origin;
  })();
  return origin;
}
