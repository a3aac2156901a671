import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { conflict } from './http-errors.ts';

/**
 * A console reorder (categories, ordered content): the editor sends every id once in the new order, and
 * the rows get positions 0…n-1. A reorder does not bump `updatedAt` (ADR 007).
 */

/** `case id when … then 0 when … then 1 … end`: the new position of each row, for `SET sort_order = …`. */
export function positionsCase(idColumn: AnyColumn, ids: string[]): SQL {
  const positions = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  );
  return sql`case ${idColumn} ${positions} end`;
}

/** 409 `message` unless `ids` is exactly the current set (a row added or removed since the editor loaded). */
export function assertSameSet(current: string[], ids: string[], message: string): void {
  const known = new Set(current);
  if (ids.length !== current.length || !ids.every((id) => known.has(id))) throw conflict(message);
}
