import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TConsoleListQuery, TConsolePage } from '@curio/shared';

/**
 * The SQL pieces every console list shares (paginated, sortable, searchable, with the total;
 * docs/product.md#console). A route passes its ZConsoleListQuery; the repository keeps its own columns.
 */

/** LIMIT and OFFSET of the requested page. */
export const pageWindow = ({ page, pageSize }: Pick<TConsoleListQuery, 'page' | 'pageSize'>) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** `text` for LIKE with the pattern characters `%`, `_` and `\` taken literally. */
const literal = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for ILIKE with the pattern characters `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${literal(text)}%`;

/** `column ILIKE '%text%'`, the text taken literally. */
export const ilikeContains = (column: AnyColumn | SQL, text: string): SQL =>
  sql`${column} ilike ${containsPattern(text)}`;

/** `column ILIKE 'text%'`, the text taken literally: a match at the start ranks a search's hits first. */
export const ilikeStartsWith = (column: AnyColumn | SQL, text: string): SQL =>
  sql`${column} ilike ${`${literal(text)}%`}`;

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
  { rows, total }: { rows: Row[]; total: number },
  { page, pageSize }: Pick<TConsoleListQuery, 'page' | 'pageSize'>,
  toItem: (row: Row) => Item,
): TConsolePage<Item> => ({ items: rows.map(toItem), total, page, pageSize });
