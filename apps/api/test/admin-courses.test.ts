import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ZAdminCourse } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  aCourseRequest,
  adminUrls,
  auditRows,
  call,
  expectStaffOnly,
  createCourse,
  readAdminCourse,
  setCourseStatus,
} from './helpers/catalogue-admin.ts';
import { anOrder } from './helpers/commerce.ts';
import { aCategory, aCourse, aQuiz } from './helpers/courses.ts';
import { multipart, png } from './helpers/uploads.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const M = MESSAGES.admin;

describe('courses in the console', () => {
  const ctx = useTestApp();
  const publicPage = (slug: string) => ctx.app.inject({ method: 'GET', url: `/api/course/slug/${slug}` });

  it('creates a draft with every field, the quiz with its answers, price in dollars; audited', async () => {
    const category = await aCategory({ name: 'Development' });
    const editor = await editorAuth(ctx.app);
    const res = await call(ctx.app, 'POST', adminUrls.courses, editor, aCourseRequest(category.id));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.courseCreated);
    const course = ZAdminCourse.strict().parse(res.json().data);
    expect(course).toMatchObject({
      status: 'draft',
      price: 79.99,
      category: { _id: category.id, name: 'Development' },
      images: [],
      hasOrders: false,
      quiz: [{ question: 'What does tsc do?', options: ['Compiles', 'Bundles'], correctOption: 0 }],
    });
    expect(await readAdminCourse(ctx.app, editor, course._id)).toEqual(course);

    const [audit] = await auditRows(course._id);
    expect(audit).toMatchObject({
      action: 'create',
      entity: 'course',
      before: null,
      after: { name: 'Practical TypeScript', priceCents: 7999, status: 'draft' },
    });
  });

  it('sanitizes rich text on write with the site allowlist', async () => {
    const category = await aCategory();
    const course = await createCourse(
      ctx.app,
      await editorAuth(ctx.app),
      aCourseRequest(category.id, {
        description: '<p onclick="steal()">Hello</p><script>alert(1)</script>',
        overview: '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
        curriculum: [
          { title: 'One', description: '<b>Bold</b><iframe src="https://evil.example"></iframe>' },
        ],
      }),
    );
    expect(course.description).toBe('<p>Hello</p>');
    expect(course.overview).not.toMatch(/javascript:|onerror|<img/);
    expect(course.curriculum[0]?.description).toBe('<b>Bold</b>');
  });

  it.each([
    ['a slug with spaces', { slug: 'not a slug' }],
    ['a negative price', { price: -1 }],
    ['a price with three decimals', { price: 10.999 }],
    ['an unknown status', { status: 'hidden' }],
    [
      'a quiz answer that is not an option',
      { quiz: [{ question: 'Q?', options: ['a', 'b'], correctOption: 2 }] },
    ],
    ['a quiz question with one option', { quiz: [{ question: 'Q?', options: ['a'], correctOption: 0 }] }],
    ['no name', { name: '' }],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides) => {
    const category = await aCategory();
    const editor = await editorAuth(ctx.app);
    const res = await call(ctx.app, 'POST', adminUrls.courses, editor, {
      ...aCourseRequest(category.id),
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect((await call(ctx.app, 'GET', adminUrls.courses, editor)).json().data.total).toBe(0);
  });

  it('refuses an unknown category with 400 and a slug another course has with 409', async () => {
    const category = await aCategory();
    const taken = await aCourse(category, { slug: 'taken-slug' });
    const editor = await editorAuth(ctx.app);
    const unknown = await call(ctx.app, 'POST', adminUrls.courses, editor, aCourseRequest(randomUUID()));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'category', message: M.categoryNotFound }]);
    const clash = await call(
      ctx.app,
      'POST',
      adminUrls.courses,
      editor,
      aCourseRequest(category.id, { slug: taken.slug }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ statusCode: 409, message: M.courseSlugTaken, data: null });
  });

  it('lists every status, paginated with the total, filtered by q, category and status, sorted', async () => {
    const dev = await aCategory();
    const design = await aCategory();
    await aCourse(dev, { name: 'React basics', slug: 'react-basics' });
    await aCourse(dev, { name: 'Vue basics', slug: 'vue-basics', status: 'draft' });
    await aCourse(design, { name: 'Figma', slug: 'figma-for-devs', status: 'archived', priceCents: 100 });
    const admin = await adminAuth(ctx.app);
    const list = async (query: string) =>
      (await call(ctx.app, 'GET', `${adminUrls.courses}?${query}`, admin)).json().data;
    const names = (page: { items: { name: string }[] }) => page.items.map((c) => c.name);

    expect(await list('pageSize=2&sort=name')).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(names(await list('pageSize=2&sort=name'))).toEqual(['Figma', 'React basics']);
    expect(names(await list('q=BASICS&sort=-name'))).toEqual(['Vue basics', 'React basics']);
    expect(names(await list('q=devs'))).toEqual(['Figma']);
    expect(names(await list(`category=${dev.id}&status=draft`))).toEqual(['Vue basics']);
    expect(names(await list('sort=price'))[0]).toBe('Figma');
    expect((await call(ctx.app, 'GET', `${adminUrls.courses}?status=gone`, admin)).statusCode).toBe(400);
  });

  it('edits with the loaded version; the public page changes at once; the audit row has before/after', async () => {
    const category = await aCategory();
    const course = await aCourse(category, { name: 'Old name', priceCents: 4999 });
    const editor = await editorAuth(ctx.app);
    expect((await publicPage(course.slug)).json().data.name).toBe('Old name');
    const loaded = await readAdminCourse(ctx.app, editor, course.id);

    const res = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      name: 'New name',
      price: 59,
      version: loaded.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'New name', price: 59, description: loaded.description });
    expect((await publicPage(course.slug)).json().data).toMatchObject({ name: 'New name', price: 59 });
    const [audit] = await auditRows(course.id);
    expect(audit).toMatchObject({
      action: 'update',
      before: { name: 'Old name', priceCents: 4999 },
      after: { name: 'New name', priceCents: 5900 },
    });
    expect(Object.keys(audit?.after ?? {}).sort()).toEqual(['name', 'priceCents']);
  });

  it('refuses a stale edit with 409 and changes nothing', async () => {
    const course = await aCourse(await aCategory(), { name: 'Original' });
    const editor = await editorAuth(ctx.app);
    const { updatedAt: version } = await readAdminCourse(ctx.app, editor, course.id);
    const first = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      name: 'First',
      version,
    });
    expect(first.statusCode).toBe(200);

    const second = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      name: 'Second',
      quiz: [],
      version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ statusCode: 409, message: M.staleEdit, data: null });
    expect((await readAdminCourse(ctx.app, editor, course.id)).name).toBe('First');
    expect(await auditRows(course.id)).toHaveLength(1);
    const staleStatus = await call(ctx.app, 'POST', adminUrls.courseStatus(course.id), editor, {
      status: 'draft',
      version,
    });
    expect(staleStatus.statusCode).toBe(409);
    expect((await publicPage(course.slug)).statusCode).toBe(200);
  });

  it('replaces the quiz as a whole list: the public quiz follows in the new order, without answers', async () => {
    const course = await aCourse(await aCategory());
    await aQuiz(course, [
      { question: 'One?', options: ['a', 'b'], correct: 0 },
      { question: 'Two?', options: ['c', 'd'], correct: 1 },
    ]);
    const editor = await editorAuth(ctx.app);
    const quizUrl = `/api/course/${course.id}/quiz`;
    expect((await ctx.app.inject({ method: 'GET', url: quizUrl })).json().data).toHaveLength(2);
    const loaded = await readAdminCourse(ctx.app, editor, course.id);
    expect(loaded.quiz.map((q) => q.correctOption)).toEqual([0, 1]);

    const res = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      quiz: [
        { question: 'Two?', options: ['c', 'd', 'e'], correctOption: 2 },
        { question: 'Three?', options: ['f', 'g'], correctOption: 0 },
      ],
      version: loaded.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quiz.map((q: { question: string }) => q.question)).toEqual(['Two?', 'Three?']);
    const publicQuiz = (await ctx.app.inject({ method: 'GET', url: quizUrl })).json().data;
    expect(publicQuiz).toEqual([
      { _id: expect.any(String), question: 'Two?', options: ['c', 'd', 'e'] },
      { _id: expect.any(String), question: 'Three?', options: ['f', 'g'] },
    ]);
  });

  it('keeps the old URL working after a slug change: the old slug answers with the current course', async () => {
    const course = await aCourse(await aCategory(), { slug: 'old-slug' });
    const editor = await editorAuth(ctx.app);
    expect((await publicPage('old-slug')).statusCode).toBe(200);
    const { updatedAt } = await readAdminCourse(ctx.app, editor, course.id);
    const res = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      slug: 'new-slug',
      version: updatedAt,
    });
    expect(res.statusCode).toBe(200);

    for (const slug of ['new-slug', 'old-slug']) {
      const page = await publicPage(slug);
      expect(page.statusCode, slug).toBe(200);
      expect(page.json().data).toMatchObject({ _id: course.id, slug: 'new-slug' });
    }
    // A new course may take the old slug over; it then is that course's page.
    const other = await createCourse(
      ctx.app,
      editor,
      aCourseRequest(course.categoryId, { slug: 'old-slug', status: 'published' }),
    );
    expect((await publicPage('old-slug')).json().data._id).toBe(other._id);
  });

  it('refreshes a page read under an old slug when its course gets a review', async () => {
    const course = await aCourse(await aCategory(), { slug: 'was-here' });
    const editor = await editorAuth(ctx.app);
    const { updatedAt } = await readAdminCourse(ctx.app, editor, course.id);
    await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      slug: 'is-here',
      version: updatedAt,
    });
    expect((await publicPage('was-here')).json().data.rating).toEqual({ average: 0, count: 0 });

    const learner = await signedInUser(ctx.app);
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/${course.id}/review`,
      headers: learner.auth,
      payload: { rating: 4, comment: 'Clear and practical.' },
    });
    expect(review.statusCode).toBe(201);
    expect((await publicPage('was-here')).json().data.rating).toEqual({ average: 4, count: 1 });
  });

  it('moves a course through draft, published and archived; the public page follows at once', async () => {
    const course = await aCourse(await aCategory());
    const editor = await editorAuth(ctx.app);
    expect((await publicPage(course.slug)).statusCode).toBe(200);
    const drafted = await setCourseStatus(ctx.app, editor, course.id, 'draft');
    expect(drafted.status).toBe('draft');
    expect((await publicPage(course.slug)).statusCode).toBe(404);
    await setCourseStatus(ctx.app, editor, course.id, 'published');
    expect((await publicPage(course.slug)).statusCode).toBe(200);
    await setCourseStatus(ctx.app, editor, course.id, 'archived');
    expect((await publicPage(course.slug)).statusCode).toBe(404);
    expect((await auditRows(course.id)).map((row) => row.after)).toEqual([
      { status: 'archived' },
      { status: 'published' },
      { status: 'draft' },
    ]);
  });

  it('deletes a course nobody ordered; refuses one with orders (409, archive instead) and keeps it', async () => {
    const category = await aCategory();
    const unordered = await aCourse(category);
    const ordered = await aCourse(category);
    const learner = await signedInUser(ctx.app);
    await anOrder(ctx.app, learner.auth, [{ courseId: ordered.id }]);
    const editor = await editorAuth(ctx.app);

    const refused = await call(ctx.app, 'DELETE', adminUrls.course(ordered.id), editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ statusCode: 409, message: M.courseHasOrders, data: null });
    expect((await readAdminCourse(ctx.app, editor, ordered.id)).hasOrders).toBe(true);

    const deleted = await call(ctx.app, 'DELETE', adminUrls.course(unordered.id), editor);
    expect(deleted.statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', adminUrls.course(unordered.id), editor)).statusCode).toBe(404);
    expect((await publicPage(unordered.slug)).statusCode).toBe(404);
    const [audit] = await auditRows(unordered.id);
    expect(audit).toMatchObject({ action: 'delete', after: null, before: { slug: unordered.slug } });
  });

  it('uploads an image re-encoded as WebP; the course shows it once saved in its images', async () => {
    const course = await aCourse(await aCategory());
    const editor = await editorAuth(ctx.app);
    const upload = multipart('image', 'photo.png', 'image/png', await png(1600, 900), editor);
    const res = await ctx.app.inject({ method: 'POST', url: adminUrls.courseImages(course.id), ...upload });
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(new RegExp(`^/uploads/courses/${course.id}-[0-9a-f]+\\.webp$`));
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 960,
      height: 600,
    });
    expect(existsSync(path.join(ctx.app.config.dataDir, url))).toBe(true);

    const loaded = await readAdminCourse(ctx.app, editor, course.id);
    const saved = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      images: [url, ...loaded.images.slice(1)],
      version: loaded.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect((await publicPage(course.slug)).json().data.images).toEqual([url, ...loaded.images.slice(1)]);
  });

  it('refuses a non-image upload with 400, and an image list naming a foreign URL with 400', async () => {
    const course = await aCourse(await aCategory());
    const editor = await editorAuth(ctx.app);
    const text = multipart('image', 'photo.png', 'image/png', Buffer.from('not an image at all'), editor);
    const res = await ctx.app.inject({ method: 'POST', url: adminUrls.courseImages(course.id), ...text });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.images.type);

    const { updatedAt, images } = await readAdminCourse(ctx.app, editor, course.id);
    for (const foreign of ['/uploads/avatars/someone.webp', `/uploads/courses/${randomUUID()}-abc.webp`]) {
      const patch = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
        images: [...images, foreign],
        version: updatedAt,
      });
      expect(patch.statusCode).toBe(400);
      expect(patch.json().message).toBe(M.courseImageUnknown);
    }
    expect((await readAdminCourse(ctx.app, editor, course.id)).images).toEqual(images);
  });

  it('answers 401 without a token and 403 to a learner on every course route, and changes nothing', async () => {
    const course = await aCourse(await aCategory());
    const learner = await signedInUser(ctx.app);
    const version = course.updatedAt.toISOString();
    const requests = [
      ['GET', adminUrls.courses, undefined],
      ['GET', adminUrls.course(course.id), undefined],
      ['GET', adminUrls.coursePreview(course.id), undefined],
      ['POST', adminUrls.courses, aCourseRequest(course.categoryId)],
      ['PATCH', adminUrls.course(course.id), { name: 'Hacked', version }],
      ['POST', adminUrls.courseStatus(course.id), { status: 'draft', version }],
      ['DELETE', adminUrls.course(course.id), undefined],
      ['POST', adminUrls.courseImages(course.id), undefined],
    ] as const;
    await expectStaffOnly(ctx.app, learner.auth, requests);
    expect((await publicPage(course.slug)).json().data.name).toBe(course.name);
    expect(await auditRows(course.id)).toEqual([]);
  });

  it('lets an admin do what an editor does', async () => {
    const category = await aCategory();
    const admin = await adminAuth(ctx.app);
    const course = await createCourse(ctx.app, admin, aCourseRequest(category.id));
    expect((await setCourseStatus(ctx.app, admin, course._id, 'published')).status).toBe('published');
  });
});
