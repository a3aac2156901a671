import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_LIMITS, MESSAGES } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  adminUrls,
  auditRows,
  call,
  expectStaffOnly,
  readAdminCourse,
  type Auth,
} from './helpers/catalogue-admin.ts';
import { anOrder } from './helpers/commerce.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { multipart, png, pngClaiming } from './helpers/uploads.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const M = MESSAGES.images;
const UPLOAD_URL = '/api/admin/uploads/images';
const DAY = 24 * 60 * 60 * 1000;

const uploadTo = (app: FastifyInstance, url: string, auth: Auth, content: Buffer, field = 'image') =>
  app.inject({ method: 'POST', url, ...multipart(field, 'photo.png', 'image/png', content, auth) });

/** Uploads a content image; must succeed. */
async function uploadImage(app: FastifyInstance, auth: Auth, content?: Buffer): Promise<string> {
  const res = await uploadTo(app, UPLOAD_URL, auth, content ?? (await png(800, 600)));
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json().data as { url: string }).url;
}

const fileOf = (app: FastifyInstance, url: string) => path.join(app.config.dataDir, url);

describe('content image uploads', () => {
  const ctx = useTestApp();

  it('answers 401 without a token and 403 to a learner, before reading the body', async () => {
    const learner = await signedInUser(ctx.app);
    await expectStaffOnly(ctx.app, learner.auth, [['POST', UPLOAD_URL, undefined]]);
    const res = await uploadTo(ctx.app, UPLOAD_URL, learner.auth, await png(100, 100));
    expect(res.statusCode).toBe(403);
  });

  it('stores an editor’s image re-encoded as WebP within 1600 px, keeps its shape, serves it and audits it', async () => {
    const editor = await editorAuth(ctx.app);
    const res = await uploadTo(ctx.app, UPLOAD_URL, editor, await png(2400, 1200));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.uploaded);
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(/^\/uploads\/content\/[0-9a-f]+\.webp$/);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });

    const [audit] = await auditRows(url);
    expect(audit).toMatchObject({ action: 'upload', entity: 'image', after: { url } });
  });

  it('never enlarges a small image, and lets an admin upload too', async () => {
    const url = await uploadImage(ctx.app, await adminAuth(ctx.app), await png(300, 120));
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 300, height: 120 });
  });

  it('refuses what is not an image, a file over 5 MB and one over 24 megapixels with 400 and the field’s message', async () => {
    const editor = await editorAuth(ctx.app);
    const cases = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), M.type],
      [Buffer.from('not an image at all'), M.type],
      [Buffer.alloc(IMAGE_UPLOAD_LIMITS.maxBytes + 1, 1), M.tooLarge],
      [await pngClaiming(6000, 4001), M.tooManyPixels],
    ] as const;
    for (const [content, message] of cases) {
      const res = await uploadTo(ctx.app, UPLOAD_URL, editor, content);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: 'image', message }] });
    }
    const wrongField = await uploadTo(ctx.app, UPLOAD_URL, editor, await png(50, 50), 'file');
    expect(wrongField.statusCode).toBe(400);
    const json = await call(ctx.app, 'POST', UPLOAD_URL, editor, { image: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(M.type);
  });

  it('refuses a course image over 5 MB with the same 400', async () => {
    const course = await aCourse(await aCategory());
    const res = await uploadTo(
      ctx.app,
      adminUrls.courseImages(course.id),
      await editorAuth(ctx.app),
      Buffer.alloc(IMAGE_UPLOAD_LIMITS.maxBytes + 1, 1),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.tooLarge);
  });
});

