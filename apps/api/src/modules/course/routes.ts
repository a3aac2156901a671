import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCourseListQuery } from '@curio/shared';
import { sendJsonEntry } from '#api/plugins/cache.ts';
import { errorResponses } from '#api/lib/schemas.ts';
import { createCoursePublicReads, ZCourseCardList, ZCourseReply } from './public-reads.ts';
import { createCourseService } from './service.ts';

const tags = ['Courses'];

/**
 * The catalogue and course pages (docs/product.md#catalogue); categories, reviews and the quiz are their own
 * modules. Public reads go through the public cache: pre-serialized JSON with an ETag, invalidated by tag on
 * every write.
 */
export async function courseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const courses = createCourseService(fastify);
  const reads = createCoursePublicReads(fastify, courses);

  app.get('/course', {
    schema: {
      tags,
      summary: 'Catalogue cards; optionally one category and/or a full-text search over name and description',
      querystring: ZCourseListQuery,
      response: { 200: ZCourseCardList, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      await sendJsonEntry(request, reply, reads.catalogue(request.query));
    },
  });

  app.get('/course/slug/:slug', {
    schema: {
      tags,
      summary: 'One course with everything its page shows, category populated',
      params: z.object({ slug: z.string().min(1).max(200) }),
      response: { 200: ZCourseReply, ...errorResponses(404) },
    },
    handler: async (request, reply) => {
      await sendJsonEntry(request, reply, reads.courseBySlug(request.params.slug));
    },
  });
}
