import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { S3StorageConfig, StorageConfig } from '#api/config.ts';
import { databaseStorage, diskStorage, s3Storage, type FileStorage } from '#api/lib/storage/index.ts';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import { useS3Server } from './helpers/s3.ts';
import { tempDir } from './helpers/temp.ts';
import { multipart, png } from './helpers/uploads.ts';
import { signedInUser } from './helpers/users.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const bytes = (text: string) => Buffer.from(text);
const bucket = useS3Server();

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
