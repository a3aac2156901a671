import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES as M, MESSAGES, ZReview } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { signedInUser } from './helpers/users.ts';

const reviewsUrl = (courseId: string) => `/api/course/${courseId}/reviews`;
const reviewUrl = (courseId: string, reviewId?: string) =>
  reviewId ? `/api/course/${courseId}/review/${reviewId}` : `/api/course/${courseId}/review`;

async function aCourseWithCategory() {
  return aCourse(await aCategory());
}

async function postReview(
  app: FastifyInstance,
  courseId: string,
  auth: Record<string, string>,
  payload: Record<string, unknown> = { rating: 4, comment: 'Clear and practical.' },
) {
  return app.inject({ method: 'POST', url: reviewUrl(courseId), headers: auth, payload });
}

describe('GET /api/course/{id}/reviews', () => {
  const ctx = useTestApp();

  it('lists reviews newest first with the author’s name and id', async () => {
    const course = await aCourseWithCategory();
    const first = await signedInUser(ctx.app, { name: 'Meera Iyer' });
    const second = await signedInUser(ctx.app, { name: 'Daniel Okafor' });
    await postReview(ctx.app, course.id, first.auth, { rating: 5, comment: 'First!' });
    await postReview(ctx.app, course.id, second.auth, { rating: 3, comment: 'Second.' });

    const res = await ctx.app.inject({ method: 'GET', url: reviewsUrl(course.id) });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Daniel Okafor', 'Meera Iyer']);
    expect(list[1]).toEqual({
      _id: expect.any(String),
      name: 'Meera Iyer',
      rating: 5,
      comment: 'First!',
      user: first.profile._id,
      course: course.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    for (const review of list) expect(() => ZReview.strict().parse(review)).not.toThrow();
  });

  it('answers an empty list for a course without reviews', async () => {
    const course = await aCourseWithCategory();
    const res = await ctx.app.inject({ method: 'GET', url: reviewsUrl(course.id) });
    expect(res.json().data).toEqual([]);
  });

  it('answers 404 for an unknown course and 400 for an id that is not a uuid', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: reviewsUrl(randomUUID()) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.courseNotFound);
    const malformed = await ctx.app.inject({ method: 'GET', url: reviewsUrl('not-a-uuid') });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
  });
});

describe('POST /api/course/{id}/review', () => {
  const ctx = useTestApp();

  it('adds a review by the token holder and answers 201 with it', async () => {
    const course = await aCourseWithCategory();
    const me = await signedInUser(ctx.app, { name: 'Sofia Alvarez' });
    const res = await postReview(ctx.app, course.id, me.auth, {
      rating: 5,
      comment: '<p>Loved <b>it</b></p>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      statusCode: 201,
      message: M.reviewAdded,
      data: { name: 'Sofia Alvarez', rating: 5, comment: '<p>Loved <b>it</b></p>', user: me.profile._id },
    });
  });

  it('refuses an anonymous review with 401', async () => {
    const course = await aCourseWithCategory();
    const res = await postReview(ctx.app, course.id, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: MESSAGES.auth.tokenMissing, data: null });
  });

  it('refuses a second review of the same course by the same learner with 409', async () => {
    const course = await aCourseWithCategory();
    const me = await signedInUser(ctx.app);
    expect((await postReview(ctx.app, course.id, me.auth)).statusCode).toBe(201);
    const again = await postReview(ctx.app, course.id, me.auth, { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.reviewDuplicate);
    // …while the same learner may review another course.
    const other = await aCourseWithCategory();
    expect((await postReview(ctx.app, other.id, me.auth)).statusCode).toBe(201);
  });

  it.each([
    ['a rating of 0', { rating: 0, comment: 'ok' }, 'rating', M.ratingRequired],
    ['a rating of 6', { rating: 6, comment: 'ok' }, 'rating', M.ratingRequired],
    ['a fractional rating', { rating: 3.5, comment: 'ok' }, 'rating', M.ratingRequired],
    ['a rating given as text', { rating: '5', comment: 'ok' }, 'rating', M.ratingRequired],
    ['no rating', { comment: 'ok' }, 'rating', M.ratingRequired],
    ['no comment', { rating: 4 }, 'comment', M.commentRequired],
    ['a blank comment', { rating: 4, comment: '   ' }, 'comment', M.commentRequired],
    [
      'a comment that is only a script',
      { rating: 4, comment: '<script>alert(1)</script>' },
      'comment',
      M.commentRequired,
    ],
    ['a comment of empty markup', { rating: 4, comment: '<p> </p><br>' }, 'comment', M.commentRequired],
    ['a comment that is too long', { rating: 4, comment: 'x'.repeat(2001) }, 'comment', M.commentTooLong],
  ])('answers 400 with a field error for %s', async (_label, payload, field, message) => {
    const course = await aCourseWithCategory();
    const me = await signedInUser(ctx.app);
    const res = await postReview(ctx.app, course.id, me.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message, errors: [{ field, message }] });
  });

  it('answers 404 for an unknown course', async () => {
    const me = await signedInUser(ctx.app);
    const res = await postReview(ctx.app, randomUUID(), me.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.courseNotFound);
  });
});

