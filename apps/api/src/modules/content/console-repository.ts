import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { articleSlugRedirects, deletedContent, type Db } from '@curio/db';
import { toStorableJson, type TContentListQuery } from '@curio/shared';
import {
  cappedTotal,
  ilikeContains,
  matchingRows,
  pageWindow,
  sortOrder,
  type ListTotal,
} from '#api/lib/console-list.ts';
import { positionsCase } from '#api/lib/reorder.ts';
import { isVersion } from '#api/lib/versions.ts';

/** A content row as the generic repository sees it: its columns by their property names. */
export type ContentRow = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };

/** Where a content type's items are, as the console's SQL needs it (content-types.ts builds one per type). */
export interface ContentStore {
  /** The audit log's entity name (and the one an error names). */
  entity: string;
  table: PgTable;
  columns: {
    id: AnyPgColumn;
    published: AnyPgColumn;
    createdAt: AnyPgColumn;
    updatedAt: AnyPgColumn;
    /** Present where the site shows the operator's order (then the type can be reordered). */
    sortOrder?: AnyPgColumn;
    /** What `q` searches and `sort=title` sorts. */
    title: AnyPgColumn;
  };
  /** Rows of a shared table that belong to this type (the two sliders of slide_items). */
  scope?: { column: AnyPgColumn; field: string; value: string };
}

/** The console's SQL for one content type (the public reads stay in repository.ts). */
export function createConsoleContentRepository(db: Db, def: ContentStore) {
  const { table, columns: c, scope } = def;
  const inScope = scope ? eq(scope.column, scope.value) : undefined;
  const byId = (id: string) => and(eq(c.id, id), inScope);
  const rows = (found: unknown[]) => found as ContentRow[];

  /**
   * `order` (the site's order, default where there is one), `title`, `createdAt` (default otherwise),
   * `updatedAt`.
   */
  const listOrder = (sort: string | undefined): SQL[] => {
    const fallback = c.sortOrder ? asc(c.sortOrder) : desc(c.createdAt);
    const sortable = { title: c.title, createdAt: c.createdAt, updatedAt: c.updatedAt };
    return [
      sortOrder(sort, c.sortOrder ? { ...sortable, order: c.sortOrder } : sortable, fallback),
      asc(c.id),
    ];
  };

  return {
    async list(query: TContentListQuery): Promise<{ rows: ContentRow[] } & ListTotal> {
      const where = and(
        inScope,
        query.q ? ilikeContains(c.title, query.q) : undefined,
        query.published === undefined ? undefined : eq(c.published, query.published),
      );
      const { limit, offset } = pageWindow(query);
      const found = await db
        .select()
        .from(table)
        .where(where)
        .orderBy(...listOrder(query.sort))
        .limit(limit)
        .offset(offset);
      const total = await cappedTotal(db, matchingRows(db, table, where));
      return { rows: rows(found), ...total };
    },

    async find(id: string, tx: Db = db): Promise<ContentRow | undefined> {
      return rows(await tx.select().from(table).where(byId(id)))[0];
    },

    /** A new item of an ordered type goes last among its type. */
    async insert(values: Record<string, unknown>, tx: Db): Promise<ContentRow> {
      const position = c.sortOrder
        ? {
            sortOrder: sql`(select coalesce(max(${c.sortOrder}), -1) + 1 from ${table} where ${inScope ?? sql`true`})`,
          }
        : {};
      const scoped = scope ? { [scope.field]: scope.value } : {};
      const [row] = rows(
        await tx
          .insert(table)
          .values({ ...values, ...scoped, ...position })
          .returning(),
      );
      if (!row) throw new Error(`${def.entity} insert returned no row`);
      return row;
    },

    /** Undefined when the row is not at `version` any more (or is gone): nothing changed. */
    async update(
      id: string,
      values: Record<string, unknown>,
      version: string,
      tx: Db,
    ): Promise<ContentRow | undefined> {
      const found = await tx
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(and(byId(id), isVersion(c.updatedAt, version)))
        .returning();
      return rows(found)[0];
    },

    /**
     * Every id of the type in its current order, locked until the transaction ends (a reorder sees a stable
     * set).
     */
    async lockAllIds(tx: Db): Promise<string[]> {
      const found = await tx
        .select({ id: c.id })
        .from(table)
        .where(inScope)
        .orderBy(...listOrder(undefined))
        .for('update');
      return found.map((row) => String(row.id));
    },

    /** Positions 0…n-1 in the order given; `updatedAt` stays, so a reorder never makes another edit stale. */
    async setOrder(ids: string[], tx: Db): Promise<void> {
      if (!c.sortOrder || ids.length === 0) return;
      await tx
        .update(table)
        .set({ sortOrder: positionsCase(c.id, ids) })
        .where(inArray(c.id, ids));
    },

    async remove(id: string, tx: Db): Promise<boolean> {
      const found = await tx.delete(table).where(byId(id)).returning({ id: c.id });
      return found.length > 0;
    },

    /** Keeps a deleted row for the restore window (ADR 027), as JSON: its times become ISO strings. */
    async keepDeleted(row: ContentRow, tx: Db): Promise<void> {
      await tx.insert(deletedContent).values({ id: row.id, entity: def.entity, row: toStorableJson(row) });
    },

    /**
     * The row kept when the item was deleted at or after `since`, taken out of the kept rows (a restore
     * happens once); undefined when there is none.
     */
    async takeDeleted(id: string, since: Date, tx: Db): Promise<Record<string, unknown> | undefined> {
      const [found] = await tx
        .delete(deletedContent)
        .where(
          and(
            eq(deletedContent.id, id),
            eq(deletedContent.entity, def.entity),
            gte(deletedContent.deletedAt, since),
          ),
        )
        .returning({ row: deletedContent.row });
      return found?.row;
    },

    /** Puts a deleted row back as it was, under its own id (a restore). */
    async reinsert(values: Record<string, unknown>, tx: Db): Promise<ContentRow> {
      const [row] = rows(await tx.insert(table).values(values).returning());
      if (!row) throw new Error(`${def.entity} restore returned no row`);
      return row;
    },
  };
}

