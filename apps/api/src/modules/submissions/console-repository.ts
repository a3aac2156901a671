import { and, desc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { jobApplications, leads, trainerApplications, type Db } from '@curio/db';
import {
  LEAD_SOURCE_GENERAL,
  type TInboxListQuery,
  type TInboxStatus,
  type TJobApplicationListQuery,
  type TLeadListQuery,
} from '@curio/shared';
import { ilikeContains, matchingRows, pageWindow, pageWithTotal, sortOrder } from '#api/lib/console-list.ts';
import { keysetAfter, keysetAt, keysetOrder, type KeysetCursor } from '#api/lib/csv.ts';
import { isVersion } from '#api/lib/versions.ts';
import type { JobApplicationRow, LeadRow, TrainerApplicationRow } from './repository.ts';

/** The three inbox tables share their inbox columns (id, name, email, status, note, createdAt, updatedAt). */
type InboxTable = typeof leads | typeof jobApplications | typeof trainerApplications;
type InboxRow = LeadRow | JobApplicationRow | TrainerApplicationRow;
export type InboxFilter = Omit<TInboxListQuery, 'page' | 'pageSize' | 'sort'>;

/**
 * The filters of one kind beyond status and search: a lead's source (none for a general enquiry), an
 * application's job.
 */
export function leadFilter({ source }: Pick<TLeadListQuery, 'source'>) {
  if (!source) return undefined;
  return source === LEAD_SOURCE_GENERAL ? isNull(leads.source) : eq(leads.source, source);
}
export const jobApplicationFilter = (query: Pick<TJobApplicationListQuery, 'job'>) =>
  query.job ? eq(jobApplications.jobId, query.job) : undefined;

/**
 * The staff inbox's SQL over one of the tables: filtered pages with their total, export batches,
 * and the version-checked status/note edit. `Row` is the table's row type.
 */
export function createInboxRepository<Row extends InboxRow>(db: Db, table: InboxTable) {
  const where = (filter: InboxFilter, extra: SQL | undefined) =>
    and(
      filter.status ? eq(table.status, filter.status) : undefined,
      filter.q ? or(ilikeContains(table.name, filter.q), ilikeContains(table.email, filter.q)) : undefined,
      filter.ids ? inArray(table.id, filter.ids) : undefined,
      extra,
    );
  const sorts = {
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    name: table.name,
    status: table.status,
  };

  /** The list's statements as query builders (ADR 042): one page, and the rows its capped total counts. */
  function listQueries(query: TInboxListQuery, extra: SQL | undefined) {
    const condition = where(query, extra);
    const { limit, offset } = pageWindow(query);
    return {
      page: db
        .select()
        .from(table)
        .where(condition)
        .orderBy(sortOrder(query.sort, sorts, desc(table.createdAt)), desc(table.id))
        .limit(limit)
        .offset(offset),
      matching: matchingRows(db, table, condition),
    };
  }

  return {
    listQueries,

    async list(query: TInboxListQuery, extra: SQL | undefined) {
      const { rows, ...total } = await pageWithTotal(db, listQueries(query, extra));
      return { rows: rows as Row[], ...total };
    },

    async exportBatch(
      filter: InboxFilter,
      extra: SQL | undefined,
      after: KeysetCursor | undefined,
      limit: number,
    ) {
      return (await db
        .select({ ...getTableColumns(table), keysetAt: keysetAt(table.createdAt) })
        .from(table)
        .where(and(where(filter, extra), after ? keysetAfter(table.createdAt, table.id, after) : undefined))
        .orderBy(...keysetOrder(table.createdAt, table.id))
        .limit(limit)) as (Row & { keysetAt: string })[];
    },

    /**
     * The row, locked until the transaction ends, and whether it still has the version the editor loaded;
     * undefined for an unknown id.
     */
    async lock(id: string, version: string, tx: Db) {
      const [found] = await tx
        .select({
          status: table.status,
          note: table.note,
          isCurrent: sql<boolean>`${isVersion(table.updatedAt, version)}`,
        })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
      return found;
    },

    async update(id: string, patch: { status: TInboxStatus; note: string | null }, tx: Db) {
      const [row] = await tx
        .update(table)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(table.id, id))
        .returning();
      return row as Row | undefined;
    },

    async find(id: string) {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row as Row | undefined;
    },
  };
}
