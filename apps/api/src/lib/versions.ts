import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Optimistic concurrency for console edits: an edit carries the `updatedAt` its editor loaded
 * (ZVersion) and the UPDATE matches only while the row still has it; no row updated means someone saved in
 * between → 409 MESSAGES.admin.staleEdit, nothing changed. The API shows times to the millisecond while
 * PostgreSQL keeps microseconds, so the stored value is compared truncated to milliseconds.
 */
export const isVersion = (updatedAt: AnyColumn, version: string): SQL =>
  sql`date_trunc('milliseconds', ${updatedAt}) = ${new Date(version).toISOString()}::timestamptz`;
