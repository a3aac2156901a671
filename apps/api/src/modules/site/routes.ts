import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonEntry } from '#api/plugins/cache.ts';
import { createSitePublicReads, ZSiteReply } from './public-reads.ts';

export async function siteRoutes(fastify: FastifyInstance) {
  const reads = createSitePublicReads(fastify);
  fastify.withTypeProvider<ZodTypeProvider>().get('/site', {
    schema: {
      tags: ['Site'],
      summary: 'Brand, contact details and social links',
      response: { 200: ZSiteReply },
    },
    handler: async (request, reply) => {
      await sendJsonEntry(request, reply, reads.settings());
    },
  });
}