/** Whether any row of `table` has `id` in `column`: an item others point at (ADR 027). */
export async function isReferenced(table: PgTable, column: AnyPgColumn, id: string, tx: Db) {
  const found = await tx
    .select({ id: sql`1` })
    .from(table)
    .where(eq(column, id))
    .limit(1);
  return found.length > 0;
}

/** Forgets the deleted rows kept since before `before`: they can no longer be restored (ADR 027). */
export async function forgetDeletedBefore(db: Db, before: Date): Promise<void> {
  await db.delete(deletedContent).where(lt(deletedContent.deletedAt, before));
}

/** Every row kept for a restore, whose images the uploads cleanup must leave alone until it is forgotten. */
export const keptDeletedRows = async (db: Db): Promise<Record<string, unknown>[]> =>
  (await db.select({ row: deletedContent.row }).from(deletedContent)).map((found) => found.row);

export type ConsoleContentRepository = ReturnType<typeof createConsoleContentRepository>;

/**
 * An article's slug moved from `from` to `to`: the slug it gives up keeps answering with a
 * redirect to it; a slug taken (again) stops redirecting. The same rule as a course's slugs.
 */
export async function moveArticleSlug(articleId: string, from: string | undefined, to: string, tx: Db) {
  await tx.delete(articleSlugRedirects).where(eq(articleSlugRedirects.oldSlug, to));
  if (!from || from === to) return;
  await tx
    .insert(articleSlugRedirects)
    .values({ oldSlug: from, articleId })
    .onConflictDoUpdate({ target: articleSlugRedirects.oldSlug, set: { articleId } });
}
