// Uploaded files kept in the database (ADR 016): the `database` transport of apps/api/src/lib/storage.
import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** `bytea`: node-postgres and PGlite both hand it over as bytes (a Buffer or a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One row per stored file, named by its key (`<folder>/<name>`, the path after `/uploads/`). A file is never
 * changed once written (names are random or content-addressed), so `created_at` is its last-modified time.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
