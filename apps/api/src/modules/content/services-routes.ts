import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZService, ZSlideItem } from '@curio/shared';
import { errorResponses } from '#api/lib/schemas.ts';
import { sendCached } from '#api/plugins/cache.ts';
import { CONTENT_TAGS as T } from './cache-tags.ts';
import { publicGet } from './public-get.ts';
import type { ContentService } from './service.ts';

const docsTag = 'Services';

/**
 * Corporate training services and the lateral-hiring and LMS sliders (docs/product.md#pages,
 * docs/product.md#api).
 */
export function servicesRoutes(fastify: FastifyInstance, service: ContentService) {
  publicGet(fastify, '/service', {
    docsTag,
    summary: 'Corporate training services, in the operator’s order',
    data: z.array(ZService),
    cacheKey: 'service',
    cacheTag: T.services,
    load: service.services,
  });

  const one = envelope(ZService);
  fastify.withTypeProvider<ZodTypeProvider>().get('/service/:id', {
    schema: {
      tags: [docsTag],
      summary: 'One service; an unknown or malformed id is a 404',
      params: z.object({ id: z.string().max(100) }),
      response: { 200: one, ...errorResponses(404) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      await sendCached(request, reply, {
        key: `service:${id}`,
        tags: [T.services, T.service(id)],
        schema: one,
        load: () => service.service(id),
      });
    },
  });

  publicGet(fastify, '/lateralHiring', {
    docsTag,
    summary: 'Lateral-hiring training slider items',
    data: z.array(ZSlideItem),
    cacheKey: 'lateralHiring',
    cacheTag: T.lateralHiring,
    load: service.lateralHiring,
  });
  publicGet(fastify, '/lms', {
    docsTag,
    summary: 'Learning-management-system feature slider items',
    data: z.array(ZSlideItem),
    cacheKey: 'lms',
    cacheTag: T.lms,
    load: service.lms,
  });
}
