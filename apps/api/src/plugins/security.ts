import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { EMBED_HOSTS } from '@curio/shared';

/** Security headers for the API and the SPA alike (CSP, nosniff, frame-ancestors, referrer policy). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
        // Gallery embeds, loaded only after the visitor clicks their facade (DESIGN §4).
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
  });
});
