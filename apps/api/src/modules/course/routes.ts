import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZCategory, ZCourse, ZCourseCard, ZCourseListQuery } from '@curio/shared';
import { sendCached } from '#api/plugins/cache.ts';
import { errorResponses } from '#api/lib/schemas.ts';
import { COURSE_CACHE_TAGS as TAGS } from './cache-tags.ts';
import { quizRoutes } from './quiz-routes.ts';
import { reviewRoutes } from './reviews-routes.ts';
import { toPrefixTsquery } from './search.ts';
import { createCourseService } from './service.ts';

const tags = ['Courses'];

const ZCategoryList = envelope(z.array(ZCategory));
const ZCourseCardList = envelope(z.array(ZCourseCard));
const ZCourseReply = envelope(ZCourse);

/**
 * Categories, the catalogue and course pages (SPEC §7, issue #3), plus reviews and the quiz. Public reads go
 * through the public cache: pre-serialized JSON with an ETag, invalidated by tag on every write.
 */
export async function courseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const courses = createCourseService(fastify);

  app.get('/category', {
    schema: { tags, summary: 'Course categories in tab order', response: { 200: ZCategoryList } },
    handler: async (request, reply) => {
      await sendCached(request, reply, {
        key: 'category:list',
        tags: [TAGS.categories],
        schema: ZCategoryList,
        load: () => courses.listCategories(),
      });
    },
  });

  app.get('/course', {
    schema: {
      tags,
      summary: 'Catalogue cards; optionally one category and/or a full-text search over name and description',
      querystring: ZCourseListQuery,
      response: { 200: ZCourseCardList, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      const category = request.query.category;
      const tsquery = toPrefixTsquery(request.query.search);
      // Normalized words in the key: "React " and "react" share one entry. The cache is bounded.
      await sendCached(request, reply, {
        key: `course:list:category=${category ?? ''}:search=${tsquery ?? ''}`,
        tags: [TAGS.courses],
        schema: ZCourseCardList,
        load: () => courses.listCourses({ category, tsquery }),
      });
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
      const { slug } = request.params;
      await sendCached(request, reply, {
        key: `course:slug:${slug}`,
        tags: [TAGS.courses, TAGS.categories, TAGS.courseBySlug(slug)],
        tagsOf: (envelope) => [TAGS.coursePage(envelope.data._id)],
        schema: ZCourseReply,
        load: () => courses.getCourseBySlug(slug),
      });
    },
  });

  reviewRoutes(fastify, courses);
  quizRoutes(fastify, courses);
}
