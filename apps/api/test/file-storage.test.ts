import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedFileChunks } from '@curio/db';
import type { S3StorageConfig, StorageConfig } from '#api/config.ts';
import {
  databaseStorage,
  diskStorage,
  RangeNotSatisfiableError,
  s3Storage,
  type FileStorage,
} from '#api/lib/storage/index.ts';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import { useS3Server } from './helpers/s3.ts';
import { tempDir } from './helpers/temp.ts';
import { multipart, png } from './helpers/uploads.ts';
import { signedInUser } from './helpers/users.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const bytes = (text: string) => Buffer.from(text);
const bucket = useS3Server();

const MB = 1024 * 1024;

/** A file of random bytes written a megabyte at a time; answers its path and its bytes' hash. */
async function bigFile(dir: string, size: number): Promise<{ file: string; sha256: string }> {
  const file = path.join(dir, 'big.original');
  const hash = createHash('sha256');
  const handle = await openFile(file, 'w');
  try {
    for (let written = 0; written < size; written += MB) {
      const piece = randomBytes(Math.min(MB, size - written));
      hash.update(piece);
      await handle.write(piece);
    }
  } finally {
    await handle.close();
  }
  return { file, sha256: hash.digest('hex') };
}

const sha256Of = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const piece of stream) hash.update(piece as Buffer);
  return hash.digest('hex');
};

const textOf = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const piece of stream) parts.push(piece as Buffer);
  return Buffer.concat(parts).toString();
};

/** Bytes `start`–`end` of a local file, read from it directly. */
const bytesOf = (file: string, start: number, end: number) =>
  textOf(createReadStream(file, { start, end, encoding: undefined })).then((text) => text);

/**
 * The storage contract (ADR 016), the same for every transport: disk on a temporary directory,
 * the database on the worker's database (PGlite, or PostgreSQL with DATABASE_URL), S3 on a local
 * S3-compatible server this file starts.
 */
