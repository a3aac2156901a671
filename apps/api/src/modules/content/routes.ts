import type { FastifyInstance } from 'fastify';
import { companyRoutes } from './company-routes.ts';
import { publicationsRoutes } from './publications-routes.ts';
import { createContentService } from './service.ts';
import { servicesRoutes } from './services-routes.ts';

/** Every public content read (docs/product.md#content-pages), each served from the public cache. */
export async function contentRoutes(fastify: FastifyInstance) {
  const service = createContentService(fastify);
  companyRoutes(fastify, service);
  servicesRoutes(fastify, service);
  publicationsRoutes(fastify, service);
}