describe('removing uploaded images that nothing shows any more', () => {
  const ctx = useTestApp();
  const teamUrl = '/api/admin/content/team';

  /** A course with two uploaded images saved in it. */
  async function aCourseWithUploads(editor: Auth) {
    const course = await aCourse(await aCategory(), { status: 'published' });
    const urls: string[] = [];
    for (const size of [400, 500]) {
      const res = await uploadTo(ctx.app, adminUrls.courseImages(course.id), editor, await png(size, size));
      urls.push((res.json().data as { url: string }).url);
    }
    const { updatedAt } = await readAdminCourse(ctx.app, editor, course.id);
    const saved = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      images: urls,
      version: updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    return { course, urls };
  }

  it('deletes a course image’s file once a save drops it, keeps the one still shown, and the rest with the course', async () => {
    const editor = await editorAuth(ctx.app);
    const { course, urls } = await aCourseWithUploads(editor);
    const [dropped = '', kept = ''] = urls;
    const { updatedAt } = await readAdminCourse(ctx.app, editor, course.id);
    const saved = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      images: [kept],
      version: updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(existsSync(fileOf(ctx.app, dropped))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: dropped })).statusCode).toBe(404);
    expect(existsSync(fileOf(ctx.app, kept))).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);

    expect((await call(ctx.app, 'DELETE', adminUrls.course(course.id), editor)).statusCode).toBe(200);
    expect(existsSync(fileOf(ctx.app, kept))).toBe(false);
  });

  it('deletes a certificate demo’s upload once the course is given another one, and with the course', async () => {
    const editor = await editorAuth(ctx.app);
    const course = await aCourse(await aCategory());
    const saveCertificate = async (certificateDemo: string) => {
      const { updatedAt } = await readAdminCourse(ctx.app, editor, course.id);
      const saved = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
        certificateDemo,
        version: updatedAt,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const first = await uploadImage(ctx.app, editor);
    const second = await uploadImage(ctx.app, editor);
    await saveCertificate(first);
    await saveCertificate(second);
    expect(existsSync(fileOf(ctx.app, first))).toBe(false);
    expect(existsSync(fileOf(ctx.app, second))).toBe(true);

    expect((await call(ctx.app, 'DELETE', adminUrls.course(course.id), editor)).statusCode).toBe(200);
    expect(existsSync(fileOf(ctx.app, second))).toBe(false);
  });

  it('keeps the files of a save that failed (stale version) and of images an order still shows', async () => {
    const editor = await editorAuth(ctx.app);
    const { course, urls } = await aCourseWithUploads(editor);
    const stale = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      images: [],
      version: new Date(0).toISOString(),
    });
    expect(stale.statusCode).toBe(409);
    for (const url of urls) expect(existsSync(fileOf(ctx.app, url))).toBe(true);

    const learner = await signedInUser(ctx.app);
    await anOrder(ctx.app, learner.auth, [{ courseId: course.id }]);
    const { updatedAt } = await readAdminCourse(ctx.app, editor, course.id);
    const saved = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      images: [],
      version: updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    // The order keeps its copy of the course, images included: they still show in the learner's orders.
    for (const url of urls) expect(existsSync(fileOf(ctx.app, url))).toBe(true);
  });

  it('deletes a content image’s file when its item is given another image, unless another item shows it', async () => {
    const editor = await editorAuth(ctx.app);
    const [first, shared, next] = [
      await uploadImage(ctx.app, editor),
      await uploadImage(ctx.app, editor),
      await uploadImage(ctx.app, editor),
    ] as [string, string, string];
    const member = (name: string, image: string) => ({ name, role: 'Mentor', bio: 'Teaches.', image });
    const a = (await call(ctx.app, 'POST', teamUrl, editor, member('Asha', first))).json().data;
    const b = (await call(ctx.app, 'POST', teamUrl, editor, member('Bela', shared))).json().data;
    await call(ctx.app, 'POST', teamUrl, editor, member('Chitra', shared));

    const edited = await call(ctx.app, 'PATCH', `${teamUrl}/${a._id}`, editor, {
      image: next,
      version: a.updatedAt,
    });
    expect(edited.statusCode).toBe(200);
    expect(existsSync(fileOf(ctx.app, first))).toBe(false);
    expect(existsSync(fileOf(ctx.app, next))).toBe(true);

    expect((await call(ctx.app, 'DELETE', `${teamUrl}/${b._id}`, editor)).statusCode).toBe(200);
    expect(existsSync(fileOf(ctx.app, shared))).toBe(true);
  });

  it('deletes only the server’s own uploads of courses and content: never an avatar or a seed image', async () => {
    const editor = await editorAuth(ctx.app);
    const avatar = '/uploads/avatars/someone-0123456789ab.webp';
    await mkdir(path.dirname(fileOf(ctx.app, avatar)), { recursive: true });
    await writeFile(fileOf(ctx.app, avatar), await png(10, 10));
    for (const image of [avatar, '/images/team/arjun-nair.svg']) {
      const item = (
        await call(ctx.app, 'POST', teamUrl, editor, { name: 'Asha', role: 'Mentor', bio: 'Teaches.', image })
      ).json().data;
      expect((await call(ctx.app, 'DELETE', `${teamUrl}/${item._id}`, editor)).statusCode).toBe(200);
    }
    expect(existsSync(fileOf(ctx.app, avatar))).toBe(true);
  });

  it('sweeps uploads nobody saved within a day, and keeps newer ones and those a row shows', async () => {
    const editor = await editorAuth(ctx.app);
    const course = await aCourse(await aCategory());
    const abandonedCourseImage = (
      await uploadTo(ctx.app, adminUrls.courseImages(course.id), editor, await png(300, 300))
    ).json().data.url as string;
    const certificate = (
      await uploadTo(ctx.app, adminUrls.courseImages(course.id), editor, await png(300, 300))
    ).json().data.url as string;
    const { updatedAt } = await readAdminCourse(ctx.app, editor, course.id);
    const savedCourse = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      certificateDemo: certificate,
      version: updatedAt,
    });
    expect(savedCourse.statusCode).toBe(200);
    const abandoned = await uploadImage(ctx.app, editor);
    const shown = await uploadImage(ctx.app, editor);
    const founder = await uploadImage(ctx.app, editor);
    const recent = await uploadImage(ctx.app, editor);
    await call(ctx.app, 'POST', teamUrl, editor, {
      name: 'Asha',
      role: 'Mentor',
      bio: 'Teaches.',
      image: shown,
    });
    const admin = await adminAuth(ctx.app);
    const { site } = (await call(ctx.app, 'GET', '/api/admin/settings', admin)).json().data;
    const savedSite = await call(ctx.app, 'PUT', '/api/admin/settings/site', admin, {
      ...site.value,
      founder: { ...site.value.founder, photo: founder },
      version: site.updatedAt,
    });
    expect(savedSite.statusCode).toBe(200);

    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    for (const url of [abandonedCourseImage, certificate, abandoned, shown, founder])
      await utimes(fileOf(ctx.app, url), twoDaysAgo, twoDaysAgo);

    expect((await ctx.app.uploads.sweep()).sort()).toEqual([abandonedCourseImage, abandoned].sort());
    expect(existsSync(fileOf(ctx.app, abandoned))).toBe(false);
    expect(existsSync(fileOf(ctx.app, abandonedCourseImage))).toBe(false);
    for (const url of [certificate, shown, founder, recent])
      expect(existsSync(fileOf(ctx.app, url))).toBe(true);
  });
});
