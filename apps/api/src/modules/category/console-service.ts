import type { FastifyInstance } from 'fastify';
import type { Db } from '@curio/db';
import { MESSAGES, type TAdminCategory, type TConsoleListQuery, type TConsolePage } from '@curio/shared';
import { toConsolePage } from '#api/lib/console-list.ts';
import { changedFields, recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { conflict, notFound } from '#api/lib/http-errors.ts';
import { isUniqueViolation } from '#api/lib/pg-errors.ts';
import { assertSameSet } from '#api/lib/reorder.ts';
import { COURSE_CACHE_TAGS as TAGS } from '#api/modules/course/index.ts';
import { createAdminCategoryRepository, type AdminCategoryRow } from './console-repository.ts';

const M = MESSAGES.admin;

const toAdminCategory = (row: AdminCategoryRow): TAdminCategory => ({
  _id: row.id,
  name: row.name,
  sortOrder: row.sortOrder,
  courseCount: row.courseCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A name another category has is a 409 with a message the editor can act on. */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.categoryNameTaken);
    throw err;
  }
}

/**
 * Categories in the console: create, rename with the loaded version, reorder, delete only
 * when empty. Every write is audited in its own transaction and clears the public entries that show it.
 */
export function createAdminCategoryService(app: FastifyInstance) {
  const repository = createAdminCategoryRepository(app.db);

  async function read(id: string, tx?: Db): Promise<TAdminCategory> {
    const row = await repository.find(id, tx);
    if (!row) throw notFound(M.categoryNotFound);
    return toAdminCategory(row);
  }

  return {
    async listCategories(query: TConsoleListQuery): Promise<TConsolePage<TAdminCategory>> {
      return toConsolePage(await repository.list(query), query, toAdminCategory);
    },

    /** The tab list only: an empty category holds no course yet. */
    async createCategory(actor: AuditActor, name: string): Promise<TAdminCategory> {
      const created = await uniqueName(
        app.db.transaction(async (tx) => {
          const id = await repository.insert(name, tx);
          const after = await read(id, tx);
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'category',
            entityId: id,
            after: { name, sortOrder: after.sortOrder },
          });
          return after;
        }),
      );
      app.publicCache.invalidate(TAGS.categories);
      return created;
    },

    /** The tab list and every course page (they show the category's name). */
    async renameCategory(
      actor: AuditActor,
      id: string,
      input: { name: string; version: string },
    ): Promise<TAdminCategory> {
      const renamed = await uniqueName(
        app.db.transaction(async (tx) => {
          const before = await read(id, tx);
          if (!(await repository.rename(id, input.name, input.version, tx))) throw conflict(M.staleEdit);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'category',
            entityId: id,
            ...changedFields({ name: before.name }, { name: input.name }),
          });
          return read(id, tx);
        }),
      );
      app.publicCache.invalidate(TAGS.categories, TAGS.courses);
      return renamed;
    },

    /** `ids` must be every category exactly once; the catalogue's tabs and carousels follow the order. */
    async reorderCategories(actor: AuditActor, ids: string[]): Promise<void> {
      await app.db.transaction(async (tx) => {
        const current = await repository.lockAllIds(tx);
        assertSameSet(current, ids, M.categoryOrderMismatch);
        await repository.setOrder(ids, tx);
        await recordAudit(tx, actor, {
          action: 'reorder',
          entity: 'category',
          before: { order: current },
          after: { order: ids },
        });
      });
      app.publicCache.invalidate(TAGS.categories, TAGS.courses);
    },

    /** Only an empty category: its courses must be moved or deleted first (409). */
    async deleteCategory(actor: AuditActor, id: string): Promise<void> {
      await app.db.transaction(async (tx) => {
        const before = await read(id, tx);
        if (!(await repository.removeIfEmpty(id, tx))) throw conflict(M.categoryHasCourses);
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'category',
          entityId: id,
          before: { name: before.name, sortOrder: before.sortOrder },
        });
      });
      app.publicCache.invalidate(TAGS.categories);
    },
  };
}
