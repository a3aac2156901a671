import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { call, editCourse, setCourseStatus } from './helpers/catalogue-admin.ts';
import { CONTENT_CASES, contentUrls } from './helpers/content-admin.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { editorAuth } from './helpers/users.ts';
import { aWebDist } from './helpers/web-dist.ts';

const ORIGIN = 'http://curio.test';

/** The sitemap's URLs with their lastmod, as a crawler reads them. */
function urlsOf(xml: string): Map<string, string | undefined> {
  return new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
      ([, loc = '', lastmod]) => [loc.replaceAll('&amp;', '&'), lastmod],
    ),
  );
}

describe('/sitemap.xml and /robots.txt', () => {
  const ctx = useTestApp({ webDist: aWebDist() });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: 'curio.test', ...headers } });
  const sitemap = async () => urlsOf((await get('/sitemap.xml')).body);

  it('lists every indexable page once, and no learner, console or alias page', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = urlsOf(res.body);
    for (const page of [SITE_PAGES.home, SITE_PAGES.courses, SITE_PAGES.login, SITE_PAGES.terms]) {
      expect(urls.get(new URL(page.path, ORIGIN).href), page.path).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    for (const path of [
      '/profile',
      '/cart',
      '/checkout',
      '/wishlist',
      '/notification',
      '/admin',
      '/WhoWeBe',
      '/train',
    ]) {
      expect(urls.has(`${ORIGIN}${path}`), path).toBe(false);
    }
  });

  it('lists published courses with when they last changed, and no draft or archived one', async () => {
    const category = await aCategory();
    const published = await aCourse(category, { slug: 'live-course' });
    await aCourse(category, { slug: 'draft-course', status: 'draft' });
    await aCourse(category, { slug: 'old-course', status: 'archived' });
    const urls = await sitemap();
    expect(urls.get(`${ORIGIN}/coursesdetails/live-course`)).toBe(published.updatedAt.toISOString());
    expect(urls.has(`${ORIGIN}/coursesdetails/draft-course`)).toBe(false);
    expect(urls.has(`${ORIGIN}/coursesdetails/old-course`)).toBe(false);
    // The catalogue changed when its newest course did (at the latest).
    expect(Date.parse(urls.get(`${ORIGIN}/course`) ?? '')).toBeGreaterThanOrEqual(
      published.updatedAt.getTime(),
    );
  });

  it('adds a course as soon as an editor publishes it, and follows its new slug', async () => {
    const course = await aCourse(await aCategory(), { slug: 'coming-soon', status: 'draft' });
    const before = await get('/sitemap.xml');
    expect(urlsOf(before.body).has(`${ORIGIN}/coursesdetails/coming-soon`)).toBe(false);
    expect((await get('/sitemap.xml', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(
      304,
    );

    const editor = await editorAuth(ctx.app);
    await setCourseStatus(ctx.app, editor, course.id, 'published');
    expect((await sitemap()).has(`${ORIGIN}/coursesdetails/coming-soon`)).toBe(true);

    await editCourse(ctx.app, editor, course.id, { slug: 'now-open' });
    const urls = await sitemap();
    expect(urls.has(`${ORIGIN}/coursesdetails/now-open`)).toBe(true);
    expect(urls.has(`${ORIGIN}/coursesdetails/coming-soon`)).toBe(false);
  });

  it('lists published services, and drops one its editor unpublishes', async () => {
    const services = CONTENT_CASES.find((c) => c.type === 'services');
    if (!services) throw new Error('no services case');
    const editor = await editorAuth(ctx.app);
    const created = await call(ctx.app, 'POST', contentUrls.list('services'), editor, services.make('Labs'));
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, updatedAt } = created.json().data as { _id: string; updatedAt: string };
    expect((await sitemap()).get(`${ORIGIN}/service/${id}`)).toBe(updatedAt);

    const hide = await call(ctx.app, 'PUT', contentUrls.published('services', id), editor, {
      published: false,
      version: updatedAt,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await sitemap()).has(`${ORIGIN}/service/${id}`)).toBe(false);
  });

  it('keeps crawlers out of the learner’s pages and the console, and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /profile',
      'Disallow: /cart',
      'Disallow: /wishlist',
      'Disallow: /checkout',
      'Disallow: /checkout/return',
      'Disallow: /notification',
      'Disallow: /admin',
      'Disallow: /course-preview/',
      'Disallow: /learn/',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
    const again = await get('/robots.txt', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
