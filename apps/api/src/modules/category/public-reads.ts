import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, ZCategory } from '@curio/shared';
import { cachedRead } from '#api/plugins/cache.ts';
import { COURSE_CACHE_TAGS as TAGS } from '#api/modules/course/index.ts';
import type { CategoryService } from './service.ts';

export const ZCategoryList = envelope(z.array(ZCategory));

/**
 * The categories as a public-cache entry (ADR 005): the API route sends it, and the catalogue page the server
 * writes embeds the same bytes as its first data (ADR 012), so both always agree.
 */
export function createCategoryPublicReads(app: FastifyInstance, categories: CategoryService) {
  return {
    /** GET /api/category. */
    categories: () =>
      cachedRead(app.publicCache, 'category:list', () => ({
        tags: [TAGS.categories],
        schema: ZCategoryList,
        load: () => categories.listCategories(),
      })),
  };
}
