// Uploaded files kept in the database (ADR 016): the `database` transport of apps/api/src/lib/storage.
import { bigint, customType, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** `bytea`: node-postgres and PGlite both hand it over as bytes (a Buffer or a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One row per stored file, named by its key (`<folder>/<name>`, the path after `/uploads/`). A file is never
 * changed once written (names are random or content-addressed), so `created_at` is its last-modified time.
 * A file of a few MB or less is in `bytes`; a bigger one (a video: bytea holds at most 1 GB, and must not be
 * read whole) is in `stored_file_chunks` under `blob_id`, and `bytes` is empty.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  blobId: uuid('blob_id'),
  createdAt: createdAt(),
});

/**
 * The chunks of a big stored file, in order. Written before the file's row names their blob, so a reader
 * never sees a file half written; chunks no row names (an upload cut short) are deleted a day later.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    blobId: uuid('blob_id').notNull(),
    index: integer('index').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blobId, t.index] })],
);
