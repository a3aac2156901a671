import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '@curio/db';
import { COMMERCE_MESSAGES as M, MESSAGES, ZCart } from '@curio/shared';
import { DEFAULT_RATE_LIMITS } from '#api/config.ts';
import { useTestApp } from './helpers/app.ts';
import {
  addToCart,
  aCourseInStock,
  garbageAuth,
  post,
  get,
  readCart,
  someCourses,
  urls,
} from './helpers/commerce.ts';
import { testDatabase } from './helpers/database.ts';
import { signedInUser } from './helpers/users.ts';

const { cartAdd: ADD, cartUpdate: UPDATE, cartRemove: REMOVE } = urls;

/** Bodies every quantity-taking cart route refuses with 400, and the field and message it names. */
const badQuantityBodies = (courseId: string) =>
  [
    ['a quantity of 0', { courseId, quantity: 0 }, 'quantity', M.quantityInvalid],
    ['a negative quantity', { courseId, quantity: -1 }, 'quantity', M.quantityInvalid],
    ['a fractional quantity', { courseId, quantity: 1.5 }, 'quantity', M.quantityInvalid],
    ['a quantity over 100', { courseId, quantity: 101 }, 'quantity', M.quantityInvalid],
    ['a quantity given as text', { courseId, quantity: '2' }, 'quantity', M.quantityInvalid],
    ['no courseId', { quantity: 1 }, 'courseId', M.courseIdInvalid],
    ['a malformed course id', { courseId: 'not-a-uuid', quantity: 1 }, 'courseId', M.courseIdInvalid],
  ] as const;

describe('the cart each write answers', () => {
  const ctx = useTestApp();

  it('is the cart a read right after it gives: its lines oldest first, an unpublished course left out', async () => {
    const [a, b, c, hidden, wished] = await someCourses([
      { priceCents: 1000 },
      { priceCents: 2500 },
      { priceCents: 999 },
      { priceCents: 4000 },
      { priceCents: 1250 },
    ]);
    if (!a || !b || !c || !hidden || !wished) throw new Error('courses were not created');
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, b.id, 3);
    await addToCart(ctx.app, me.auth, hidden.id);
    await addToCart(ctx.app, me.auth, a.id, 2);
    const { db } = await testDatabase();
    await db.update(courses).set({ status: 'draft' }).where(eq(courses.id, hidden.id));
    expect((await post(ctx.app, urls.wishlistAdd, me.auth, { courseId: wished.id })).statusCode).toBe(200);

    const writes = [
      // A new line goes last; raising the oldest keeps it first.
      ['add a new course', ADD, { courseId: c.id, quantity: 1 }, [b, a, c]],
      ['raise the oldest line', ADD, { courseId: b.id, quantity: 2 }, [b, a, c]],
      ['set a quantity', UPDATE, { courseId: a.id, quantity: 5 }, [b, a, c]],
      ['remove a line', REMOVE, { courseId: c.id }, [b, a]],
      ['move a wish to the cart', urls.wishlistMove, { courseId: wished.id }, [b, a, wished]],
    ] as const;
    for (const [what, url, body, expected] of writes) {
      const res = await post(ctx.app, url, me.auth, body);
      expect(res.statusCode, what).toBe(200);
      const answered = ZCart.strict().parse(res.json().data);
      expect(answered, what).toEqual(await readCart(ctx.app, me.auth));
      expect(
        answered.courses.map((line) => line.course._id),
        what,
      ).toEqual(expected.map((course) => course.id));
    }
    // 5 × 25.00 + 5 × 10.00 + 1 × 12.50
    expect((await readCart(ctx.app, me.auth)).total).toBe(187.5);
  });
});

