import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COURSE_COPY_TEXTS, envelope, ZAdminCourse, ZCoursePreview } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  aCourseRequest,
  adminUrls,
  auditRows,
  call,
  createCourse,
  editCourse,
  expectStaffOnly,
  setCourseStatus,
  type Auth,
} from './helpers/catalogue-admin.ts';
import { anOrder, post } from './helpers/commerce.ts';
import { aCategory } from './helpers/courses.ts';
import { multipart, png } from './helpers/uploads.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const duplicateUrl = (id: string) => `${adminUrls.course(id)}/duplicate`;
const ZCourseReply = envelope(ZAdminCourse.strict());

async function duplicate(app: FastifyInstance, auth: Auth, id: string) {
  const res = await call(app, 'POST', duplicateUrl(id), auth);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe(COURSE_COPY_TEXTS.duplicated);
  return ZCourseReply.parse(res.json()).data;
}

/** A published course with an uploaded image saved in its images, a review and an order. */
async function aCourseWithHistory(app: FastifyInstance, editor: Auth) {
  const category = await aCategory({ name: 'Design' });
  const course = await createCourse(
    app,
    editor,
    aCourseRequest(category.id, {
      name: 'Figma in Practice',
      slug: 'figma-in-practice',
      studentsEnrolled: 40,
    }),
  );
  const upload = multipart('image', 'cover.png', 'image/png', await png(960, 600), editor);
  const uploaded = await app.inject({ method: 'POST', url: adminUrls.courseImages(course._id), ...upload });
  const image: string = uploaded.json().data.url;
  await editCourse(app, editor, course._id, { images: [image] });
  await setCourseStatus(app, editor, course._id, 'published');
  const learner = await signedInUser(app);
  const review = await post(app, `/api/course/${course._id}/review`, learner.auth, {
    rating: 5,
    comment: 'Clear and practical.',
  });
  expect(review.statusCode, review.body).toBe(201);
  await anOrder(app, (await signedInUser(app)).auth, [{ courseId: course._id }]);
  return { course, image };
}

describe('POST /api/admin/courses/{id}/duplicate', () => {
  const ctx = useTestApp();

  it('makes a draft copy with the fields, curriculum, quiz and images, but no reviews, orders or enrolments', async () => {
    const editor = await editorAuth(ctx.app);
    const { course, image } = await aCourseWithHistory(ctx.app, editor);
    const original = ZCourseReply.parse(
      (await call(ctx.app, 'GET', adminUrls.course(course._id), editor)).json(),
    ).data;

    const copy = await duplicate(ctx.app, editor, course._id);
    expect(copy._id).not.toBe(course._id);
    expect(copy).toMatchObject({
      name: 'Copy of Figma in Practice',
      slug: 'figma-in-practice-copy',
      status: 'draft',
      hasOrders: false,
      studentsEnrolled: 0,
      images: [image],
      category: original.category,
      curriculum: original.curriculum,
      description: original.description,
      feature: original.feature,
      audience: original.audience,
      overview: original.overview,
      certificateDemo: original.certificateDemo,
      price: original.price,
      duration: original.duration,
      lectures: original.lectures,
    });
    // The same questions and answers, as the copy's own rows.
    const words = (quiz: typeof copy.quiz) => quiz.map(({ _id: _, ...question }) => question);
    expect(words(copy.quiz)).toEqual(words(original.quiz));
    expect(copy.quiz.map((q) => q._id)).not.toContain(original.quiz[0]?._id);

    const preview = await call(ctx.app, 'GET', adminUrls.coursePreview(copy._id), editor);
    expect(envelope(ZCoursePreview).parse(preview.json()).data.reviews).toEqual([]);
    // A draft: the public site does not know it.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/course/slug/${copy.slug}` })).statusCode).toBe(
      404,
    );
    // The original is untouched.
    expect(
      ZCourseReply.parse((await call(ctx.app, 'GET', adminUrls.course(course._id), editor)).json()).data,
    ).toEqual(original);
  });

  it('records the copy in the audit log with what it was copied from', async () => {
    const editor = await editorAuth(ctx.app);
    const category = await aCategory();
    const course = await createCourse(ctx.app, editor, aCourseRequest(category.id, { name: 'Go Basics' }));
    const copy = await duplicate(ctx.app, editor, course._id);
    const [row] = await auditRows(copy._id);
    expect(row).toMatchObject({
      action: 'duplicate',
      entity: 'course',
      entityId: copy._id,
      before: null,
      after: { name: 'Copy of Go Basics', status: 'draft', copiedFrom: course._id },
    });
    expect(row?.after).toMatchObject({ quiz: [{ question: 'What does tsc do?', correctOption: 0 }] });
  });

  it('finds the next free slug: a second copy, and a slug that still redirects, are skipped', async () => {
    const admin = await adminAuth(ctx.app);
    const category = await aCategory();
    const course = await createCourse(ctx.app, admin, aCourseRequest(category.id, { slug: 'rust-intro' }));
    expect((await duplicate(ctx.app, admin, course._id)).slug).toBe('rust-intro-copy');
    // Another course gave up `rust-intro-copy-2`: it still answers with a redirect, so no copy may take it.
    const other = await createCourse(
      ctx.app,
      admin,
      aCourseRequest(category.id, { slug: 'rust-intro-copy-2' }),
    );
    await editCourse(ctx.app, admin, other._id, { slug: 'rust-in-depth' });
    expect((await duplicate(ctx.app, admin, course._id)).slug).toBe('rust-intro-copy-3');
  });

  it('keeps the shared image files while the copy shows them, after the original is deleted', async () => {
    const editor = await editorAuth(ctx.app);
    const category = await aCategory();
    const course = await createCourse(ctx.app, editor, aCourseRequest(category.id));
    const upload = multipart('image', 'cover.png', 'image/png', await png(960, 600), editor);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: adminUrls.courseImages(course._id),
      ...upload,
    });
    const image: string = uploaded.json().data.url;
    await editCourse(ctx.app, editor, course._id, { images: [image] });
    const copy = await duplicate(ctx.app, editor, course._id);

    const removed = await call(ctx.app, 'DELETE', adminUrls.course(course._id), editor);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(existsSync(path.join(ctx.app.config.dataDir, image))).toBe(true);
    // The copy's editor keeps the image through a save.
    await editCourse(ctx.app, editor, copy._id, { images: [image], name: 'Renamed copy' });
  });

  it('answers 404 for an unknown course and 400 for a malformed id, creating nothing', async () => {
    const editor = await editorAuth(ctx.app);
    const unknown = await call(ctx.app, 'POST', duplicateUrl(randomUUID()), editor);
    expect(unknown.statusCode).toBe(404);
    expect((await call(ctx.app, 'POST', duplicateUrl('not-a-uuid'), editor)).statusCode).toBe(400);
    const list = await call(ctx.app, 'GET', adminUrls.courses, editor);
    expect(list.json().data.total).toBe(0);
  });

  it('is for staff only: 401 without a token, 403 to a learner', async () => {
    const category = await aCategory();
    const course = await createCourse(ctx.app, await editorAuth(ctx.app), aCourseRequest(category.id));
    const learner = await signedInUser(ctx.app);
    await expectStaffOnly(ctx.app, learner.auth, [['POST', duplicateUrl(course._id), undefined]]);
  });
});
