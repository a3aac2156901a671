import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ZSiteSettings } from '@curio/shared';
import { ok } from '#api/lib/envelope.ts';
import { createSiteRepository } from './repository.ts';

export async function siteRoutes(fastify: FastifyInstance) {
  const site = createSiteRepository(fastify.db);
  fastify.withTypeProvider<ZodTypeProvider>().get('/site', {
    schema: {
      tags: ['Site'],
      summary: 'Brand, contact details and social links',
      response: { 200: envelope(ZSiteSettings) },
    },
    handler: async () => ok(await site.loadSettings()),
  });
}
