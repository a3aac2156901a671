import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a file added after start (a rebuild needs no restart)', async () => {
    writeFileSync(path.join(dist, 'assets', 'chunk-new999.js'), 'export {}');
    expect((await app.inject({ method: 'GET', url: '/assets/chunk-new999.js' })).statusCode).toBe(200);
  });

  it.each(['/assets/gone-0000.js', '/missing.css', '/uploads/avatars/nobody.webp'])(
    'answers a missing file %s with 404, never the page',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/text\/html/);
    },
  );

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
