import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, wishlistItems } from '@curio/db';
import { COMMERCE_MESSAGES as M, MESSAGES, ZWishlist, type TWishlist } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  addToCart,
  aCourseInStock,
  garbageAuth,
  get,
  post,
  readCart,
  someCourses,
  urls,
  type Auth,
} from './helpers/commerce.ts';
import { testDatabase } from './helpers/database.ts';
import { signedInUser } from './helpers/users.ts';

const { wishlistAdd: ADD, wishlistRemove: REMOVE, wishlistMove: MOVE } = urls;

async function readWishlist(app: FastifyInstance, auth: Auth): Promise<TWishlist> {
  const res = await get(app, urls.wishlist, auth);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function wish(app: FastifyInstance, auth: Auth, courseId: string) {
  const res = await post(app, ADD, auth, { courseId });
  expect(res.statusCode).toBe(200);
  return res.json().data as TWishlist;
}

const badCourseBodies = [
  ['no courseId', {}],
  ['a malformed course id', { courseId: 'abc' }],
  ['a course id that is a number', { courseId: 12 }],
] as const;

describe('the wishlist each write answers', () => {
  const ctx = useTestApp();

  it('is the wishlist a read right after it gives: newest first, an unpublished course left out', async () => {
    const [a, b, c, hidden] = await someCourses([{}, {}, {}, {}]);
    if (!a || !b || !c || !hidden) throw new Error('courses were not created');
    const me = await signedInUser(ctx.app);
    await wish(ctx.app, me.auth, a.id);
    await wish(ctx.app, me.auth, hidden.id);
    const { db } = await testDatabase();
    await db.update(courses).set({ status: 'archived' }).where(eq(courses.id, hidden.id));

    const writes = [
      ['add a course', ADD, b, [b, a]],
      ['add one already there', ADD, a, [b, a]],
      ['remove a course', REMOVE, b, [a]],
      ['add another', ADD, c, [c, a]],
    ] as const;
    for (const [what, url, course, expected] of writes) {
      const res = await post(ctx.app, url, me.auth, { courseId: course.id });
      expect(res.statusCode, what).toBe(200);
      const answered = ZWishlist.strict().parse(res.json().data);
      expect(answered, what).toEqual(await readWishlist(ctx.app, me.auth));
      expect(
        answered.courses.map((listed) => listed._id),
        what,
      ).toEqual(expected.map((listed) => listed.id));
    }
  });
});

describe('POST /api/wishlist/add and GET /api/wishlist', () => {
  const ctx = useTestApp();

  it('adds a course and lists the wishlist newest first', async () => {
    const [a, b] = await someCourses([{ name: 'Older wish', priceCents: 1999 }, { name: 'Newer wish' }]);
    const me = await signedInUser(ctx.app);
    const res = await post(ctx.app, ADD, me.auth, { courseId: a?.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.wishlist.added);
    expect(res.json().data).toEqual({
      courses: [
        {
          _id: a?.id,
          name: 'Older wish',
          slug: a?.slug,
          price: 19.99,
          images: a?.images,
          duration: a?.duration,
        },
      ],
    });
    await wish(ctx.app, me.auth, b?.id ?? '');
    const list = await readWishlist(ctx.app, me.auth);
    expect(() => ZWishlist.strict().parse(list)).not.toThrow();
    expect(list.courses.map((c) => c.name)).toEqual(['Newer wish', 'Older wish']);
  });

  it('keeps one entry when the same course is added twice (a 200 no-op)', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    await wish(ctx.app, me.auth, course.id);
    const again = await post(ctx.app, ADD, me.auth, { courseId: course.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(M.alreadyInWishlist);
    expect(again.json().data.courses).toHaveLength(1);
    const { db } = await testDatabase();
    expect(
      await db.select().from(wishlistItems).where(eq(wishlistItems.userId, me.profile._id)),
    ).toHaveLength(1);
  });

  it('answers 404 for a course that does not exist', async () => {
    const me = await signedInUser(ctx.app);
    const res = await post(ctx.app, ADD, me.auth, { courseId: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.courseNotFound);
    expect((await readWishlist(ctx.app, me.auth)).courses).toEqual([]);
  });

  it.each(badCourseBodies)('refuses %s with 400', async (_label, payload) => {
    const me = await signedInUser(ctx.app);
    const res = await post(ctx.app, ADD, me.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: M.courseIdInvalid });
  });

  it('refuses adding or reading without a token, or with a garbage token, with 401', async () => {
    const course = await aCourseInStock();
    for (const headers of [{}, garbageAuth]) {
      expect((await post(ctx.app, ADD, headers, { courseId: course.id })).statusCode).toBe(401);
      expect((await get(ctx.app, urls.wishlist, headers)).statusCode).toBe(401);
    }
  });
});

describe('POST /api/wishlist/remove', () => {
  const ctx = useTestApp();

  it('removes the course and answers the list without it', async () => {
    const [a, b] = await someCourses([{}, {}]);
    const me = await signedInUser(ctx.app);
    await wish(ctx.app, me.auth, a?.id ?? '');
    await wish(ctx.app, me.auth, b?.id ?? '');
    const res = await post(ctx.app, REMOVE, me.auth, { courseId: a?.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.removedFromWishlist);
    expect(res.json().data.courses.map((c: { _id: string }) => c._id)).toEqual([b?.id]);
  });

  it('answers 404 for a course that is not in the wishlist', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    for (const courseId of [course.id, randomUUID()]) {
      const res = await post(ctx.app, REMOVE, me.auth, { courseId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notInWishlist);
    }
  });

  it.each(badCourseBodies)('refuses %s with 400', async (_label, payload) => {
    const me = await signedInUser(ctx.app);
    expect((await post(ctx.app, REMOVE, me.auth, payload)).statusCode).toBe(400);
  });

  it('refuses a request without a token, or with a garbage token, with 401', async () => {
    for (const headers of [{}, garbageAuth])
      expect((await post(ctx.app, REMOVE, headers, { courseId: randomUUID() })).statusCode).toBe(401);
  });
});

describe('POST /api/wishlist/move-to-cart', () => {
  const ctx = useTestApp();

  it('takes the course out of the wishlist and puts 1 in the cart', async () => {
    const course = await aCourseInStock({ priceCents: 3000 });
    const me = await signedInUser(ctx.app);
    await wish(ctx.app, me.auth, course.id);
    const res = await post(ctx.app, MOVE, me.auth, { courseId: course.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.wishlist.moved);
    expect(res.json().data).toMatchObject({ itemCount: 1, total: 30 });
    expect((await readWishlist(ctx.app, me.auth)).courses).toEqual([]);
    expect((await readCart(ctx.app, me.auth)).courses.map((l) => [l.course._id, l.quantity])).toEqual([
      [course.id, 1],
    ]);
  });

  it('raises an existing cart line by 1', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, course.id, 2);
    await wish(ctx.app, me.auth, course.id);
    const res = await post(ctx.app, MOVE, me.auth, { courseId: course.id });
    expect(res.json().data.courses[0].quantity).toBe(3);
    expect((await readWishlist(ctx.app, me.auth)).courses).toEqual([]);
  });

  it('keeps the wish when the cart line is already at 100 (409, both or neither)', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, course.id, 100);
    await wish(ctx.app, me.auth, course.id);
    const res = await post(ctx.app, MOVE, me.auth, { courseId: course.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.quantityTooHigh);
    expect((await readWishlist(ctx.app, me.auth)).courses.map((c) => c._id)).toEqual([course.id]);
    expect((await readCart(ctx.app, me.auth)).courses[0]?.quantity).toBe(100);
  });

  it('answers 404 for a course that is not in the wishlist, and adds nothing to the cart', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    for (const courseId of [course.id, randomUUID()]) {
      const res = await post(ctx.app, MOVE, me.auth, { courseId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notInWishlist);
    }
    expect((await readCart(ctx.app, me.auth)).courses).toEqual([]);
  });

  it.each(badCourseBodies)('refuses %s with 400', async (_label, payload) => {
    const me = await signedInUser(ctx.app);
    expect((await post(ctx.app, MOVE, me.auth, payload)).statusCode).toBe(400);
  });

  it('refuses a request without a token, or with a garbage token, with 401', async () => {
    for (const headers of [{}, garbageAuth])
      expect((await post(ctx.app, MOVE, headers, { courseId: randomUUID() })).statusCode).toBe(401);
  });
});

describe('one learner’s wishlist is theirs alone', () => {
  const ctx = useTestApp();

  it('never shows, removes or moves another learner’s wish', async () => {
    const course = await aCourseInStock();
    const alice = await signedInUser(ctx.app);
    const bob = await signedInUser(ctx.app);
    await wish(ctx.app, alice.auth, course.id);

    expect((await readWishlist(ctx.app, bob.auth)).courses).toEqual([]);
    expect((await post(ctx.app, REMOVE, bob.auth, { courseId: course.id })).statusCode).toBe(404);
    expect((await post(ctx.app, MOVE, bob.auth, { courseId: course.id })).statusCode).toBe(404);
    expect((await readCart(ctx.app, bob.auth)).courses).toEqual([]);
    expect((await readWishlist(ctx.app, alice.auth)).courses.map((c) => c._id)).toEqual([course.id]);
  });
});
