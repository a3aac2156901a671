import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Optimistic concurrency for console edits: an edit carries the `updatedAt` its editor loaded
 * (ZVersion) and the UPDATE matches only while the row still has it; no row updated means someone saved in
 * between → 409 MESSAGES.admin.staleEdit, nothing changed. The API shows times to the millisecond while
 * PostgreSQL keeps microseconds, so the stored value is compared truncated to milliseconds.
 */
export const isVersion = (updatedAt: AnyColumn, version: string): SQL =>
  sql`date_trunc('milliseconds', ${updatedAt}) = ${new Date(version).toISOString()}::timestamptz`;

/**
 * The `updatedAt` a write stores when every version read before it must stop matching (ADR 029): the time
 * now, but always at least a millisecond past the version it replaces. Two writes in one millisecond (a
 * double-click answered fast), or a clock that has not moved past the stored time, would otherwise leave
 * the millisecond the API shows unchanged, and a request sent with the older version would still pass.
 */
export const nextVersion = (updatedAt: AnyColumn): SQL =>
  sql`greatest(now(), date_trunc('milliseconds', ${updatedAt}) + interval '1 millisecond')`;
