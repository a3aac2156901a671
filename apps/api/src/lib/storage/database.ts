import { eq, inArray, sql } from 'drizzle-orm';
import { storedFiles, type Db } from '@curio/db';
import { contentTypeOf, strongEtag, type FileStorage } from './types.ts';

/**
 * Files in the `stored_files` table (key, content type, bytes, size, created_at): every instance on the
 * same PostgreSQL reads every file, with no other service to run. Fit for images of a few hundred KB.
 */
export function databaseStorage(db: Db): FileStorage {
  return {
    kind: 'database',

    async put(key, body) {
      const row = { contentType: contentTypeOf(key), bytes: body, size: body.length };
      await db
        .insert(storedFiles)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: { ...row, createdAt: sql`now()` } });
    },

    async get(key) {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
      if (!row) return undefined;
      // node-postgres hands bytea over as a Buffer, PGlite as a Uint8Array: the same bytes either way.
      const body = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
      return {
        body,
        contentType: row.contentType,
        etag: strongEtag(row.size, row.createdAt),
        modifiedAt: row.createdAt,
      };
    },

    async has(key) {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      return rows.length > 0;
    },

    async delete(keys) {
      if (keys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
    },

    async list(prefix) {
      return db
        .select({ key: storedFiles.key, modifiedAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(sql`starts_with(${storedFiles.key}, ${prefix})`);
    },
  };
}
