import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESS_MIN_BYTES,
  compress,
  negotiateEncoding,
  varyOnAcceptEncoding,
} from '#api/lib/content-encoding.ts';

/** Text formats worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * Compresses the replies nobody compressed before them: JSON of routes outside the public
 * cache, error envelopes. Cached replies and the built files arrive with their Content-Encoding already
 * set (made once, plugins/cache.ts; at build time, plugins/static.ts) and pass untouched, as do streams
 * (CSV exports, files).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304)
      return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (length < COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
  });
});
