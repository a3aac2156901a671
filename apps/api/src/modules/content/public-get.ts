import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '@curio/shared';
import { sendCached } from '#api/plugins/cache.ts';

export interface PublicGetOptions {
  summary: string;
  /** OpenAPI group. */
  docsTag: string;
  /** The payload's schema (inside the envelope). */
  data: z.ZodType;
  /** Cache entry key: unique to this URL (the read has no variants). */
  cacheKey: string;
  /** What a write invalidates. */
  cacheTag: string;
  load: () => Promise<unknown>;
}

/** A public, cached read with no parameters: one pre-serialized reply with an ETag. */
export function publicGet(
  fastify: FastifyInstance,
  url: string,
  { summary, docsTag, data, cacheKey, cacheTag, load }: PublicGetOptions,
) {
  const schema = envelope(data);
  fastify.withTypeProvider<ZodTypeProvider>().get(url, {
    schema: { tags: [docsTag], summary, response: { 200: schema } },
    // sendCached has sent the reply (bytes or 304) when it resolves; the handler returns nothing more.
    handler: async (request, reply) => {
      await sendCached(request, reply, { key: cacheKey, tags: [cacheTag], schema, load });
    },
  });
}
