import type { FastifyRequest } from 'fastify';

// A host name or IPv4/IPv6 literal, with an optional port: anything else in Host is not trusted into a URL.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin that canonical URLs, Open Graph URLs, the sitemap and robots.txt name: PUBLIC_URL when it is
 * set (the way to run behind a TLS proxy), else the host this request was sent to. Page entries are cached
 * per origin, so a forged Host can only ever be answered its own URLs.
 */
export function requestOrigin(request: FastifyRequest): string {
  const { siteOrigin, publicUrl } = request.server.config;
  if (siteOrigin) return siteOrigin;
  const host = request.host;
  return HOST.test(host) ? `${request.protocol}://${host.toLowerCase()}` : new URL(publicUrl).origin;
}
