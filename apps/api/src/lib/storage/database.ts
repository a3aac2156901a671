import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { storedFileChunks, storedFiles, type Db } from '@curio/db';
import { readToFile } from './streams.ts';
import { contentTypeOf, fitRange, strongEtag, type ByteRange, type FileStorage } from './types.ts';

/** A file up to this size is one row's `bytes`; a bigger one is stored in chunks of CHUNK_BYTES. */
export const INLINE_MAX_BYTES = 4 * 1024 * 1024;
export const CHUNK_BYTES = 1024 * 1024;
/** Chunks no file names (an upload cut short) are deleted once they are this old. */
const ORPHAN_CHUNKS_AFTER = sql`interval '1 day'`;

/**
 * node-postgres hands bytea over as a Buffer, PGlite as a Uint8Array: the same bytes either way. Chunks go
 * both ways as base64 (`encode`/`decode`): a third bigger than the bytes, where a bytea parameter is sent
 * as hex (twice as big) and the embedded database takes several times longer over it.
 */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Files in the `stored_files` table (key, content type, bytes, size, created_at): every instance on the
 * same PostgreSQL reads every file, with no other service to run. A file of a few MB or less is one row; a
 * bigger one (a video) is written in 1 MB chunks (`stored_file_chunks`) and read a chunk at a time, so no
 * statement ever holds more than a chunk and no file is ever in memory whole.
 */
export function databaseStorage(db: Db): FileStorage {
  /**
   * Points `key` at its new content in one short transaction (never held while a file is read: on the
   * embedded database it would hold the only connection), and drops the chunks of what it replaces.
   */
  async function saveRow(key: string, bytes: Uint8Array, size: number, blobId: string | null) {
    const row = { contentType: contentTypeOf(key), bytes, size, blobId };
    await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ blobId: storedFiles.blobId })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .for('update');
      await tx
        .insert(storedFiles)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: { ...row, createdAt: sql`now()` } });
      if (old?.blobId) await tx.delete(storedFileChunks).where(eq(storedFileChunks.blobId, old.blobId));
    });
  }

  /** Writes `source` as the chunks of a new blob, one statement per chunk; answers the blob's id. */
  async function writeChunks(source: AsyncIterable<Buffer>): Promise<string> {
    const blobId = randomUUID();
    let index = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (upTo: number) => {
      const whole = Buffer.concat(pending, pendingBytes);
      await db.insert(storedFileChunks).values({
        blobId,
        index,
        bytes: sql`decode(${whole.subarray(0, upTo).toString('base64')}, 'base64')`,
      });
      index += 1;
      const rest = whole.subarray(upTo);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
    };
    try {
      for await (const piece of source) {
        pending.push(piece);
        pendingBytes += piece.length;
        while (pendingBytes >= CHUNK_BYTES) await flush(CHUNK_BYTES);
      }
      if (pendingBytes > 0) await flush(pendingBytes);
    } catch (err) {
      await db.delete(storedFileChunks).where(eq(storedFileChunks.blobId, blobId));
      throw err;
    }
    return blobId;
  }

  /** Chunks of uploads cut short (no file names their blob) once they are a day old. */
  async function deleteOrphanChunks() {
    await db.execute(sql`
      delete from ${storedFileChunks} c
      where c.created_at < now() - ${ORPHAN_CHUNKS_AFTER}
        and not exists (select 1 from ${storedFiles} f where f.blob_id = c.blob_id)`);
  }

  /** Bytes `start`–`end` of a chunked blob, one chunk per query, only the parts of chunks the range covers. */
  async function* chunkRange(blobId: string, { start, end }: ByteRange): AsyncGenerator<Buffer> {
    const first = Math.floor(start / CHUNK_BYTES);
    const last = Math.floor(end / CHUNK_BYTES);
    for (let index = first; index <= last; index += 1) {
      const from = index === first ? start - index * CHUNK_BYTES : 0;
      const to = index === last ? end - index * CHUNK_BYTES : CHUNK_BYTES - 1;
      const [chunk] = await db
        .select({
          base64: sql<string>`encode(substring(${storedFileChunks.bytes} from ${from + 1} for ${to - from + 1}), 'base64')`,
        })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.blobId, blobId), eq(storedFileChunks.index, index)));
      // The file was replaced or deleted while it was read.
      if (!chunk) throw new Error('the stored file changed while it was read');
      yield Buffer.from(chunk.base64, 'base64');
    }
  }

  const storage: FileStorage = {
    kind: 'database',

    async put(key, body) {
      if (body.length <= INLINE_MAX_BYTES) return saveRow(key, body, body.length, null);
      const blobId = await writeChunks(Readable.from([body]));
      await saveRow(key, new Uint8Array(), body.length, blobId);
    },

    async putFile(key, localPath) {
      const { size } = await stat(localPath);
      if (size <= INLINE_MAX_BYTES) return saveRow(key, await readFile(localPath), size, null);
      const blobId = await writeChunks(createReadStream(localPath, { highWaterMark: CHUNK_BYTES }));
      await saveRow(key, new Uint8Array(), size, blobId);
      await deleteOrphanChunks();
    },

    async get(key) {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
      if (!row) return undefined;
      const size = Number(row.size);
      let body = asBuffer(row.bytes);
      if (row.blobId && size > 0) {
        const parts: Buffer[] = [];
        for await (const part of chunkRange(row.blobId, { start: 0, end: size - 1 })) parts.push(part);
        body = Buffer.concat(parts);
      }
      return {
        body,
        contentType: row.contentType,
        etag: strongEtag(size, row.createdAt),
        modifiedAt: row.createdAt,
      };
    },

    getToFile: (key, localPath) => readToFile(storage.read, key, localPath),

    async read(key, range) {
      const [row] = await db
        .select({
          size: storedFiles.size,
          blobId: storedFiles.blobId,
          contentType: storedFiles.contentType,
          createdAt: storedFiles.createdAt,
        })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) return undefined;
      const size = Number(row.size);
      const served = range ? fitRange(range, size) : undefined;
      const whole = { start: 0, end: size - 1 };
      let stream: Readable;
      if (row.blobId) {
        stream = Readable.from(chunkRange(row.blobId, served ?? whole));
      } else if (size === 0) {
        stream = Readable.from([]);
      } else {
        const { start, end } = served ?? whole;
        const [inline] = await db
          .select({
            bytes: sql<Uint8Array>`substring(${storedFiles.bytes} from ${start + 1} for ${end - start + 1})`,
          })
          .from(storedFiles)
          .where(eq(storedFiles.key, key));
        stream = Readable.from(inline ? [asBuffer(inline.bytes)] : []);
      }
      return {
        stream,
        size,
        contentType: row.contentType,
        etag: strongEtag(size, row.createdAt),
        modifiedAt: row.createdAt,
        ...(served ? { range: served } : {}),
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
      if (keys.length === 0) return;
      const gone = await db
        .delete(storedFiles)
        .where(inArray(storedFiles.key, [...keys]))
        .returning({ blobId: storedFiles.blobId });
      const blobs = gone.flatMap((row) => (row.blobId ? [row.blobId] : []));
      if (blobs.length > 0) await db.delete(storedFileChunks).where(inArray(storedFileChunks.blobId, blobs));
    },

    async list(prefix) {
      return db
        .select({ key: storedFiles.key, modifiedAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(sql`starts_with(${storedFiles.key}, ${prefix})`);
    },
  };
  return storage;
}