describe('POST /api/cart/add-to-cart', () => {
  const ctx = useTestApp();

  it('adds a course with quantity 1 and answers the whole cart', async () => {
    const course = await aCourseInStock({ name: 'Balcony Gardening', priceCents: 1999 });
    const me = await signedInUser(ctx.app);
    const res = await post(ctx.app, ADD, me.auth, { courseId: course.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, message: MESSAGES.cart.added });
    expect(ZCart.strict().parse(body.data)).toEqual({
      courses: [
        {
          course: {
            _id: course.id,
            name: 'Balcony Gardening',
            slug: course.slug,
            price: 19.99,
            images: course.images,
            duration: course.duration,
          },
          quantity: 1,
        },
      ],
      itemCount: 1,
      total: 19.99,
    });
  });

  it('raises the quantity by the amount sent when the course is already in the cart', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, course.id);
    const cart = await addToCart(ctx.app, me.auth, course.id, 4);
    expect(cart.courses).toHaveLength(1);
    expect(cart.courses[0]?.quantity).toBe(5);
    expect((await readCart(ctx.app, me.auth)).courses[0]?.quantity).toBe(5);
  });

  it('refuses to pass 100 of a course with 409 and leaves the quantity as it was', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, course.id, 60);
    const over = await post(ctx.app, ADD, me.auth, { courseId: course.id, quantity: 41 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ statusCode: 409, message: M.quantityTooHigh, data: null });
    expect((await readCart(ctx.app, me.auth)).courses[0]?.quantity).toBe(60);
    // Exactly 100 is allowed.
    expect((await addToCart(ctx.app, me.auth, course.id, 40)).courses[0]?.quantity).toBe(100);
    expect((await post(ctx.app, ADD, me.auth, { courseId: course.id })).statusCode).toBe(409);
    expect((await readCart(ctx.app, me.auth)).courses[0]?.quantity).toBe(100);
  });

  it('answers 404 for a course that does not exist, and adds nothing', async () => {
    const me = await signedInUser(ctx.app);
    const res = await post(ctx.app, ADD, me.auth, { courseId: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: M.courseNotFound, data: null });
    expect((await readCart(ctx.app, me.auth)).courses).toEqual([]);
  });

  it.each(badQuantityBodies(randomUUID()))('refuses %s with 400', async (_label, payload, field, message) => {
    const me = await signedInUser(ctx.app);
    const res = await post(ctx.app, ADD, me.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message, data: null });
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('refuses a request without a token, or with a token it never issued, with 401', async () => {
    const course = await aCourseInStock();
    const anonymous = await post(ctx.app, ADD, {}, { courseId: course.id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ statusCode: 401, message: MESSAGES.auth.tokenMissing, data: null });
    const garbage = await post(ctx.app, ADD, garbageAuth, { courseId: course.id });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().message).toBe(MESSAGES.auth.sessionExpired);
  });
});

describe('GET /api/cart/get-cart', () => {
  const ctx = useTestApp();

  it('answers an empty cart for a new learner', async () => {
    const me = await signedInUser(ctx.app);
    const res = await get(ctx.app, urls.cartGet, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ courses: [], itemCount: 0, total: 0 });
  });

  it('lists lines oldest first with the item count and the total computed in cents', async () => {
    const [a, b, c] = await someCourses([{ priceCents: 1999 }, { priceCents: 4999 }, { priceCents: 10 }]);
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, b?.id ?? '', 3);
    await addToCart(ctx.app, me.auth, a?.id ?? '', 2);
    await addToCart(ctx.app, me.auth, c?.id ?? '', 7);
    const cart = await readCart(ctx.app, me.auth);
    expect(cart.courses.map((l) => [l.course._id, l.quantity])).toEqual([
      [b?.id, 3],
      [a?.id, 2],
      [c?.id, 7],
    ]);
    expect(cart.itemCount).toBe(12);
    // 3 × 49.99 + 2 × 19.99 + 7 × 0.10 = 149.97 + 39.98 + 0.70
    expect(cart.total).toBe(190.65);
  });

  it('drops a line whose course was deleted', async () => {
    const [kept, gone] = await someCourses([{}, {}]);
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, kept?.id ?? '');
    await addToCart(ctx.app, me.auth, gone?.id ?? '');
    const { db } = await testDatabase();
    await db.delete(courses).where(eq(courses.id, gone?.id ?? ''));
    expect((await readCart(ctx.app, me.auth)).courses.map((l) => l.course._id)).toEqual([kept?.id]);
  });

  it('refuses a request without a token, or with a garbage token, with 401', async () => {
    for (const headers of [{}, garbageAuth]) {
      expect((await get(ctx.app, urls.cartGet, headers)).statusCode).toBe(401);
    }
  });
});

