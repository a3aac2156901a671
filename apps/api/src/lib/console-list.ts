import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@curio/db';
import {
  CONSOLE_COUNT_CAP,
  CONSOLE_LIST_TEXTS,
  type TConsoleListQuery,
  type TConsolePage,
} from '@curio/shared';
import { badRequest } from './http-errors.ts';

/**
 * The SQL pieces every console list shares (paginated, sortable, searchable, with the total;
 * docs/product.md#console). A route passes its ZConsoleListQuery; the repository keeps its own columns.
 */

/**
 * LIMIT and OFFSET of the requested page. Pages reach the first CONSOLE_COUNT_CAP rows (ADR 042): an offset
 * past them would read and skip every row before it, so such a page is the caller's mistake (400).
 */
export function pageWindow({ page, pageSize }: Pick<TConsoleListQuery, 'page' | 'pageSize'>) {
  const offset = (page - 1) * pageSize;
  if (offset > 0 && offset >= CONSOLE_COUNT_CAP) {
    const message = CONSOLE_LIST_TEXTS.beyondCap;
    throw badRequest(message, [{ field: 'page', message }]);
  }
  return { limit: pageSize, offset };
}

/** A list's total: exact, or CONSOLE_COUNT_CAP with `totalCapped` when more rows match (ADR 042). */
export interface ListTotal {
  total: number;
  totalCapped: boolean;
}

/**
 * The rows of `table` that `where` keeps, as `cappedTotal` counts them (one constant column: only the rows
 * matter). A list whose filter needs a joined table builds its own.
 */
export const matchingRows = (db: Db, table: PgTable, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .$dynamic();

/** The statement of `cappedTotal`: how many of the first CONSOLE_COUNT_CAP + 1 matching rows there are. */
export const cappedCountQuery = (db: Db, matching: PgSelect) =>
  db.select({ n: count() }).from(matching.limit(CONSOLE_COUNT_CAP + 1).as('matching'));

/**
 * The total of a list whose rows `matching` selects (its FROM, joins and WHERE; the columns do not matter),
 * counted over at most CONSOLE_COUNT_CAP + 1 of them: a load never counts a million rows.
 */
export async function cappedTotal(db: Db, matching: PgSelect): Promise<ListTotal> {
  const [row] = await cappedCountQuery(db, matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, CONSOLE_COUNT_CAP), totalCapped: n > CONSOLE_COUNT_CAP };
}

/** `text` for LIKE with the pattern characters `%`, `_` and `\` taken literally. */
const literal = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for ILIKE with the pattern characters `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${literal(text)}%`;

/** `column ILIKE '%text%'`, the text taken literally. */
export const ilikeContains = (column: AnyColumn | SQL, text: string): SQL =>
  sql`${column} ilike ${containsPattern(text)}`;

/** `text%` for LIKE or ILIKE with the pattern characters `%`, `_` and `\` taken literally. */
export const startsPattern = (text: string): string => `${literal(text)}%`;

/** `column ILIKE 'text%'`, the text taken literally: a match at the start ranks a search's hits first. */
export const ilikeStartsWith = (column: AnyColumn | SQL, text: string): SQL =>
  sql`${column} ilike ${startsPattern(text)}`;

/** A list's statements (a repository's `listQueries`) run together: the page's rows and the capped total. */
export async function pageWithTotal<Row>(
  db: Db,
  { page, matching }: { page: PromiseLike<Row[]>; matching: PgSelect },
): Promise<{ rows: Row[] } & ListTotal> {
  const [rows, total] = await Promise.all([page, cappedTotal(db, matching)]);
  return { rows, ...total };
}

/**
 * ORDER BY for a `sort` value (`field` or `-field`) among the columns a list allows; an unknown field or no
 * sort gives `fallback`. The caller appends a unique column (the id) so pages never overlap.
 */
export function sortOrder(
  sort: string | undefined,
  columns: Record<string, AnyColumn | SQL>,
  fallback: SQL,
): SQL {
  if (!sort) return fallback;
  const isDescending = sort.startsWith('-');
  const column = columns[isDescending ? sort.slice(1) : sort];
  if (!column) return fallback;
  return isDescending ? desc(column) : asc(column);
}

/**
 * A repository's page of rows and total as the console's reply (ZConsolePage), each row mapped for the wire.
 */
export const toConsolePage = <Row, Item>(
  { rows, total, totalCapped }: { rows: Row[] } & ListTotal,
  { page, pageSize }: Pick<TConsoleListQuery, 'page' | 'pageSize'>,
  toItem: (row: Row) => Item,
): TConsolePage<Item> => ({ items: rows.map(toItem), total, totalCapped, page, pageSize });