describe.each([
  ['disk', () => diskStorage(tempDir('storage'))],
  ['database', async () => databaseStorage((await testDatabase()).db)],
  ['s3', async (bucket: () => Promise<S3StorageConfig>) => s3Storage(await bucket())],
] as const)('the %s transport', (kind, open) => {
  let storage: FileStorage;
  beforeEach(async () => {
    await resetDatabase();
    storage = await open(bucket);
  });

  it('gives a stored file back with its content type, and the same ETag each time', async () => {
    expect(storage.kind).toBe(kind);
    await storage.put('courses/abc-0123.webp', bytes('a webp'));
    const file = await storage.get('courses/abc-0123.webp');
    expect(file?.body.toString()).toBe('a webp');
    expect(file?.contentType).toBe('image/webp');
    expect(file?.etag).toMatch(/^"[^"]+"$/);
    expect(file?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await storage.get('courses/abc-0123.webp'))?.etag).toBe(file?.etag);
    expect(await storage.has('courses/abc-0123.webp')).toBe(true);

    await storage.put('courses/abc-0123-480w.avif', bytes('an avif'));
    expect((await storage.get('courses/abc-0123-480w.avif'))?.contentType).toBe('image/avif');
  });

  it('has nothing under a key never stored, and deleting what is not there is fine', async () => {
    expect(await storage.get('content/missing.webp')).toBeUndefined();
    expect(await storage.has('content/missing.webp')).toBe(false);
    await expect(storage.delete(['content/missing.webp'])).resolves.toBeUndefined();
  });

  it('replaces a file stored again under its key', async () => {
    await storage.put('seed/hero-aaaa.webp', bytes('first'));
    await storage.put('seed/hero-aaaa.webp', bytes('second'));
    expect((await storage.get('seed/hero-aaaa.webp'))?.body.toString()).toBe('second');
  });

  it('lists the files under a folder with their write times, and deletes the ones it is given', async () => {
    await storage.put('courses/one.webp', bytes('1'));
    await storage.put('courses/one-480w.webp', bytes('1 small'));
    await storage.put('content/two.webp', bytes('2'));
    await storage.put('avatars/three.webp', bytes('3'));

    const courses = await storage.list('courses/');
    expect(courses.map((file) => file.key).sort()).toEqual(['courses/one-480w.webp', 'courses/one.webp']);
    for (const file of courses) expect(file.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await storage.list('')).map((file) => file.key).sort()).toEqual([
      'avatars/three.webp',
      'content/two.webp',
      'courses/one-480w.webp',
      'courses/one.webp',
    ]);

    await storage.delete(['courses/one.webp', 'courses/one-480w.webp', 'courses/never.webp']);
    expect(await storage.list('courses/')).toEqual([]);
    expect(await storage.has('content/two.webp')).toBe(true);
  });

  it('streams a 30 MB file in and out, and reads any byte range of it', async () => {
    const dir = tempDir('big');
    const size = 30 * MB + 123;
    const { file, sha256 } = await bigFile(dir, size);
    const key = 'media/videos/abc/source.original';
    await storage.putFile(key, file);

    const copy = path.join(dir, 'copy.original');
    expect(await storage.getToFile(key, copy)).toBe(true);
    expect(await sha256Of(createReadStream(copy))).toBe(sha256);

    const whole = await storage.read(key);
    expect(whole).toMatchObject({ size, contentType: 'application/octet-stream' });
    expect(whole?.etag).toMatch(/^"[^"]+"$/);
    expect(whole?.range).toBeUndefined();
    expect(await sha256Of(whole?.stream as Readable)).toBe(sha256);

    // The first bytes, a range across a megabyte boundary, and one past the end (cut to the last byte).
    for (const [start, end, served] of [
      [0, 9, 9],
      [MB - 5, 2 * MB + 5, 2 * MB + 5],
      [size - 10, size + 1000, size - 1],
    ] as const) {
      const part = await storage.read(key, { start, end });
      expect(part?.size).toBe(size);
      expect(part?.range).toEqual({ start, end: served });
      expect(await textOf(part?.stream as Readable)).toBe(await bytesOf(file, start, served));
    }
    await expect(storage.read(key, { start: size, end: size + 5 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );

    // Replaced by a small file, then deleted: nothing of the big one is left.
    await storage.put(key, bytes('small now'));
    const small = await storage.read(key, { start: 6, end: 8 });
    expect(await textOf(small?.stream as Readable)).toBe('now');
    expect(small).toMatchObject({ size: 9, range: { start: 6, end: 8 } });
    await storage.delete([key]);
    expect(await storage.read(key)).toBeUndefined();
    if (kind === 'database')
      expect(await (await testDatabase()).db.select().from(storedFileChunks)).toEqual([]);
  });

  it('reads nothing of a key never stored, and writes no local file for it', async () => {
    const local = path.join(tempDir('missing'), 'nothing.original');
    expect(await storage.read('media/videos/none/source.original')).toBeUndefined();
    expect(await storage.read('media/videos/none/source.original', { start: 0, end: 10 })).toBeUndefined();
    expect(await storage.getToFile('media/videos/none/source.original', local)).toBe(false);
    expect(existsSync(local)).toBe(false);
  });
});

describe.each(['disk', 'database', 's3'] as const)('serving uploads kept in %s storage', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const storage: StorageConfig = kind === 's3' ? await bucket() : { kind };
    app = await createTestApp({ storage });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves an upload at its URL with its type, an ETag, immutable caching, 304 and HEAD; 404 for others', async () => {
    await resetDatabase();
    const learner = await signedInUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/update',
      ...multipart('profileImage', 'me.png', 'image/png', await png(600, 600), learner.auth),
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.profileImage as string;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.webp$/);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512 });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers.etag).toBe(etag);
    expect(head.rawPayload.length).toBe(0);

    const variant = await app.inject({ method: 'GET', url: url.replace(/\.webp$/, '-480w.avif') });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');

    for (const missing of [
      '/uploads/avatars/nobody-000000000000.webp',
      '/uploads/avatars/../../etc/passwd',
      '/uploads/avatars/x.svg',
    ]) {
      const notFound = await app.inject({ method: 'GET', url: missing });
      expect(notFound.statusCode, missing).toBe(404);
    }
  });
});
