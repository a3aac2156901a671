import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Empties every application table (tests reset between cases; migrations stay applied). */
export async function truncateAll(db: Db): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  );
  const rows = (Array.isArray(result) ? result : result.rows) as { tablename: string }[];
  const tables = rows.map((r) => `"${r.tablename}"`);
  if (tables.length) await db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
}
