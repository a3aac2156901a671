import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { categories, courses, type Db } from '@curio/db';
import type { TConsoleListQuery } from '@curio/shared';
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

const ownColumns = {
  id: categories.id,
  name: categories.name,
  sortOrder: categories.sortOrder,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
};

export interface AdminCategoryRow {
  id: string;
  name: string;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
  courseCount: number;
}

/** Sort by `order` (the catalogue's tab order, default), `name` or `courses` (how many it holds). */
function listOrder(sort: string | undefined, courseCount: SQL): SQL {
  if (sort === 'courses') return asc(courseCount);
  if (sort === '-courses') return desc(courseCount);
  return sortOrder(sort, { order: categories.sortOrder, name: categories.name }, asc(categories.sortOrder));
}

/** The console's category reads and writes (SQL lives here only). */
export function createAdminCategoryRepository(db: Db) {
  // Courses per category, joined in: one grouped scan instead of a count per row.
  const counts = db
    .select({ categoryId: courses.categoryId, n: count().as('n') })
    .from(courses)
    .groupBy(courses.categoryId)
    .as('course_counts');
  const courseCount = sql<number>`coalesce(${counts.n}, 0)::int`;
  const adminColumns = { ...ownColumns, courseCount };
  const select = (tx: Db) =>
    tx.select(adminColumns).from(categories).leftJoin(counts, eq(counts.categoryId, categories.id));

  return {
    async list(query: TConsoleListQuery): Promise<{ rows: AdminCategoryRow[] } & ListTotal> {
      const where: SQL | undefined = query.q ? ilikeContains(categories.name, query.q) : undefined;
      const rows = await select(db)
        .where(where)
        .orderBy(listOrder(query.sort, courseCount), asc(categories.name), asc(categories.id))
        .limit(pageWindow(query).limit)
        .offset(pageWindow(query).offset);
      const total = await cappedTotal(db, matchingRows(db, categories, where));
      return { rows, ...total };
    },

    async find(id: string, tx: Db = db): Promise<AdminCategoryRow | undefined> {
      const [row] = await select(tx).where(eq(categories.id, id));
      return row;
    },

    /** A new category goes last. Throws a unique violation when the name is taken. */
    async insert(name: string, tx: Db = db): Promise<string> {
      const [row] = await tx
        .insert(categories)
        .values({
          name,
          sortOrder: sql`(select coalesce(max(${categories.sortOrder}), -1) + 1 from ${categories})`,
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('category insert returned no row');
      return row.id;
    },

    /** False when the row is not at `version` any more (or is gone): nothing changed. */
    async rename(id: string, name: string, version: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(categories)
        .set({ name, updatedAt: new Date() })
        .where(sql`${eq(categories.id, id)} and ${isVersion(categories.updatedAt, version)}`)
        .returning({ id: categories.id });
      return rows.length > 0;
    },

    /** Every category id, locked until the transaction ends (a reorder sees a stable set). */
    async lockAllIds(tx: Db): Promise<string[]> {
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name))
        .for('update');
      return rows.map((row) => row.id);
    },

    /**
     * Positions 0…n-1 in the order given. `updatedAt` stays: the version guards the name, and a reorder by
     * one editor must not turn another editor's rename into a stale edit.
     */
    async setOrder(ids: string[], tx: Db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(categories)
        .set({ sortOrder: positionsCase(categories.id, ids) })
        .where(inArray(categories.id, ids));
    },

    /** Deletes only an empty category, in one statement (a course added meanwhile keeps it). */
    async removeIfEmpty(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(categories)
        .where(
          sql`${eq(categories.id, id)} and not exists (select 1 from ${courses} where ${courses.categoryId} = ${id})`,
        )
        .returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}

export type AdminCategoryRepository = ReturnType<typeof createAdminCategoryRepository>;
