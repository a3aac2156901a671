import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSlugRedirects, DEMO_SITE_SETTINGS, services } from '@curio/db';
import {
  COURSE_PAGE_SIZE,
  courseListPath,
  HOME_FEATURED_COURSES,
  PAGE_HEADS,
  SITE_PAGES,
} from '@curio/shared';
import { createTestApp, useTestApp } from './helpers/app.ts';
import { call, editCourse } from './helpers/catalogue-admin.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';
import { firstData, headLinks, pageHead } from './helpers/page-head.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';
import { aWebDist, INDEX_HTML, MANIFEST } from './helpers/web-dist.ts';

const HOST = 'curio.test';
const ORIGIN = `http://${HOST}`;

async function aService(overrides: Partial<typeof services.$inferInsert> = {}) {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(services)
    .values({
      title: 'Cloud Labs for Teams',
      image: '/images/services/cloud.svg',
      shortDescription: 'Practice on real cloud accounts.',
      description: '<p>Labs.</p>',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('service insert returned no row');
  return row;
}

describe('the head the server writes into each page (ADR 008)', () => {
  const dist = aWebDist();
  const ctx = useTestApp({ webDist: dist });
  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  it('gives the home page its title, description, canonical, Open Graph and Twitter tags', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = pageHead(res.body);
    expect(head.title).toBe('Home · Curio');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.meta).toMatchObject({
      description: SITE_PAGES.home.description,
      'og:title': 'Home · Curio',
      'og:description': SITE_PAGES.home.description,
      'og:type': 'website',
      'og:site_name': 'Curio',
      'og:url': `${ORIGIN}/`,
      'twitter:card': 'summary',
      'twitter:title': 'Home · Curio',
      'twitter:description': SITE_PAGES.home.description,
    });
    expect(head.meta.robots).toBeUndefined();
    // The template's own <title> is replaced, the SPA still boots, and a <title> in the body is left alone.
    expect(res.body).not.toContain('<title>Curio</title>');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain("<title>An icon's own title stays</title>");
  });

  it('names an alias’s page by its own address', async () => {
    const head = pageHead((await page('/WhoWeBe')).body);
    expect(head.title).toBe('Home · Curio');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(pageHead((await page('/TRAIN/')).body).canonical).toBe(`${ORIGIN}/hiretraindepoy`);
  });

  it('gives the catalogue its head', async () => {
    const head = pageHead((await page('/course')).body);
    expect(head.title).toBe('Our Course · Curio');
    expect(head.canonical).toBe(`${ORIGIN}/course`);
    expect(head.meta).toMatchObject({
      description: SITE_PAGES.courses.description,
      'og:title': 'Our Course · Curio',
      'og:url': `${ORIGIN}/course`,
    });
  });

  it('gives a course page its title, description, image and Course JSON-LD with its Offer', async () => {
    const category = await aCategory({ name: 'Gardening' });
    const course = await aCourse(category, {
      name: 'Balcony Gardening',
      slug: 'balcony-gardening',
      description: '<p>Grow <b>vegetables</b> on a balcony.</p><p>Tomatoes &amp; herbs.</p>',
      priceCents: 4999,
    });
    const res = await page('/coursesdetails/balcony-gardening');
    expect(res.statusCode).toBe(200);
    const head = pageHead(res.body);
    const url = `${ORIGIN}/coursesdetails/balcony-gardening`;
    const image = `${ORIGIN}/images/courses/balcony-gardening-1.svg`;
    const description = 'Grow vegetables on a balcony. Tomatoes & herbs.';
    expect(head.title).toBe('Balcony Gardening · Curio');
    expect(head.canonical).toBe(url);
    expect(head.meta).toMatchObject({
      description,
      'og:title': 'Balcony Gardening · Curio',
      'og:description': description,
      'og:url': url,
      'og:image': image,
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Balcony Gardening · Curio',
      'twitter:description': description,
      'twitter:image': image,
    });
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: 'Balcony Gardening',
        description,
        url,
        image,
        about: 'Gardening',
        provider: expect.objectContaining({ '@type': 'Organization', name: 'Curio' }),
        offers: expect.objectContaining({ '@type': 'Offer', price: 49.99, priceCurrency: 'USD', url }),
      }),
    ]);
    expect(course.id).toBeTruthy();
  });

  it('escapes a course name full of markup, quotes and "</script>" everywhere it is printed', async () => {
    const name = `Tom's "<b>Best</b>" & </script><script>alert(1)</script> $& $' course`;
    await aCourse(await aCategory(), { name, slug: 'tricky' });
    const res = await page('/coursesdetails/tricky');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>Best</b>');
    const head = pageHead(res.body);
    expect(head.title).toBe(`${name} · Curio`);
    expect(head.meta['og:title']).toBe(`${name} · Curio`);
    expect(head.meta['twitter:title']).toBe(`${name} · Curio`);
    expect(head.jsonLd).toEqual([expect.objectContaining({ name })]);
    // Only the template's own script, the JSON-LD and the first data close a <script> element.
    expect(res.body.match(/<\/script>/g)).toHaveLength(3);
    expect(firstData(res.body)['/course/slug/tricky']).toMatchObject({ data: { name } });
  });

  it('embeds the course its page shows first, as the API sends it, and preloads its image (ADR 011)', async () => {
    await aCourse(await aCategory(), { slug: 'embedded' });
    const res = await page('/coursesdetails/embedded');
    const data = firstData(res.body);
    expect(Object.keys(data).sort()).toEqual(['/course/slug/embedded', '/site']);
    expect(data['/course/slug/embedded']).toEqual((await page('/api/course/slug/embedded')).json());
    expect(data['/site']).toEqual((await page('/api/site')).json());
    expect(headLinks(res.body)).toContainEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      href: '/images/courses/embedded-1.svg',
    });
  });

  it('embeds the tabs and the first tab’s first page on /course, preloading its first card; / its featured courses', async () => {
    const second = await aCategory({ name: 'Second', sortOrder: 2 });
    const first = await aCategory({ name: 'First', sortOrder: 1 });
    await aCourse(second, { slug: 'in-second', sortOrder: 1 });
    await aCourse(first, { slug: 'in-first', sortOrder: 2 });
    const res = await page('/course');
    const data = firstData(res.body);
    const firstTab = courseListPath({ category: first.id, limit: COURSE_PAGE_SIZE });
    expect(Object.keys(data).sort()).toEqual(['/category', firstTab, '/site']);
    expect(data['/category']).toEqual((await page('/api/category')).json());
    expect(data[firstTab]).toEqual((await page(`/api${firstTab}`)).json());
    const images = headLinks(res.body).filter((link) => link.as === 'image');
    expect(images).toEqual([expect.objectContaining({ href: '/images/courses/in-first-1.svg' })]);
    const featured = courseListPath({ limit: HOME_FEATURED_COURSES });
    const home = firstData((await page('/')).body);
    expect(Object.keys(home).sort()).toEqual([featured, '/site']);
    expect(home[featured]).toEqual((await page(`/api${featured}`)).json());
    // A page with no data of its own carries the site settings only, and preloads no image.
    const login = await page('/login');
    expect(Object.keys(firstData(login.body))).toEqual(['/site']);
    expect(headLinks(login.body).filter((link) => link.as === 'image')).toEqual([]);
  });

  it('shows a change in the embedded data at the next request: a course edit, the site settings', async () => {
    const category = await aCategory();
    const course = await aCourse(category, { name: 'Before', slug: 'fresh' });
    const firstTab = courseListPath({ category: category.id, limit: COURSE_PAGE_SIZE });
    expect(firstData((await page('/course')).body)[firstTab]).toMatchObject({ data: [{ name: 'Before' }] });
    await editCourse(ctx.app, await editorAuth(ctx.app), course.id, { name: 'After' });
    expect(firstData((await page('/course')).body)[firstTab]).toMatchObject({ data: [{ name: 'After' }] });
    expect(firstData((await page('/coursesdetails/fresh')).body)['/course/slug/fresh']).toMatchObject({
      data: { name: 'After' },
    });

    const save = await call(ctx.app, 'PUT', '/api/admin/settings/site', await adminAuth(ctx.app), {
      ...DEMO_SITE_SETTINGS,
      tagline: 'A new tagline.',
      version: null,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(firstData((await page('/login')).body)['/site']).toMatchObject({
      data: { tagline: 'A new tagline.' },
    });
    expect((await page('/api/site')).json()).toMatchObject({ data: { tagline: 'A new tagline.' } });
  });

  it('lists the chunks and stylesheet of the page’s module that the entry does not load, to fetch at once', async () => {
    const { body } = await page('/newlogin');
    const links = headLinks(body);
    const login = MANIFEST['src/features/auth/pages/login-page.tsx'];
    const modulePreloads = (html: string) =>
      headLinks(html)
        .filter((link) => link.rel === 'modulepreload')
        .map((link) => link.href);
    // After them, index.html's own preload of the entry's chunk.
    const entryChunk = `/${MANIFEST['_runtime.js'].file}`;
    expect(modulePreloads(body)).toEqual([`/${login.file}`, `/${MANIFEST['_form.js'].file}`, entryChunk]);
    expect(links.filter((link) => link.rel === 'preload' && link.as === 'style')).toEqual([
      { rel: 'preload', as: 'style', href: `/${login.css[0] ?? ''}` },
    ]);
    // crossorigin, as Vite asks for them: otherwise the browser cannot use what was preloaded.
    expect(body).toContain(`<link rel="preload" as="style" crossorigin href="/${login.css[0] ?? ''}" />`);
    expect(body).toContain(`<link rel="modulepreload" crossorigin href="/${login.file}" />`);
    // A page without a listed module gets no hints.
    expect(modulePreloads((await page('/contact')).body)).toEqual([entryChunk]);
  });

  it('follows an admin’s edit of the course at the next request', async () => {
    const course = await aCourse(await aCategory(), { name: 'Old name', slug: 'renamed' });
    expect(pageHead((await page('/coursesdetails/renamed')).body).title).toBe('Old name · Curio');
    await editCourse(ctx.app, await editorAuth(ctx.app), course.id, { name: 'New name', price: 12.5 });
    const head = pageHead((await page('/coursesdetails/renamed')).body);
    expect(head.title).toBe('New name · Curio');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({ offers: expect.objectContaining({ price: 12.5 }) }),
    ]);
  });

  it('adds the rating to the JSON-LD once a learner reviews the course', async () => {
    const course = await aCourse(await aCategory(), { slug: 'rated' });
    expect(pageHead((await page('/coursesdetails/rated')).body).jsonLd[0]).not.toHaveProperty(
      'aggregateRating',
    );
    const learner = await signedInUser(ctx.app);
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/${course.id}/review`,
      headers: learner.auth,
      payload: { rating: 4, comment: 'Clear.' },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(pageHead((await page('/coursesdetails/rated')).body).jsonLd[0]).toMatchObject({
      aggregateRating: { ratingValue: 4, ratingCount: 1 },
    });
  });

  it('answers a course’s old slug with a 301 to its page', async () => {
    const course = await aCourse(await aCategory(), { slug: 'new-home' });
    const { db } = await testDatabase();
    await db.insert(courseSlugRedirects).values({ oldSlug: 'old-home', courseId: course.id });
    const res = await page('/coursesdetails/old-home?ref=mail');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/coursesdetails/new-home?ref=mail');
  });

  it.each([
    ['/coursesdetails/no-such-course', PAGE_HEADS.courseNotFound.title],
    ['/service/no-such-service', PAGE_HEADS.serviceNotFound.title],
    ['/service/6f1c1c1e-8d0a-4c7e-9a55-1e4f1f0f0f0f', PAGE_HEADS.serviceNotFound.title],
    ['/no/such/page', PAGE_HEADS.notFound.title],
    ['/index.html', PAGE_HEADS.notFound.title],
  ])('answers %s with 404 and the site’s not-found page', async (url, title) => {
    const res = await page(url, { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = pageHead(res.body);
    expect(head.title).toBe(`${title} · Curio`);
    expect(head.meta.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(res.body).toContain('<div id="root"></div>'); // the SPA shows its own not-found view
  });

  it('treats a draft or archived course as unknown', async () => {
    const category = await aCategory();
    await aCourse(category, { slug: 'a-draft', status: 'draft' });
    await aCourse(category, { slug: 'archived', status: 'archived' });
    expect((await page('/coursesdetails/a-draft')).statusCode).toBe(404);
    expect((await page('/coursesdetails/archived')).statusCode).toBe(404);
  });

  it('gives a service page its head, and an unpublished one a 404', async () => {
    const service = await aService();
    const res = await page(`/service/${service.id}`);
    expect(res.statusCode).toBe(200);
    const head = pageHead(res.body);
    expect(head.title).toBe('Cloud Labs for Teams · Curio');
    expect(head.meta.description).toBe('Practice on real cloud accounts.');
    expect(head.canonical).toBe(`${ORIGIN}/service/${service.id}`);
    const hidden = await aService({ published: false });
    expect((await page(`/service/${hidden.id}`)).statusCode).toBe(404);
  });

  it.each([
    '/profile',
    '/cart',
    '/checkout',
    '/checkout/return?order=1',
    '/wishlist',
    '/notification',
    '/admin',
    '/admin/courses/42',
  ])('keeps %s out of search results (noindex, no canonical)', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    const head = pageHead(res.body);
    expect(head.meta.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.title).toMatch(/ · Curio$/);
  });

  it('answers a receipt page as a page (200, noindex), whatever the number', async () => {
    const res = await page('/profile/receipts/CUR-2026-000001');
    expect(res.statusCode).toBe(200);
    const head = pageHead(res.body);
    expect(head.title).toBe(`${PAGE_HEADS.receipt.title} · Curio`);
    expect(head.meta.robots).toBe('noindex');
  });

  it.each([
    '/learn/react-from-zero',
    '/learn/react-from-zero/6f1c1c1e-8d0a-4c7e-9a55-1e4f1f0f0f0f',
    '/LEARN/any-course/any-lesson/',
  ])('answers the lesson page %s as a page (200, noindex), whatever the course', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    const head = pageHead(res.body);
    expect(head.title).toBe(`${PAGE_HEADS.learn.title} · Curio`);
    expect(head.meta.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(res.body).toContain('<div id="root"></div>'); // the SPA says what the learner may open
  });

  it.each(['/learn', '/learn/a/b/c'])('answers %s, which names no lesson page, with 404', async (url) => {
    expect((await page(url)).statusCode).toBe(404);
  });

  it.each(['/login', '/singup', '/forgot', '/terms&condition'])('lets %s be indexed', async (url) => {
    const head = pageHead((await page(url)).body);
    expect(head.meta.robots).toBeUndefined();
    expect(head.canonical).toBe(`${ORIGIN}${url}`);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/course', headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('takes no Host it cannot trust into a URL', async () => {
    const res = await page('/course', { host: 'evil"><script>x</script>' });
    expect(pageHead(res.body).canonical).toBe('http://localhost:3000/course');
  });

  it('serves a rebuilt index.html without a restart', async () => {
    expect((await page('/faq')).body).not.toContain('rebuilt');
    const file = path.join(dist, 'index.html');
    writeFileSync(
      file,
      INDEX_HTML.replace('<div id="root"></div>', '<div id="root" data-build="rebuilt"></div>'),
    );
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const res = await page('/faq');
    expect(res.body).toContain('data-build="rebuilt"');
    expect(pageHead(res.body).title).toBe('FAQ · Curio');
  });
});

describe('the canonical origin from PUBLIC_URL', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ webDist: aWebDist(), siteOrigin: 'https://curio.example' });
  });
  afterAll(() => app.close());

  it('names the configured origin whatever host the request came to', async () => {
    const res = await app.inject({ method: 'GET', url: '/course', headers: { host: '10.0.0.7:3000' } });
    const head = pageHead(res.body);
    expect(head.canonical).toBe('https://curio.example/course');
    expect(head.meta['og:url']).toBe('https://curio.example/course');
  });
});