describe('POST /api/cart/update-quantity', () => {
  const ctx = useTestApp();

  it('sets the quantity of a line and answers the cart', async () => {
    const course = await aCourseInStock({ priceCents: 2500 });
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, course.id, 3);
    const res = await post(ctx.app, UPDATE, me.auth, { courseId: course.id, quantity: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.cartUpdated);
    expect(res.json().data).toMatchObject({ itemCount: 1, total: 25 });
    const up = await post(ctx.app, UPDATE, me.auth, { courseId: course.id, quantity: 100 });
    expect(up.json().data.courses[0].quantity).toBe(100);
  });

  it('answers 404 for a course that is not in the cart, or does not exist', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    for (const courseId of [course.id, randomUUID()]) {
      const res = await post(ctx.app, UPDATE, me.auth, { courseId, quantity: 2 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notInCart);
    }
    expect((await readCart(ctx.app, me.auth)).courses).toEqual([]);
  });

  it.each(badQuantityBodies(randomUUID()))('refuses %s with 400', async (_label, payload, field, message) => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, course.id, 3);
    const body =
      'courseId' in payload && payload.courseId !== 'not-a-uuid'
        ? { ...payload, courseId: course.id }
        : payload;
    const res = await post(ctx.app, UPDATE, me.auth, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await readCart(ctx.app, me.auth)).courses[0]?.quantity).toBe(3);
  });

  it('refuses a missing quantity with 400', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, course.id);
    const res = await post(ctx.app, UPDATE, me.auth, { courseId: course.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'quantity', message: M.quantityInvalid });
  });

  it('refuses a request without a token, or with a garbage token, with 401', async () => {
    const course = await aCourseInStock();
    for (const headers of [{}, garbageAuth]) {
      const res = await post(ctx.app, UPDATE, headers, { courseId: course.id, quantity: 2 });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('POST /api/cart/remove-from-cart', () => {
  const ctx = useTestApp();

  it('removes the line and answers the cart without it', async () => {
    const [a, b] = await someCourses([{ priceCents: 1000 }, { priceCents: 2000 }]);
    const me = await signedInUser(ctx.app);
    await addToCart(ctx.app, me.auth, a?.id ?? '');
    await addToCart(ctx.app, me.auth, b?.id ?? '', 2);
    const res = await post(ctx.app, REMOVE, me.auth, { courseId: a?.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.removedFromCart);
    expect(res.json().data).toMatchObject({ itemCount: 2, total: 40 });
    expect((await readCart(ctx.app, me.auth)).courses.map((l) => l.course._id)).toEqual([b?.id]);
  });

  it('answers 404 for a course that is not in the cart', async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    for (const courseId of [course.id, randomUUID()]) {
      const res = await post(ctx.app, REMOVE, me.auth, { courseId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notInCart);
    }
  });

  it.each([
    ['no courseId', {}],
    ['a malformed course id', { courseId: '1234' }],
    ['a course id that is a number', { courseId: 7 }],
  ])('refuses %s with 400', async (_label, payload) => {
    const me = await signedInUser(ctx.app);
    const res = await post(ctx.app, REMOVE, me.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'courseId', message: M.courseIdInvalid }]);
  });

  it('refuses a request without a token, or with a garbage token, with 401', async () => {
    const course = await aCourseInStock();
    for (const headers of [{}, garbageAuth]) {
      expect((await post(ctx.app, REMOVE, headers, { courseId: course.id })).statusCode).toBe(401);
    }
  });
});

describe('one learner’s cart is theirs alone', () => {
  const ctx = useTestApp();

  it('never shows or changes another learner’s cart', async () => {
    const course = await aCourseInStock();
    const alice = await signedInUser(ctx.app);
    const bob = await signedInUser(ctx.app);
    await addToCart(ctx.app, alice.auth, course.id, 3);

    expect((await readCart(ctx.app, bob.auth)).courses).toEqual([]);
    const update = await post(ctx.app, UPDATE, bob.auth, { courseId: course.id, quantity: 9 });
    expect(update.statusCode).toBe(404);
    const remove = await post(ctx.app, REMOVE, bob.auth, { courseId: course.id });
    expect(remove.statusCode).toBe(404);
    // Bob adding the same course makes his own line; Alice's stays at 3.
    expect((await addToCart(ctx.app, bob.auth, course.id)).courses[0]?.quantity).toBe(1);
    expect((await readCart(ctx.app, alice.auth)).courses[0]?.quantity).toBe(3);
  });
});

describe('cart write limit (per learner and route)', () => {
  const LIMIT = 3;
  const ctx = useTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, cartWrites: { max: LIMIT, timeWindow: 60_000 } },
  });

  it(`answers 429 on write ${LIMIT + 1} in the window, changes nothing, and leaves reads and other learners alone`, async () => {
    const course = await aCourseInStock();
    const me = await signedInUser(ctx.app);
    for (let i = 0; i < LIMIT; i++)
      expect((await post(ctx.app, ADD, me.auth, { courseId: course.id })).statusCode).toBe(200);

    const limited = await post(ctx.app, ADD, me.auth, { courseId: course.id });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, data: null });
    expect(limited.json().message).toMatch(/^Too many attempts\. Try again in /);
    expect((await readCart(ctx.app, me.auth)).courses[0]?.quantity).toBe(LIMIT);

    const other = await signedInUser(ctx.app);
    expect((await post(ctx.app, ADD, other.auth, { courseId: course.id })).statusCode).toBe(200);
  });

  it('limits wishlist writes with the same allowance', async () => {
    const wished = await someCourses([{}, {}, {}, {}]);
    const me = await signedInUser(ctx.app);
    const replies = [];
    for (const course of wished)
      replies.push(await post(ctx.app, urls.wishlistAdd, me.auth, { courseId: course.id }));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
  });
});
