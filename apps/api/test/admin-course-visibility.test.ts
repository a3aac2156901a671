import { describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { adminUrls, call, readAdminCourse, setCourseStatus } from './helpers/catalogue-admin.ts';
import {
  addToCart,
  anOrder,
  orderFor,
  orderTableSizes,
  placeOrder,
  post,
  readCart,
  readOrders,
  urls,
} from './helpers/commerce.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { editorAuth, signedInUser } from './helpers/users.ts';

/** Only published courses reach the catalogue, search, course pages, carts and checkout. */
describe('what the public site shows of drafts and archived courses', () => {
  const ctx = useTestApp();
  const getJson = async (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const cardIds = async (url: string) =>
    ((await getJson(url)).json().data as { _id: string }[]).map((card) => card._id);

  it('keeps a draft out of the catalogue, search, its page, reviews, quiz, cart and wishlist; publishing shows it at once', async () => {
    const category = await aCategory();
    const draft = await aCourse(category, { name: 'Gardening secrets', status: 'draft' });
    const learner = await signedInUser(ctx.app);
    const publicUrls = {
      catalogue: '/api/course',
      category: `/api/course?category=${category.id}`,
      search: '/api/course?search=gardening',
    };
    // Warm every cache entry while the course is a draft.
    for (const url of Object.values(publicUrls)) expect(await cardIds(url), url).toEqual([]);
    for (const url of [
      `/api/course/slug/${draft.slug}`,
      `/api/course/${draft.id}/reviews`,
      `/api/course/${draft.id}/quiz`,
    ])
      expect((await getJson(url)).statusCode, url).toBe(404);
    for (const url of [urls.cartAdd, urls.wishlistAdd]) {
      const res = await post(ctx.app, url, learner.auth, { courseId: draft.id });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(COMMERCE_MESSAGES.courseNotFound);
    }

    await setCourseStatus(ctx.app, await editorAuth(ctx.app), draft.id, 'published');
    for (const url of Object.values(publicUrls)) expect(await cardIds(url), url).toEqual([draft.id]);
    expect((await getJson(`/api/course/slug/${draft.slug}`)).statusCode).toBe(200);
    expect((await getJson(`/api/course/${draft.id}/quiz`)).statusCode).toBe(200);
    expect((await addToCart(ctx.app, learner.auth, draft.id)).courses).toHaveLength(1);
  });

  it('refuses checkout of a course unpublished after it went into the cart (409, nothing stored)', async () => {
    const category = await aCategory();
    const kept = await aCourse(category, { name: 'Kept course' });
    const pulled = await aCourse(category, { name: 'Pulled course' });
    const learner = await signedInUser(ctx.app);
    await addToCart(ctx.app, learner.auth, kept.id);
    await addToCart(ctx.app, learner.auth, pulled.id);
    const checkoutView = orderFor(await readCart(ctx.app, learner.auth));

    await setCourseStatus(ctx.app, await editorAuth(ctx.app), pulled.id, 'draft');
    const before = await orderTableSizes();
    const refused = await placeOrder(ctx.app, learner.auth, checkoutView);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMMERCE_MESSAGES.courseUnavailable('Pulled course'));
    expect(await orderTableSizes()).toEqual(before);

    // The cart no longer shows it; ordering what it shows works, and the hidden line stays put.
    const cart = await readCart(ctx.app, learner.auth);
    expect(cart.courses.map((line) => line.course._id)).toEqual([kept.id]);
    expect((await placeOrder(ctx.app, learner.auth, orderFor(cart))).statusCode).toBe(201);
    expect((await orderTableSizes()).cartItems).toBe(1);
  });

  it('keeps the orders of an archived course, with their snapshots', async () => {
    const course = await aCourse(await aCategory(), { name: 'Retired course', priceCents: 2500 });
    const learner = await signedInUser(ctx.app);
    const order = await anOrder(ctx.app, learner.auth, [{ courseId: course.id }]);
    const listed = await readOrders(ctx.app, learner.auth);
    expect(listed.map((entry) => entry._id)).toEqual([order._id]);

    await setCourseStatus(ctx.app, await editorAuth(ctx.app), course.id, 'archived');
    expect(await readOrders(ctx.app, learner.auth)).toEqual(listed);
    expect((await getJson(urls.order(order._id), learner.auth)).json().data.courses[0].course).toMatchObject({
      _id: course.id,
      name: 'Retired course',
      slug: course.slug,
    });
  });

  it('applies a price change to new orders only', async () => {
    const course = await aCourse(await aCategory(), { priceCents: 4999 });
    const learner = await signedInUser(ctx.app);
    const first = await anOrder(ctx.app, learner.auth, [{ courseId: course.id }]);
    const editor = await editorAuth(ctx.app);
    const { updatedAt } = await readAdminCourse(ctx.app, editor, course.id);
    const res = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      price: 19.5,
      version: updatedAt,
    });
    expect(res.statusCode).toBe(200);

    // Another learner buys it at the new price (the first one is enrolled already).
    const other = await signedInUser(ctx.app);
    const second = await anOrder(ctx.app, other.auth, [{ courseId: course.id }]);
    expect(second.payment.amount).toBe(19.5);
    const orders = await readOrders(ctx.app, learner.auth);
    const old = orders.find((o) => o._id === first._id);
    expect(old?.payment.amount).toBe(49.99);
    expect(old?.courses[0]?.price).toBe(49.99);
  });
});
