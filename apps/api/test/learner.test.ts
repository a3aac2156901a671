import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES as M, ZMyReview, ZNotification, type TMyReview } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  aBroadcast,
  anOrder,
  garbageAuth,
  get,
  post,
  readNotifications,
  someCourses,
  urls,
  type Auth,
} from './helpers/commerce.ts';
import { signedInUser } from './helpers/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function review(app: FastifyInstance, auth: Auth, courseId: string, rating: number, comment: string) {
  const res = await post(app, `/api/course/${courseId}/review`, auth, { rating, comment });
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string };
}

describe('GET /api/user/address', () => {
  const ctx = useTestApp();

  it('answers null with “No saved address” for a learner who never saved one', async () => {
    const me = await signedInUser(ctx.app);
    const res = await get(ctx.app, urls.savedAddress, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: M.savedAddressNone, data: null });
  });

  it('refuses a request without a token, or with a garbage token, with 401', async () => {
    for (const headers of [{}, garbageAuth])
      expect((await get(ctx.app, urls.savedAddress, headers)).statusCode).toBe(401);
  });
});

describe('GET /api/user/reviews', () => {
  const ctx = useTestApp();

  it('lists only the learner’s own reviews, newest first, each with its course', async () => {
    const [pottery, sketching] = await someCourses([{ name: 'Pottery' }, { name: 'Sketching' }]);
    if (!pottery || !sketching) throw new Error('courses were not created');
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const first = await review(ctx.app, me.auth, pottery.id, 5, 'Loved the wheel sessions.');
    await review(ctx.app, other.auth, pottery.id, 2, 'Not for me.');
    const second = await review(ctx.app, me.auth, sketching.id, 4, 'Good pace.');

    const res = await get(ctx.app, urls.myReviews, me.auth);
    expect(res.statusCode).toBe(200);
    const mine = res.json().data as TMyReview[];
    for (const r of mine) expect(() => ZMyReview.strict().parse(r)).not.toThrow();
    expect(mine.map((r) => r._id)).toEqual([second._id, first._id]);
    expect(mine[1]).toMatchObject({
      rating: 5,
      comment: 'Loved the wheel sessions.',
      course: { _id: pottery.id, name: 'Pottery', slug: pottery.slug, images: pottery.images },
    });

    const theirs = (await get(ctx.app, urls.myReviews, other.auth)).json().data as TMyReview[];
    expect(theirs.map((r) => [r.course.name, r.comment])).toEqual([['Pottery', 'Not for me.']]);
  });

  it('answers an empty list for a learner without reviews', async () => {
    const me = await signedInUser(ctx.app);
    expect((await get(ctx.app, urls.myReviews, me.auth)).json().data).toEqual([]);
  });

  it('refuses a request without a token, or with a garbage token, with 401', async () => {
    for (const headers of [{}, garbageAuth])
      expect((await get(ctx.app, urls.myReviews, headers)).statusCode).toBe(401);
  });
});

describe('GET /api/notification/user', () => {
  const ctx = useTestApp();

  it('lists broadcasts and the learner’s own “Order placed”, newest first, never another learner’s', async () => {
    const now = Date.now();
    await aBroadcast('Weekend lab hours', new Date(now - 2 * DAY_MS));
    await aBroadcast('Welcome to Curio', new Date(now - 30 * DAY_MS));
    const course = (await someCourses([{ priceCents: 2450 }]))[0];
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const order = await anOrder(ctx.app, me.auth, [{ courseId: course?.id ?? '', quantity: 2 }]);
    await anOrder(ctx.app, other.auth, [{ courseId: course?.id ?? '' }]);

    const mine = await readNotifications(ctx.app, me.auth);
    for (const n of mine) expect(() => ZNotification.strict().parse(n)).not.toThrow();
    expect(mine.map((n) => [n.title, n.broadcast])).toEqual([
      ['Order placed', false],
      ['Weekend lab hours', true],
      ['Welcome to Curio', true],
    ]);
    expect(mine[0]?.message).toBe(
      `Your order ${order.reference} for $49.00 is placed. We will let you know when it is confirmed.`,
    );
    // The other learner sees their own order's notice and the broadcasts, not this learner's.
    const theirs = await readNotifications(ctx.app, other.auth);
    expect(theirs.map((n) => n.title)).toEqual(['Order placed', 'Weekend lab hours', 'Welcome to Curio']);
    expect(theirs[0]?.message).not.toContain(order.reference);
  });

  it('shows a new learner only the broadcasts', async () => {
    await aBroadcast('New course out');
    const me = await signedInUser(ctx.app);
    expect((await readNotifications(ctx.app, me.auth)).map((n) => [n.title, n.broadcast])).toEqual([
      ['New course out', true],
    ]);
  });

  it('refuses a request without a token, or with a garbage token, with 401', async () => {
    for (const headers of [{}, garbageAuth])
      expect((await get(ctx.app, urls.notifications, headers)).statusCode).toBe(401);
  });
});
