import type { FastifyInstance } from 'fastify';
import type { TCategory } from '@curio/shared';
import { createCategoryRepository } from './repository.ts';

/** The catalogue's categories (docs/product.md#catalogue), in tab order. */
export function createCategoryService(app: FastifyInstance) {
  const repository = createCategoryRepository(app.db);

  return {
    async listCategories(): Promise<TCategory[]> {
      const rows = await repository.list();
      return rows.map((row) => ({ _id: row.id, name: row.name }));
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
