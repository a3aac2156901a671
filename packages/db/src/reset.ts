import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.ts';

/**
 * Empties every application table (tests reset between cases; migrations stay applied). The shared server
 * secrets stay: a running app holds them, as a real deployment's instances do.
 */
export async function truncateAll(db: Db): Promise<void> {
  const result: unknown = await db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  );
  const rows = rowsOf<{ tablename: string }>(result);
  const tables = rows.filter((r) => r.tablename !== 'server_secrets').map((r) => `"${r.tablename}"`);
  if (tables.length) await db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
}
