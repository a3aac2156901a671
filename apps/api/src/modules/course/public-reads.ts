import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, ZCourse, ZCourseCard } from '@curio/shared';
import { cachedRead } from '#api/plugins/cache.ts';
import { COURSE_CACHE_TAGS as TAGS } from './cache-tags.ts';
import { toPrefixTsquery } from './search.ts';
import type { CourseService } from './service.ts';

export const ZCourseCardList = envelope(z.array(ZCourseCard));
export const ZCourseReply = envelope(ZCourse);

/**
 * The public catalogue reads as public-cache entries (ADR 005): the API routes send them, and the pages the
 * server writes embed the same bytes as their first data (ADR 012), so both always agree. The categories'
 * list is modules/category's.
 */
export function createCoursePublicReads(app: FastifyInstance, courses: CourseService) {
  return {
    /** GET /api/course?category=&search=. */
    catalogue: (query: { category?: string; search?: string } = {}) => {
      const tsquery = toPrefixTsquery(query.search);
      // Normalized words in the key: "React " and "react" share one entry. The cache is bounded.
      return cachedRead(
        app.publicCache,
        `course:list:category=${query.category ?? ''}:search=${tsquery ?? ''}`,
        () => ({
          tags: [TAGS.courses],
          schema: ZCourseCardList,
          load: () => courses.listCourses({ category: query.category, tsquery }),
        }),
      );
    },

    /** GET /api/course/slug/{slug}: 404 (thrown, never cached) for an unknown or unpublished course. */
    courseBySlug: (slug: string) =>
      cachedRead(app.publicCache, `course:slug:${slug}`, () => ({
        tags: [TAGS.courses, TAGS.categories, TAGS.courseBySlug(slug)],
        tagsOf: (reply: { data: { _id: string } }) => [TAGS.coursePage(reply.data._id)],
        schema: ZCourseReply,
        load: () => courses.getCourseBySlug(slug),
      })),
  };
}

export type CoursePublicReads = ReturnType<typeof createCoursePublicReads>;
