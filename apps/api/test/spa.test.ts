import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ONLY_HEADERS } from '#api/plugins/static.ts';
import { createTestApp } from './helpers/app.ts';
import { aWebDist } from './helpers/web-dist.ts';

describe('serving the built SPA', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = aWebDist();
    app = await createTestApp({ webDist: dist });
  });
  afterAll(() => app.close());

  // Each page's head: test/page-head.test.ts; an unknown course is a 404 there.
  it.each(['/', '/login', '/terms&condition', '/profile?tab=setting'])(
    'answers %s with index.html, revalidated on every visit',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/.vite/manifest.json', '/.ssr/.vite/manifest.json', '/%2evite/manifest.json'])(
    "never serves the build's own dot folders: %s is a 404",
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('assets/');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Revalidated by its ETag alone; no Last-Modified or Accept-Ranges bytes on each file of a first load.
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    const again = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends a hashed asset without the headers only a document uses; the page keeps them all', async () => {
    for (const encoding of ['br', 'identity']) {
      const asset = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    }
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves a file added after start (a rebuild needs no restart)', async () => {
    writeFileSync(path.join(dist, 'assets', 'chunk-new999.js'), 'export {}');
    expect((await app.inject({ method: 'GET', url: '/assets/chunk-new999.js' })).statusCode).toBe(200);
  });

  it.each([
    '/assets/gone-0000.js',
    '/missing.css',
    '/uploads/avatars/nobody.webp',
    // A lesson's media (modules/learning): only its routes answer there.
    '/media/videos',
    '/media/elsewhere',
  ])('answers a missing file %s with 404, never the page', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('answers unknown /api paths with the JSON envelope even with the SPA present', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, data: null });
  });

  it('does not answer a POST to a page path with the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
