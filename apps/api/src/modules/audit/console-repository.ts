import { and, asc, desc, eq, getTableColumns, gte, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, users, type AuditLogRow, type Db } from '@curio/db';
import type { z } from 'zod';
import type { ZAuditListQuery } from '@curio/shared';
import {
  ilikeContains,
  matchingRows,
  pageWindow,
  pageWithTotal,
  type ListTotal,
} from '#api/lib/console-list.ts';
import { entityNameSql } from './entity-names.ts';

export type AuditListQuery = z.output<typeof ZAuditListQuery>;
/** A row with the names the log shows: the actor's (null once the account is gone) and the item's. */
export type NamedAuditRow = AuditLogRow & { actorName: string | null; entityName: string | null };

const actor = alias(users, 'actor');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

function listFilter({ q, entity, entityId, actor, action, from, to }: AuditListQuery): SQL | undefined {
  return and(
    entity ? eq(auditLog.entity, entity) : undefined,
    entityId ? eq(auditLog.entityId, entityId) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    // An id names one account exactly; anything else is a part of the email the row kept.
    actor
      ? UUID.test(actor)
        ? eq(auditLog.actorId, actor)
        : ilikeContains(auditLog.actorEmail, actor)
      : undefined,
    from ? gte(auditLog.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    // `to` is a whole day, included: everything before the next midnight (UTC).
    to ? lt(auditLog.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
    q ? or(ilikeContains(auditLog.actorEmail, q), ilikeContains(auditLog.entityId, q)) : undefined,
  );
}

/**
 * Reads of the audit log (SQL lives here only). Rows are written by `recordAudit` (lib/audit.ts) in the
 * transaction of each change; nothing here or anywhere else updates or deletes one.
 */
export function createAuditRepository(db: Db) {
  /** The list's statements as query builders (ADR 042): one page, and the rows its capped total counts. */
  function listQueries(query: AuditListQuery) {
    const where = listFilter(query);
    const { limit, offset } = pageWindow(query);
    const order =
      query.sort === 'createdAt'
        ? [asc(auditLog.createdAt), asc(auditLog.id)]
        : [desc(auditLog.createdAt), desc(auditLog.id)];
    return {
      page: db
        .select({ ...getTableColumns(auditLog), actorName: actor.name, entityName: entityNameSql })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      matching: matchingRows(db, auditLog, where),
    };
  }

  return {
    listQueries,

    /** A page of rows with their names, read in the same statement (a join and subqueries, no query a row). */
    list: (query: AuditListQuery): Promise<{ rows: NamedAuditRow[] } & ListTotal> =>
      pageWithTotal(db, listQueries(query)),

    /** Every row about one item, oldest first, with their names (an item's history on its console page). */
    trail: (entity: string, entityId: string): Promise<NamedAuditRow[]> =>
      db
        .select({ ...getTableColumns(auditLog), actorName: actor.name, entityName: entityNameSql })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
  };
}
