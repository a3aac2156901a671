import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { EMBED_HOSTS } from '@curio/shared';

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'"],
      // react-toastify injects its stylesheet at run time; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // A lesson's video: hls.js plays through Media Source Extensions, whose stream is a blob: URL (ADR 035).
      // hls.js runs without its worker (`enableWorker: false`), so no worker-src is needed.
      mediaSrc: ["'self'", 'blob:'],
      // Gallery embeds, loaded only after the visitor clicks their facade (docs/product.md#content-pages).
      frameSrc: [
        "'self'",
        ...Object.values(EMBED_HOSTS).flatMap((hosts) => hosts.map((host) => `https://${host}`)),
      ],
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // Helmet's HSTS only makes sense behind TLS; the operator's proxy sets it.
  strictTransportSecurity: false,
} satisfies HelmetOptions;

/**
 * Helmet's headers for these options as name → value, worked out once. Every reply carries them, and so do
 * the replies written before any hook runs (a bad URL, headers too large: `plugins/early-errors.ts`). Helmet's
 * own middleware fills them in, so they are what helmet sends.
 */
type HelmetArguments = Parameters<ReturnType<typeof helmet>>;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet only sets and removes headers; it never reads the request for these options.
  helmet(HELMET_OPTIONS)(
    {} as HelmetArguments[0],
    response as unknown as HelmetArguments[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
})();

const HEADERS = Object.entries(SECURITY_HEADERS);

/**
 * Security headers for the API and the SPA alike (CSP, nosniff, frame-ancestors, referrer policy), set on
 * every response first thing, as helmet sets them: on the response itself, where a hashed asset's reply takes
 * the document-only ones off again (`plugins/static.ts`). `@fastify/helmet` built helmet's middleware anew
 * for every request, parsing the policy each time: 4% of the server's thread under the write benchmark.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, next) => {
    for (const [name, value] of HEADERS) reply.raw.setHeader(name, value);
    next();
  });
});
