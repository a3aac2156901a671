import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '@curio/db';
import { PUBLIC_CACHE_CONTROL } from '#api/plugins/cache.ts';
import { useTestApp } from './helpers/app.ts';
import { aCategory, aCourse, aQuiz } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';
import { signedInUser } from './helpers/users.ts';

describe('public course reads: ETag and 304 (ADR 005)', () => {
  const ctx = useTestApp();

  async function urls() {
    const category = await aCategory();
    const course = await aCourse(category);
    await aQuiz(course, [{ question: 'Q?', options: ['a', 'b'], correct: 1 }]);
    return [
      '/api/category',
      '/api/course',
      `/api/course?category=${category.id}`,
      '/api/course?search=garden',
      `/api/course/slug/${course.slug}`,
      `/api/course/${course.id}/reviews`,
      `/api/course/${course.id}/quiz`,
    ];
  }

  it('sends an ETag and a Cache-Control that makes browsers revalidate', async () => {
    for (const url of await urls()) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^"[\w-]+"$/);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('answers 304 with no body when If-None-Match carries the current ETag', async () => {
    for (const url of await urls()) {
      const first = await ctx.app.inject({ method: 'GET', url });
      const again = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(first.headers.etag);
    }
  });

  it('answers 200 with the body when the ETag is stale', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/category',
      headers: { 'if-none-match': '"not-the-current-one"' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('serves the same bytes again without reading the database', async () => {
    const course = await aCourse(await aCategory(), { name: 'Original name' });
    const url = `/api/course/slug/${course.slug}`;
    const first = await ctx.app.inject({ method: 'GET', url });
    // Changed behind the API's back (no invalidation): the cached reply is what is served.
    const { db } = await testDatabase();
    await db.update(courses).set({ name: 'Changed in SQL' }).where(eq(courses.id, course.id));
    const second = await ctx.app.inject({ method: 'GET', url });
    expect(second.body).toBe(first.body);
    expect(second.json().data.name).toBe('Original name');
  });
});

describe('cache invalidation after a review write', () => {
  const ctx = useTestApp();

  async function warmCache() {
    const category = await aCategory();
    const reviewed = await aCourse(category);
    const other = await aCourse(category);
    const urls = {
      categories: '/api/category',
      catalogue: '/api/course',
      detail: `/api/course/slug/${reviewed.slug}`,
      otherDetail: `/api/course/slug/${other.slug}`,
      reviews: `/api/course/${reviewed.id}/reviews`,
      otherReviews: `/api/course/${other.id}/reviews`,
    };
    const etags: Record<string, string> = {};
    for (const [name, url] of Object.entries(urls)) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      etags[name] = String(res.headers.etag);
    }
    return { reviewed, urls, etags };
  }

  const get = (url: string, etag?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  it('shows the new rating on the course page with a new ETag, and leaves the catalogue alone', async () => {
    const { reviewed, urls, etags } = await warmCache();
    const entriesBefore = ctx.app.publicCache.size;
    const me = await signedInUser(ctx.app);

    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/${reviewed.id}/review`,
      headers: me.auth,
      payload: { rating: 4, comment: 'Worth it.' },
    });
    expect(posted.statusCode).toBe(201);

    // Exactly two entries went: this course's page and its reviews list.
    expect(ctx.app.publicCache.size).toBe(entriesBefore - 2);

    const detail = await get(urls.detail, etags.detail);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.rating).toEqual({ average: 4, count: 1 });
    expect(detail.headers.etag).not.toBe(etags.detail);

    const reviews = await get(urls.reviews, etags.reviews);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().data).toMatchObject([{ comment: 'Worth it.', rating: 4 }]);

    for (const name of ['catalogue', 'categories', 'otherDetail', 'otherReviews'] as const) {
      const res = await get(urls[name], etags[name]);
      expect(res.statusCode, name).toBe(304);
    }
  });

  it('updates the rating after an edit and after a delete', async () => {
    const { reviewed, urls } = await warmCache();
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const mine = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/${reviewed.id}/review`,
      headers: me.auth,
      payload: { rating: 2, comment: 'Meh.' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/course/${reviewed.id}/review`,
      headers: other.auth,
      payload: { rating: 5, comment: 'Great.' },
    });
    expect((await get(urls.detail)).json().data.rating).toEqual({ average: 3.5, count: 2 });

    const reviewUrl = `/api/course/${reviewed.id}/review/${mine.json().data._id}`;
    await ctx.app.inject({
      method: 'PUT',
      url: reviewUrl,
      headers: me.auth,
      payload: { rating: 4, comment: 'Grew on me.' },
    });
    expect((await get(urls.detail)).json().data.rating).toEqual({ average: 4.5, count: 2 });
    expect((await get(urls.reviews)).json().data.map((r: { comment: string }) => r.comment)).toContain(
      'Grew on me.',
    );

    await ctx.app.inject({ method: 'DELETE', url: reviewUrl, headers: me.auth });
    expect((await get(urls.detail)).json().data.rating).toEqual({ average: 5, count: 1 });
    expect((await get(urls.reviews)).json().data).toHaveLength(1);
  });

  it('invalidates nothing when a review write is refused', async () => {
    const { reviewed } = await warmCache();
    const entriesBefore = ctx.app.publicCache.size;
    const me = await signedInUser(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/${reviewed.id}/review`,
      headers: me.auth,
      payload: { rating: 7, comment: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(ctx.app.publicCache.size).toBe(entriesBefore);
  });
});
