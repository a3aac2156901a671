import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { ok } from '#api/lib/envelope.ts';
import { matchesEtag, ResponseCache } from '#api/lib/response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-serialized public replies; call `invalidate(tag…)` after every write they depend on. */
    publicCache: ResponseCache;
  }
}

/** Browsers and proxies keep the reply but must ask again each time; the ETag makes that a 304. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** A staff-only read (a draft's preview): neither the browser nor any proxy keeps a copy. */
export const PRIVATE_NO_STORE = 'private, no-store';

export interface CachedReplyOptions<T extends z.ZodType> {
  /** Unique per URL variant, e.g. `course:list:category=<id>`. */
  key: string;
  /** What a write invalidates, e.g. ['courses', `course:<id>`]. */
  tags: readonly string[];
  /** The route's 200 envelope schema: it filters the data exactly as the route's serializer would. */
  schema: T;
  /** Reads the data (from repositories); runs only on a miss. */
  load: () => Promise<unknown>;
  /** More tags taken from the loaded data, e.g. the id of the course a slug resolved to. */
  tagsOf?: (data: z.output<T>) => readonly string[];
}

/**
 * Answers a public GET from the cache: 304 when the browser's copy is current, else the cached bytes.
 * Unknown ids must throw (404) from `load` and are never cached.
 */
export async function sendCached<T extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  { key, tags, schema, load, tagsOf }: CachedReplyOptions<T>,
): Promise<FastifyReply> {
  const cached = await request.server.publicCache.get(key, tags, async () => {
    const envelope = schema.parse(ok(await load()));
    const body = JSON.stringify(envelope);
    return tagsOf ? { body, tags: tagsOf(envelope) } : body;
  });
  reply.header('etag', cached.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  // A string with a JSON content type is sent as is: it was serialized once, when it was cached.
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

export const cachePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('publicCache', new ResponseCache());
});
