import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isPublicStorageKey } from '#api/lib/storage/index.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSET_EXTENSION =
  /\.(js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|json|txt|xml|webmanifest)$/i;

/**
 * Security headers that act only on a document (what a page may frame, run or open), never on a script,
 * stylesheet, font or image it loads: a hashed asset goes without them. About 750 bytes per file, on the ~15
 * files of a first load (what counts is the bytes a first load transfers). nosniff, CORP and the referrer
 * policy (which governs a stylesheet's own requests) stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Folders of files: the build's assets, uploads and a lesson's protected media (modules/learning). */
const FILE_FOLDERS = ['/assets/', '/uploads/', '/media/'];

/** A path that names a file (an asset, an upload, media): missing, it is a 404, never a page. */
export function isFilePath(pathname: string): boolean {
  return FILE_FOLDERS.some((folder) => pathname.startsWith(folder)) || ASSET_EXTENSION.test(pathname);
}

/** Where the built SPA's index.html is, if it has been built. */
export function spaIndexPath(dist: string | undefined): string | undefined {
  const file = dist && path.join(dist, 'index.html');
  return file && existsSync(file) ? file : undefined;
}

/**
 * Serves an upload from the configured storage (ADR 016), the same from every instance and every transport:
 * its content type, an ETag (If-None-Match → 304) and a year of immutable caching, since an upload's name is
 * random or its content's hash and is never reused for other bytes. HEAD answers the same headers. A key
 * that is not stored is the site's 404.
 */
const uploadsRoute = (app: FastifyInstance) =>
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const file = isPublicStorageKey(key) ? await app.fileStorage.get(key) : undefined;
    if (!file) return reply.callNotFound();
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', file.etag)
      .header('last-modified', file.modifiedAt.toUTCString())
      .type(file.contentType);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.send(file.body);
  });

/**
 * Serves uploads and the files of the built SPA. Hashed assets are immutable. Each text file of the build
 * has brotli and gzip twins written next to it at build time (apps/web/vite-precompress.ts); the one the
 * request accepts is sent, with `Vary: Accept-Encoding`. The pages themselves (index.html with each route's
 * head) and every 404 come from modules/pages.
 */
export const staticPlugin = fp(async (app: FastifyInstance) => {
  uploadsRoute(app);

  const dist = app.config.webDist;
  if (dist && spaIndexPath(dist)) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // Files are looked up per request, so a rebuild of the SPA is served without a restart.
      preCompressed: true,
      // index.html is the pages' template: it is only ever sent with a page's head (modules/pages).
      index: false,
      allowedPath: (pathname) => pathname !== '/' && !pathname.startsWith('/index.html'),
      // The ETag alone revalidates a file (a hashed one is never asked again); nobody needs part of a
      // script or a stylesheet. Two headers fewer on each of a first load's ~20 files.
      lastModified: false,
      acceptRanges: false,
      // Build output that is not the site's: Vite's manifests, the server render (dist/.ssr, ADR 019).
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? IMMUTABLE : 'no-cache');
        if (isHashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      },
    });
  } else {
    app.log.warn('apps/web/dist not found: serving the API only (run `npm run build`)');
  }
});
