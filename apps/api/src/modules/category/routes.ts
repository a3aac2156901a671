import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonEntry } from '#api/plugins/cache.ts';
import { createCategoryPublicReads, ZCategoryList } from './public-reads.ts';
import { createCategoryService } from './service.ts';

// The catalogue's OpenAPI group, with the course reads (modules/course).
const tags = ['Courses'];

/** The catalogue's categories (docs/product.md#catalogue), from the public cache. */
export async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reads = createCategoryPublicReads(fastify, createCategoryService(fastify));

  app.get('/category', {
    schema: { tags, summary: 'Course categories in tab order', response: { 200: ZCategoryList } },
    handler: async (request, reply) => {
      await sendJsonEntry(request, reply, reads.categories());
    },
  });
}
