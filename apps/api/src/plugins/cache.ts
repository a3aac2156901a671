import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { negotiateEncoding, varyOnAcceptEncoding } from '#api/lib/content-encoding.ts';
import { ok } from '#api/lib/envelope.ts';
import { type CachedBody, type CachedEntry, matchesEtag, ResponseCache } from '#api/lib/response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-serialized public replies; call `invalidate(tag…)` after every write they depend on. */
    publicCache: ResponseCache;
  }
}

/** Browsers and proxies keep the reply but must ask again each time; the ETag makes that a 304. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** A private reply (see `isPrivateReply`): neither the browser nor any proxy keeps a copy. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Routes whose replies are always private: the account routes (sign-up, login and the password reset answer
 * with a token or about an account) and the console, its CSV exports included.
 */
const PRIVATE_PREFIXES = ['/api/user/', '/api/admin/'];

/**
 * A reply that is someone's own (ADR 022): any route with `config.auth`, any request whose token was
 * verified, every account route, and the console. Public routes never read the token: their reply is the same
 * for everyone, so they keep their public caching even when the browser sends one.
 */
export function isPrivateReply(request: FastifyRequest): boolean {
  const { config, url } = request.routeOptions;
  return (
    Boolean(request.user) ||
    Boolean(config.auth) ||
    PRIVATE_PREFIXES.some((prefix) => url?.startsWith(prefix))
  );
}

/** The public cache holds what anyone may read: a private route that reached for it is a bug, a 500. */
function refusePrivate(request: FastifyRequest): void {
  if (isPrivateReply(request))
    throw new Error(`a private reply is never sent from the public cache: ${request.routeOptions.url ?? ''}`);
}

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
  /** `load` returns the whole envelope, for a reply with keys beside `data` (the catalogue's `page`). */
  loadsEnvelope?: boolean;
}

/**
 * A public read's cached reply: the stored entry at once on a hit (no promise: the catalogue bench counts
 * microseconds), else a promise of the entry `load` makes. Unknown ids must throw (404) from `load` and are
 * never cached. The API route sends it (`sendCached`); a page embeds it as its first data (modules/pages).
 */
export function cachedEntry<T extends z.ZodType>(
  cache: ResponseCache,
  options: CachedReplyOptions<T>,
): CachedEntry | Promise<CachedEntry> {
  return cachedRead(cache, options.key, () => options);
}

/**
 * `cachedEntry` for a hot read: a hit costs the key's lookup only, and what a miss needs (tags, schema,
 * loader) is built only on a miss.
 */
export function cachedRead<T extends z.ZodType>(
  cache: ResponseCache,
  key: string,
  onMiss: () => Omit<CachedReplyOptions<T>, 'key'>,
): CachedEntry | Promise<CachedEntry> {
  const hit = cache.peek(key);
  if (hit) return hit;
  const { tags, schema, load, tagsOf, loadsEnvelope } = onMiss();
  return cache.get(key, tags, async () => {
    const loaded = await load();
    const envelope = schema.parse(loadsEnvelope ? loaded : ok(loaded));
    const body = JSON.stringify(envelope);
    return tagsOf ? { body, tags: tagsOf(envelope) } : body;
  });
}

/** The content type of every API reply. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a public read's entry (as `cachedEntry` gives it): 304 when the browser's copy is current. */
export async function sendJsonEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  found: CachedEntry | Promise<CachedEntry>,
): Promise<FastifyReply> {
  // A string with a JSON content type is sent as is: it was serialized once, when it was cached.
  return sendEntry(request, reply, found instanceof Promise ? await found : found, { type: JSON_TYPE });
}

/** Answers a public GET from the cache: 304 when the browser's copy is current, else the cached bytes. */
export const sendCached = <T extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CachedReplyOptions<T>,
): Promise<FastifyReply> => {
  refusePrivate(request);
  return sendJsonEntry(request, reply, cachedEntry(request.server.publicCache, options));
};

export interface SendEntryOptions {
  type: string;
  cacheControl?: string;
  /** 200 unless said otherwise; only a 200 answers a matching If-None-Match with 304. */
  status?: number;
}

/**
 * Sends a cache entry in the coding the request accepts best (brotli, gzip, or as is; q-values honoured),
 * with that representation's ETag and `Vary: Accept-Encoding`; 304 when the browser's copy is current.
 * The bytes were compressed when the entry was made: a hit compresses nothing.
 */
export function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  { type, cacheControl = PUBLIC_CACHE_CONTROL, status = 200 }: SendEntryOptions,
): FastifyReply {
  refusePrivate(request);
  const hasVariants = entry.encoded.br !== undefined || entry.encoded.gzip !== undefined;
  const encoding = hasVariants ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  const encoded = encoding ? entry.encoded[encoding] : undefined;
  const etag = encoded?.etag ?? entry.etag;
  if (hasVariants) reply.header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
  reply.header('cache-control', cacheControl);
  if (status === 200) {
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  reply.code(status).type(type);
  if (!encoded || !encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(encoded.body);
}

export const cachePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('publicCache', new ResponseCache());
  // onSend: last, so neither a handler nor an error reply can leave a private reply storable.
  app.addHook('onSend', async (request, reply) => {
    if (isPrivateReply(request)) reply.header('cache-control', PRIVATE_NO_STORE);
  });
});
