import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.ts';

/**
 * What `truncateAll` leaves. The shared server secrets: a running app holds them, as a real deployment's
 * instances do. The dashboard's count of changes: an instance compares it with the count its figures were
 * worked out under, so it must only grow (the truncation itself adds one, ADR 049).
 */
const KEPT_TABLES = new Set(['server_secrets', 'dashboard_changes']);

/** Empties every application table (tests reset between cases; migrations stay applied). */
export async function truncateAll(db: Db): Promise<void> {
  const result: unknown = await db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  );
  const rows = rowsOf<{ tablename: string }>(result);
  const tables = rows.filter((r) => !KEPT_TABLES.has(r.tablename)).map((r) => `"${r.tablename}"`);
  if (tables.length) await db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
}
