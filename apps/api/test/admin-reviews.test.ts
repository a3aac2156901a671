import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@curio/db';
import {
  COURSE_MESSAGES,
  envelope,
  REVIEW_ADMIN_MESSAGES as M,
  ZAdminReview,
  ZConsolePage,
  ZMyReview,
  type TReview,
} from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { aCourseInStock, get, post, urls, type Auth } from './helpers/commerce.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const reviewPage = envelope(ZConsolePage(ZAdminReview.strict()));

async function aReview(
  app: FastifyInstance,
  courseId: string,
  rating: number,
  comment: string,
  name?: string,
) {
  const author = await signedInUser(app, name ? { name } : {});
  const res = await post(app, `/api/course/${courseId}/review`, author.auth, { rating, comment });
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.statusCode} ${res.body}`);
  return { author, review: res.json().data as TReview };
}

const hide = (app: FastifyInstance, auth: Auth, id: string, payload: object) =>
  post(app, `/api/admin/reviews/${id}/hide`, auth, payload);
const unhide = (app: FastifyInstance, auth: Auth, id: string) =>
  post(app, `/api/admin/reviews/${id}/unhide`, auth);

describe('review moderation (/api/admin/reviews)', () => {
  const ctx = useTestApp();

  /** What a visitor sees: the course page's rating and the reviews list (both from the public cache). */
  async function publicView(course: { id: string; slug: string }) {
    const page = await get(ctx.app, `/api/course/slug/${course.slug}`, {});
    const list = await get(ctx.app, `/api/course/${course.id}/reviews`, {});
    return {
      rating: page.json().data.rating as { average: number; count: number },
      comments: (list.json().data as TReview[]).map((r) => r.comment),
    };
  }

  it('hides a review from the course page and its average on the very next request; unhide brings it back', async () => {
    const course = await aCourseInStock({ name: 'Cloud Foundations' });
    await aReview(ctx.app, course.id, 5, '<p>Great course</p>');
    const { author, review } = await aReview(ctx.app, course.id, 1, '<p>Spam spam</p>');
    // Warm the public cache: the hide must drop these entries.
    expect(await publicView(course)).toEqual({
      rating: { average: 3, count: 2 },
      comments: ['<p>Spam spam</p>', '<p>Great course</p>'],
    });

    const editor = await editorAuth(ctx.app);
    const res = await hide(ctx.app, editor, review._id, { reason: '  Advertising  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.hidden);
    expect(envelope(ZAdminReview.strict()).parse(res.json()).data).toMatchObject({
      hidden: true,
      hiddenReason: 'Advertising',
      author: { _id: author.profile._id, email: author.email },
      course: { _id: course.id, slug: course.slug },
    });
    expect(await publicView(course)).toEqual({
      rating: { average: 5, count: 1 },
      comments: ['<p>Great course</p>'],
    });

    // Its author still sees it in their profile, marked hidden.
    const mine = await get(ctx.app, urls.myReviews, author.auth);
    const [own] = envelope(ZMyReview.strict().array()).parse(mine.json()).data;
    expect(own).toMatchObject({ _id: review._id, hidden: true, hiddenReason: 'Advertising' });

    // Editing it does not bring it back.
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/course/${course.id}/review/${review._id}`,
      headers: author.auth,
      payload: { rating: 5, comment: 'Actually great' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await publicView(course)).toEqual({
      rating: { average: 5, count: 1 },
      comments: ['<p>Great course</p>'],
    });
    expect((await get(ctx.app, urls.myReviews, author.auth)).json().data[0]).toMatchObject({ hidden: true });

    const shown = await unhide(ctx.app, await adminAuth(ctx.app), review._id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ message: M.unhidden, data: { hidden: false, hiddenReason: null } });
    expect(await publicView(course)).toEqual({
      rating: { average: 5, count: 2 },
      comments: ['Actually great', '<p>Great course</p>'],
    });
    expect((await get(ctx.app, urls.myReviews, author.auth)).json().data[0]).toMatchObject({
      hidden: false,
      hiddenReason: null,
    });
  });

  it('audits hide and unhide with before and after', async () => {
    const course = await aCourseInStock();
    const { review } = await aReview(ctx.app, course.id, 2, 'Meh');
    const editor = await editorAuth(ctx.app);
    await hide(ctx.app, editor, review._id, { reason: 'Off topic' });
    await unhide(ctx.app, editor, review._id);
    const { db } = await testDatabase();
    const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, review._id));
    expect(rows.map((r) => [r.action, r.entity, r.before, r.after])).toEqual([
      ['hide', 'review', { hidden: false, hiddenReason: null }, { hidden: true, hiddenReason: 'Off topic' }],
      [
        'unhide',
        'review',
        { hidden: true, hiddenReason: 'Off topic' },
        { hidden: false, hiddenReason: null },
      ],
    ]);
  });

  it('lists every review with filters by course, rating, hidden and a search, with the total', async () => {
    const cloud = await aCourseInStock({ name: 'Cloud Foundations' });
    const data = await aCourseInStock({ name: 'Data Basics' });
    await aReview(ctx.app, cloud.id, 5, 'Loved the labs', 'Asha Rao');
    const { review: spam } = await aReview(ctx.app, cloud.id, 1, 'Buy cheap watches', 'Spam Bot');
    await aReview(ctx.app, data.id, 4, 'Solid intro', 'Vikram Iyer');
    const editor = await editorAuth(ctx.app);
    await hide(ctx.app, editor, spam._id, { reason: 'Spam' });
    const list = async (query = '') => {
      const res = await get(ctx.app, `/api/admin/reviews${query ? `?${query}` : ''}`, editor);
      expect(res.statusCode, res.body).toBe(200);
      return reviewPage.parse(res.json()).data;
    };
    const comments = async (query: string) => (await list(query)).items.map((r) => r.comment);

    expect(await list()).toMatchObject({ total: 3, page: 1 });
    expect(await comments(`course=${cloud.id}`)).toEqual(['Buy cheap watches', 'Loved the labs']);
    expect(await comments('rating=4')).toEqual(['Solid intro']);
    expect(await comments('hidden=yes')).toEqual(['Buy cheap watches']);
    expect(await comments('hidden=no&sort=-rating')).toEqual(['Loved the labs', 'Solid intro']);
    expect(await comments('q=LABS')).toEqual(['Loved the labs']);
    expect(await comments('q=vikram')).toEqual(['Solid intro']);
    expect(await list('pageSize=1&page=3')).toMatchObject({
      total: 3,
      items: [{ comment: 'Loved the labs' }],
    });
  });

  it('refuses bad input with 400 and an unknown review with 404', async () => {
    const editor = await editorAuth(ctx.app);
    for (const query of ['rating=6', 'hidden=maybe', 'course=42', 'page=0'])
      expect((await get(ctx.app, `/api/admin/reviews?${query}`, editor)).statusCode, query).toBe(400);
    const course = await aCourseInStock();
    const { review } = await aReview(ctx.app, course.id, 3, 'Fine');
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await hide(ctx.app, editor, review._id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'reason', message: expect.any(String) });
    }
    const unknown = await hide(ctx.app, editor, randomUUID(), { reason: 'Spam' });
    expect(unknown.json()).toEqual({ statusCode: 404, message: COURSE_MESSAGES.reviewNotFound, data: null });
    expect((await unhide(ctx.app, editor, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to a learner, even the review’s author', async () => {
    const course = await aCourseInStock();
    const { author, review } = await aReview(ctx.app, course.id, 3, 'Fine');
    expect((await get(ctx.app, '/api/admin/reviews', {})).statusCode).toBe(401);
    expect((await hide(ctx.app, {}, review._id, { reason: 'x' })).statusCode).toBe(401);
    expect((await get(ctx.app, '/api/admin/reviews', author.auth)).statusCode).toBe(403);
    expect((await hide(ctx.app, author.auth, review._id, { reason: 'x' })).statusCode).toBe(403);
    expect((await unhide(ctx.app, author.auth, review._id)).statusCode).toBe(403);
    expect((await get(ctx.app, '/api/admin/reviews', await adminAuth(ctx.app))).statusCode).toBe(200);
  });
});
