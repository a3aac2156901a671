import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@curio/shared';
import { sendCached } from '#api/plugins/cache.ts';
import { matchesEtag, ResponseCache } from '#api/lib/response-cache.ts';
import { createTestApp } from './helpers/app.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ResponseCache', () => {
  it('loads once and serves the same bytes and ETag afterwards', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const produce = async () => `{"n":${++loads}}`;
    const first = await cache.get('k', ['t'], produce);
    const second = await cache.get('k', ['t'], produce);
    expect(second).toEqual(first);
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ResponseCache();
    const gate = deferred<string>();
    let loads = 0;
    const produce = () => {
      loads += 1;
      return gate.promise;
    };
    const both = Promise.all([cache.get('k', [], produce), cache.get('k', [], produce)]);
    gate.resolve('{}');
    const [a, b] = await both;
    expect(a.etag).toBe(b.etag);
    expect(loads).toBe(1);
  });

  it('drops only the entries carrying an invalidated tag', async () => {
    const cache = new ResponseCache();
    await cache.get('list', ['courses'], async () => '[1]');
    await cache.get('detail', ['course:1'], async () => '{"id":1}');
    cache.invalidate('course:1');
    let reloaded = false;
    await cache.get('list', ['courses'], async () => {
      reloaded = true;
      return '[2]';
    });
    expect(reloaded).toBe(false);
    expect(cache.size).toBe(1);
  });

  it('does not store a load that an invalidation overtook (it may have read the old rows)', async () => {
    const cache = new ResponseCache();
    const gate = deferred<string>();
    const stale = cache.get('k', ['t'], () => gate.promise);
    cache.invalidate('t');
    gate.resolve('"old"');
    expect((await stale).body).toBe('"old"');
    const fresh = await cache.get('k', ['t'], async () => '"new"');
    expect(fresh.body).toBe('"new"');
  });

  it('stays within its bound by evicting the oldest entry', async () => {
    const cache = new ResponseCache(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, [], async () => key);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', [], async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
  });

  it('keeps the bytes it holds within its bound, oldest out first, and never keeps a reply larger than it', async () => {
    // Bodies under the compression threshold are held as they are: 400 bytes each.
    const cache = new ResponseCache(100, 1000);
    const body = (key: string) => key.repeat(400);
    for (const key of ['a', 'b']) await cache.get(key, [], async () => body(key));
    expect(cache.bytes).toBe(800);
    await cache.get('c', [], async () => body('c'));
    expect([cache.size, cache.bytes]).toEqual([2, 800]);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')?.body).toBe(body('c'));

    const huge = await cache.get('huge', [], async () => 'h'.repeat(5000));
    expect(huge.body).toHaveLength(5000);
    expect(cache.peek('huge')).toBeUndefined();
    expect([cache.size, cache.bytes]).toEqual([2, 800]);

    await cache.get('t', ['tag'], async () => body('t'));
    cache.invalidateHere('tag');
    expect(cache.peek('t')).toBeUndefined();
    expect([cache.size, cache.bytes]).toEqual([1, 400]);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});

describe('matchesEtag', () => {
  it.each([
    ['"x"', true],
    ['W/"x"', true],
    ['"y", "x"', true],
    ['*', true],
    ['"y"', false],
    [undefined, false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(matchesEtag(header, '"x"')).toBe(expected);
  });
});

describe('sendCached', () => {
  let app: FastifyInstance;
  let loads = 0;
  const schema = envelope(z.object({ name: z.string() }));

  beforeAll(async () => {
    app = await createTestApp(
      {},
      {
        routes: (instance) => {
          instance.get('/api/test-cached', (request, reply) =>
            sendCached(request, reply, {
              key: 'test',
              tags: ['test'],
              schema,
              load: async () => ({ name: `v${++loads}`, secret: 'never sent' }),
            }),
          );
        },
      },
    );
  });
  afterAll(() => app.close());

  it('answers the envelope filtered by the schema, with an ETag browsers revalidate', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/test-cached' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, no-cache');
    expect(reply.json()).toEqual({ statusCode: 200, message: 'OK', data: { name: 'v1' } });
    expect(reply.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 with no body when the browser holds the current ETag, and 200 after a write', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/test-cached' });
    const etag = String(first.headers.etag);
    const unchanged = await app.inject({
      method: 'GET',
      url: '/api/test-cached',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    app.publicCache.invalidate('test');
    const changed = await app.inject({
      method: 'GET',
      url: '/api/test-cached',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.name).toBe('v2');
  });
});
