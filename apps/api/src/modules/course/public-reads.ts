import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, ZCourse, ZCourseCardPage, type TCourseListQuery } from '@curio/shared';
import { ok } from '#api/lib/envelope.ts';
import type { CachedEntry } from '#api/lib/response-cache.ts';
import { cachedRead } from '#api/plugins/cache.ts';
import { COURSE_CACHE_TAGS as TAGS } from './cache-tags.ts';
import { toSearchQueries } from './search.ts';
import type { CourseService } from './service.ts';

export const ZCourseCardList = ZCourseCardPage;
const ZCount = envelope(z.number().int());
export const ZCourseReply = envelope(ZCourse);

/**
 * The public catalogue reads as public-cache entries (ADR 005): the API routes send them, and the pages the
 * server writes embed the same bytes as their first data (ADR 012), so both always agree. The categories'
 * list is modules/category's.
 */
export function createCoursePublicReads(app: FastifyInstance, courses: CourseService) {
  /** How many cards the catalogue or a category lists, cached under the catalogue's tag: no count per page. */
  const count = async (category: string | undefined): Promise<number> => {
    const entry: CachedEntry = await cachedRead(
      app.publicCache,
      `course:count:category=${category ?? ''}`,
      () => ({
        tags: [TAGS.courses],
        schema: ZCount,
        load: () => courses.countCourses(category),
      }),
    );
    return ZCount.parse(JSON.parse(entry.body)).data;
  };

  return {
    /**
     * GET /api/course?category=&search=&limit=&cursor=: a page of cards with `page: { next, total }` beside
     * them (ADR 041). Every page is its own entry; the catalogue's counts are entries of their own, so a
     * page after the first never counts again.
     */
    catalogue: (query: TCourseListQuery = {}) => {
      const search = toSearchQueries(query.search);
      const { category, limit, cursor } = query;
      // Normalized words in the key: "React " and "react" share one entry. The cache is bounded.
      return cachedRead(
        app.publicCache,
        `course:list:category=${category ?? ''}:search=${search?.all ?? ''}:limit=${limit ?? ''}:cursor=${cursor ?? ''}`,
        () => ({
          tags: [TAGS.courses],
          schema: ZCourseCardList,
          loadsEnvelope: true,
          load: async () => {
            const countSearched = () => count(category);
            const page = await courses.listCourses({ category, search, countSearched, limit, cursor });
            const total = page.total ?? (await count(category));
            return { ...ok(page.cards), page: { next: page.next, total } };
          },
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
