import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * `json_build_object` of `columns`, each under its key: a row as drizzle's select of the same columns maps it,
 * for a statement that answers rows inside one value (`json_agg`).
 */
export const jsonObject = (columns: Record<string, SQLWrapper>) =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
