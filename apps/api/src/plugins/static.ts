import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFoundEnvelope } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSET_EXTENSION =
  /\.(js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|json|txt|xml|webmanifest)$/i;

/**
 * Serves uploads and the built SPA. Hashed assets are immutable; index.html is revalidated on
 * every visit so a deploy shows up at once. Unknown /api paths get a JSON 404, never the SPA.
 */
export const staticPlugin = fp(async (app: FastifyInstance) => {
  const uploads = path.join(app.config.dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    // Upload names are random and never reused.
    setHeaders: (reply) => void reply.header('cache-control', IMMUTABLE),
  });

  const dist = app.config.webDist;
  const hasSpa = Boolean(dist && existsSync(path.join(dist, 'index.html')));
  if (dist && hasSpa) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // Files are looked up per request, so a rebuild of the SPA is served without a restart.
      index: ['index.html'],
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn('apps/web/dist not found: serving the API only (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (an old chunk name, an upload) must be a 404: HTML in its place breaks the page.
    const isFile =
      pathname.startsWith('/assets/') || pathname.startsWith('/uploads/') || ASSET_EXTENSION.test(pathname);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && !isFile && hasSpa && wantsPage) {
      // History fallback: the SPA's router decides what this path shows.
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      return;
    }
    reply.code(404).send(notFoundEnvelope(request.method, request.url));
  });
});
