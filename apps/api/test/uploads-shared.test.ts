import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS } from '@curio/shared';
import type { StorageConfig } from '#api/config.ts';
import { databaseStorage, diskStorage, uploadsDirOf } from '#api/lib/storage/index.ts';
import { copyStoredFiles } from '#api/lib/storage/migrate.ts';
import { adminUrls, call, readAdminCourse } from './helpers/catalogue-admin.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import { useInstances } from './helpers/instances.ts';
import { useS3Server } from './helpers/s3.ts';
import { multipart, png } from './helpers/uploads.ts';
import { editorAuth, signedInUser } from './helpers/users.ts';

const bucket = useS3Server();
// The worker's database opens in a hook (the instances of each test then start quickly).
beforeAll(async () => {
  await testDatabase();
});
const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The files of the two images `diskSite` uploads: each stored image and its variants. */
const FILES = 2 * (1 + IMAGE_VARIANT_FORMATS.length * IMAGE_VARIANT_WIDTHS.length);

/** A learner's new profile image, uploaded through `app`; answers its URL. */
async function uploadAvatar(app: FastifyInstance, auth: Record<string, string>, size = 600) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/update',
    ...multipart('profileImage', 'me.png', 'image/png', await png(size, size), auth),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.profileImage as string;
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe.each([
  ['database', async (): Promise<StorageConfig> => ({ kind: 'database' })],
  ['s3', bucket],
] as const)('uploads in %s storage, shared by every instance (ADR 016)', (_kind, storage) => {
  const instance = useInstances();

  it('an image uploaded through one instance is served by another, and its replacement removed on both', async () => {
    await resetDatabase();
    const config = { storage: await storage() };
    const [first, second] = [await instance(config), await instance(config)];
    const learner = await signedInUser(first);

    const url = await uploadAvatar(first, learner.auth);
    const served = await get(second, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await get(first, url)).headers.etag).toBe(served.headers.etag);
    expect((await get(second, url.replace(/\.webp$/, '-960w.avif'))).statusCode).toBe(200);

    // Replaced through the other instance: the old file and its variants are gone for both.
    const next = await uploadAvatar(second, learner.auth, 300);
    expect((await sharp((await get(first, next)).rawPayload).metadata()).width).toBe(512);
    for (const app of [first, second]) {
      expect((await get(app, url)).statusCode).toBe(404);
      expect((await get(app, url.replace(/\.webp$/, '-480w.webp'))).statusCode).toBe(404);
    }
  });

  it('a course image uploaded through one instance can be saved in the course through another', async () => {
    await resetDatabase();
    const config = { storage: await storage() };
    const [first, second] = [await instance(config), await instance(config)];
    const editor = await editorAuth(first);
    const course = await aCourse(await aCategory());
    const uploaded = await first.inject({
      method: 'POST',
      url: adminUrls.courseImages(course.id),
      ...multipart('image', 'photo.png', 'image/png', await png(1200, 750), editor),
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json().data as { url: string };
    const { updatedAt } = await readAdminCourse(second, editor, course.id);
    const saved = await call(second, 'PATCH', adminUrls.course(course.id), editor, {
      images: [url],
      version: updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(second, url)).statusCode).toBe(200);
  });
});

describe('moving disk uploads to shared storage (npm run uploads:migrate)', () => {
  const instance = useInstances();

  /** An instance on disk storage with a learner's avatar and a course image uploaded to it. */
  async function diskSite() {
    await resetDatabase();
    const onDisk = await instance({ storage: { kind: 'disk' } });
    const learner = await signedInUser(onDisk);
    const avatar = await uploadAvatar(onDisk, learner.auth);
    const course = await aCourse(await aCategory());
    const uploaded = await onDisk.inject({
      method: 'POST',
      url: adminUrls.courseImages(course.id),
      ...multipart('image', 'photo.png', 'image/png', await png(1200, 750), await editorAuth(onDisk)),
    });
    expect(uploaded.statusCode).toBe(201);
    return { dataDir: onDisk.config.dataDir, urls: [avatar, uploaded.json().data.url as string] };
  }

  it('copies every file into the database once, and the site serves them from there', async () => {
    const { dataDir, urls } = await diskSite();
    const source = diskStorage(uploadsDirOf(dataDir));
    const target = databaseStorage((await testDatabase()).db);
    const files = (await source.list('')).length;
    // Two images, each with its variants.
    expect(files).toBe(FILES);

    expect(await copyStoredFiles(source, target)).toEqual({ copied: files, alreadyThere: 0 });
    expect(await copyStoredFiles(source, target)).toEqual({ copied: 0, alreadyThere: files });

    const onDatabase = await instance({ storage: { kind: 'database' } });
    for (const url of urls) {
      const served = await get(onDatabase, url);
      expect(served.statusCode, url).toBe(200);
      expect(
        served.rawPayload.equals((await source.get(url.slice('/uploads/'.length)))?.body ?? Buffer.of()),
      ).toBe(true);
      expect((await get(onDatabase, url.replace(/\.webp$/, '-1440w.avif'))).statusCode).toBe(200);
    }
  });

  // Starts the command three times (npm, then tsx compiling it).
  it(
    'the command copies them into a bucket, reports its counts, changes nothing when run again',
    { timeout: 120_000 },
    async () => {
      const { dataDir, urls } = await diskSite();
      const s3 = await bucket();
      // Run without blocking this process: the S3 server the command talks to lives here.
      const run = (...args: string[]) =>
        promisify(execFile)('npm', ['run', '--silent', 'uploads:migrate', '--', ...args], {
          cwd: ROOT,
          env: {
            ...process.env,
            DATABASE_URL: '',
            DATA_DIR: dataDir,
            S3_ENDPOINT: s3.endpoint,
            S3_BUCKET: s3.bucket,
            S3_REGION: s3.region,
            S3_ACCESS_KEY_ID: s3.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          },
        });

      const first = await run('--to', 's3');
      expect(first.stdout).toContain(`uploads:migrate: ${FILES} files copied to s3, 0 already there`);
      const second = await run('--to', 's3');
      expect(second.stdout).toContain(`uploads:migrate: 0 files copied to s3, ${FILES} already there`);

      const onS3 = await instance({ storage: s3 });
      for (const url of urls) expect((await get(onS3, url)).statusCode, url).toBe(200);

      await expect(run('--to', 'ftp')).rejects.toMatchObject({
        code: 64,
        stderr: expect.stringContaining('usage: npm run uploads:migrate -- --to database|s3'),
      });
    },
  );
});