describe('review comments are sanitized (XSS)', () => {
  const ctx = useTestApp();

  it.each([
    ['a script tag', 'Great<script>alert(document.cookie)</script> course', 'Great course'],
    ['an image with onerror', 'Nice <img src=x onerror="alert(1)"> work', 'Nice  work'],
    ['a javascript: link', 'See <a href="javascript:alert(1)">this</a>', 'See this'],
    ['an svg with onload', 'Wow <svg onload="alert(1)"><circle r="4"/></svg>!', 'Wow !'],
    ['an event handler on an allowed tag', '<p onclick="alert(1)" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['an iframe', 'A<iframe src="https://evil.example"></iframe>B', 'AB'],
  ])('stores and returns %s inert', async (_label, comment, expected) => {
    const course = await aCourseWithCategory();
    const me = await signedInUser(ctx.app);
    const created = await postReview(ctx.app, course.id, me.auth, { rating: 4, comment });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.comment).toBe(expected);

    const listed = await ctx.app.inject({ method: 'GET', url: reviewsUrl(course.id) });
    const stored: string = listed.json().data[0].comment;
    expect(stored).toBe(expected);
    expect(stored).not.toMatch(/<script|<img|<svg|<iframe|<a\b|javascript:|\bon\w+=/i);
  });

  it('keeps the allowed formatting', async () => {
    const course = await aCourseWithCategory();
    const me = await signedInUser(ctx.app);
    const comment = '<p><strong>Bold</strong> and <em>calm</em></p><ul><li>one</li></ul>';
    const res = await postReview(ctx.app, course.id, me.auth, { rating: 5, comment });
    expect(res.json().data.comment).toBe(comment);
  });
});

describe('PUT and DELETE /api/course/{id}/review/{reviewId}', () => {
  const ctx = useTestApp();

  async function reviewedCourse() {
    const course = await aCourseWithCategory();
    const author = await signedInUser(ctx.app, { name: 'Rahul Menon' });
    const res = await postReview(ctx.app, course.id, author.auth, { rating: 2, comment: 'Too fast.' });
    return { course, author, review: res.json().data as { _id: string; updatedAt: string } };
  }

  it('lets the author change the rating and comment', async () => {
    const { course, author, review } = await reviewedCourse();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: reviewUrl(course.id, review._id),
      headers: author.auth,
      payload: { rating: 4, comment: 'Better on a second pass. <script>x()</script>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.reviewUpdated,
      data: { _id: review._id, rating: 4, comment: 'Better on a second pass.', name: 'Rahul Menon' },
    });
    expect(Date.parse(res.json().data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(review.updatedAt));
    const listed = await ctx.app.inject({ method: 'GET', url: reviewsUrl(course.id) });
    expect(listed.json().data).toEqual([res.json().data]);
  });

  it('refuses a review edit or delete by someone other than the author with 403', async () => {
    const { course, review } = await reviewedCourse();
    const stranger = await signedInUser(ctx.app);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: reviewUrl(course.id, review._id),
      headers: stranger.auth,
      payload: { rating: 1, comment: 'Hijacked' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(M.reviewNotYours);
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: reviewUrl(course.id, review._id),
      headers: stranger.auth,
    });
    expect(remove.statusCode).toBe(403);
    const listed = await ctx.app.inject({ method: 'GET', url: reviewsUrl(course.id) });
    expect(listed.json().data).toMatchObject([{ comment: 'Too fast.', rating: 2 }]);
  });

  it('refuses anonymous edits and deletes with 401', async () => {
    const { course, review } = await reviewedCourse();
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: reviewUrl(course.id, review._id),
      payload: { rating: 1, comment: 'x' },
    });
    const remove = await ctx.app.inject({ method: 'DELETE', url: reviewUrl(course.id, review._id) });
    expect([edit.statusCode, remove.statusCode]).toEqual([401, 401]);
  });

  it('validates an edit like a new review', async () => {
    const { course, author, review } = await reviewedCourse();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: reviewUrl(course.id, review._id),
      headers: author.auth,
      payload: { rating: 9, comment: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'rating', message: M.ratingRequired },
      { field: 'comment', message: M.commentRequired },
    ]);
  });

  it('lets the author delete the review; the learner may then review again', async () => {
    const { course, author, review } = await reviewedCourse();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: reviewUrl(course.id, review._id),
      headers: author.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: M.reviewDeleted, data: null });
    const listed = await ctx.app.inject({ method: 'GET', url: reviewsUrl(course.id) });
    expect(listed.json().data).toEqual([]);
    expect((await postReview(ctx.app, course.id, author.auth)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown review, a review of another course, or an unknown course', async () => {
    const { course, author, review } = await reviewedCourse();
    const otherCourse = await aCourseWithCategory();
    const urls = [
      reviewUrl(course.id, randomUUID()),
      reviewUrl(otherCourse.id, review._id),
      reviewUrl(randomUUID(), review._id),
    ];
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'DELETE', url, headers: author.auth });
      expect(res.statusCode, url).toBe(404);
    }
    const reviewUnknown = await ctx.app.inject({
      method: 'DELETE',
      url: urls[0] ?? '',
      headers: author.auth,
    });
    expect(reviewUnknown.json().message).toBe(M.reviewNotFound);
    const courseUnknown = await ctx.app.inject({
      method: 'DELETE',
      url: urls[2] ?? '',
      headers: author.auth,
    });
    expect(courseUnknown.json().message).toBe(M.courseNotFound);
  });

  it('answers 400 for a review id that is not a uuid', async () => {
    const { course, author } = await reviewedCourse();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: reviewUrl(course.id, '42'),
      headers: author.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'reviewId', message: expect.any(String) }]);
  });

  it('shows the author’s current name after a rename, even in a list served from the cache', async () => {
    const { course, author } = await reviewedCourse();
    // Read first, so the list is cached under the old name.
    await ctx.app.inject({ method: 'GET', url: reviewsUrl(course.id) });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: author.auth,
      payload: { name: 'Rahul K. Menon' },
    });
    const listed = await ctx.app.inject({ method: 'GET', url: reviewsUrl(course.id) });
    expect(listed.json().data[0].name).toBe('Rahul K. Menon');
  });
});
