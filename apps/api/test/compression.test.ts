import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '#api/lib/content-encoding.ts';
import { ResponseCache } from '#api/lib/response-cache.ts';
import { useTestApp } from './helpers/app.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { aWebDist, BUNDLE } from './helpers/web-dist.ts';

/** The bytes a browser ends up with, whatever the coding they travelled in. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('the public cache keeps each entry compressed', () => {
  it('compresses a body once, when it is stored, and only from 1 KB on', async () => {
    const cache = new ResponseCache();
    const big = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => `item ${i}`) });
    const first = await cache.get('big', [], async () => big);
    const again = await cache.get('big', [], async () => big);
    // The very same buffers: a hit reuses them, nothing is compressed per request.
    expect(again.encoded.br?.body).toBe(first.encoded.br?.body);
    expect(brotliDecompressSync(first.encoded.br?.body ?? Buffer.alloc(0)).toString()).toBe(big);
    expect(gunzipSync(first.encoded.gzip?.body ?? Buffer.alloc(0)).toString()).toBe(big);
    expect(new Set([first.etag, first.encoded.br?.etag, first.encoded.gzip?.etag]).size).toBe(3);

    const tiny = await cache.get('tiny', [], async () => '{"ok":true}');
    expect(tiny.encoded).toEqual({});
  });
});

describe('compressed replies', () => {
  const ctx = useTestApp({ webDist: aWebDist() });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  /** A catalogue well over 1 KB. */
  async function catalogue() {
    const category = await aCategory();
    for (let i = 0; i < 12; i += 1) await aCourse(category, { name: `Course number ${i}` });
    return '/api/course';
  }

  it('sends a cached read in brotli, gzip or as is, as asked, each decoding to the same JSON', async () => {
    const url = await catalogue();
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json().data).toHaveLength(12);

    for (const [header, coding] of [
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      const res = await get(url, { 'accept-encoding': header });
      expect(res.statusCode, header).toBe(200);
      expect(res.headers['content-encoding'], header).toBe(coding);
      expect(res.headers.vary, header).toBe('accept-encoding');
      expect(res.headers['content-type'], header).toBe('application/json; charset=utf-8');
      expect(decoded(res), header).toBe(plain.body);
      if (coding) expect(res.rawPayload.length, header).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('gives each coding its own ETag and answers 304 to the one the browser holds', async () => {
    const url = await catalogue();
    const br = await get(url, { 'accept-encoding': 'br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);

    const unchanged = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(br.headers.etag);

    // A copy in another coding is another representation: the full reply, in the coding asked for now.
    const other = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('sends a body under 1 KB as it is, with no Vary', async () => {
    await aCategory({ name: 'Only one' });
    const res = await get('/api/category', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json().data).toEqual([expect.objectContaining({ name: 'Only one' })]);
  });

  it('compresses replies outside the public cache too, and never twice', async () => {
    const plain = await get('/api/docs/json');
    const br = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(decoded(br))).toEqual(plain.json());

    const missing = await get('/api/nope', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined(); // a small envelope stays raw
  });

  it('serves the build’s brotli and gzip twins of a script, with its type and immutable caching', async () => {
    const url = '/assets/index-abc123.js';
    for (const [header, coding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get(url, { 'accept-encoding': header });
      expect(res.statusCode, header).toBe(200);
      expect(res.headers['content-encoding'], header).toBe(coding);
      expect(res.headers['content-type'], header).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control'], header).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary, header).toBe('accept-encoding');
      expect(res.headers.etag, header).toBeDefined();
      expect(decoded(res), header).toBe(BUNDLE);
    }
    const tiny = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('compresses the pages themselves, with a revalidated ETag', async () => {
    const page = await get('/course', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page)).toContain('<title data-head>Our Course · Curio</title>');

    const unchanged = await get('/course', {
      'accept-encoding': 'br',
      'if-none-match': String(page.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
  });
});
