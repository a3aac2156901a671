import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_HEADS, summarize } from '@curio/shared';
import { isPrecompressed, PRECOMPRESSED_SUFFIXES } from '@curio/web/precompress';
import { buildManifest } from '../fixtures/build.ts';
import { BASE_URL, WEB_DIST_DIR } from '../fixtures/env.ts';
import { expect, test, readCatalogue, readCourse } from '../fixtures/index.ts';

/**
 * Compression and the head (ADR 008) on the built site: every text file of the build has its brotli and gzip
 * twins, the server sends them by content negotiation, and a course page's HTML carries its head before any
 * JavaScript runs (what link previews and most crawlers read).
 */

type TChunk = { file: string; css?: string[]; assets?: string[] };
const manifest = buildManifest<TChunk>();

/** Every file of the build except the twins themselves and Vite's own folder, relative to dist. */
function builtFiles(): string[] {
  return (
    readdirSync(WEB_DIST_DIR, { recursive: true, encoding: 'utf8' })
      // Dot folders (Vite's manifests, the server render in .ssr) are the build's own, never served.
      .filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')))
      .filter((file) => statSync(path.join(WEB_DIST_DIR, file)).isFile())
      .filter((file) => !PRECOMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix)))
  );
}

const sizeOf = (file: string) => statSync(path.join(WEB_DIST_DIR, file)).size;

function expectTwins(file: string) {
  const original = readFileSync(path.join(WEB_DIST_DIR, file));
  const br = readFileSync(path.join(WEB_DIST_DIR, `${file}.br`));
  const gz = readFileSync(path.join(WEB_DIST_DIR, `${file}.gz`));
  expect(brotliDecompressSync(br).equals(original), `${file}.br`).toBe(true);
  expect(gunzipSync(gz).equals(original), `${file}.gz`).toBe(true);
}

test('every script and stylesheet of the manifest has a brotli and a gzip twin', () => {
  const files = [
    ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
  ].filter((file) => isPrecompressed(file, sizeOf(file)));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) expectTwins(file);
});

test('every other text file of the build over 1 KB has them too', () => {
  const files = builtFiles().filter((file) => isPrecompressed(file, sizeOf(file)));
  expect(files.some((file) => file.endsWith('.svg'))).toBe(true);
  for (const file of files) expectTwins(file);
});

test('the server sends the twin the browser accepts, with Vary and immutable caching', async ({
  request,
}) => {
  const entry = Object.values(manifest).find((chunk) => chunk.file.startsWith('assets/index-'));
  if (!entry) throw new Error('no entry chunk in the manifest');
  for (const coding of ['br', 'gzip']) {
    const res = await request.get(`/${entry.file}`, { headers: { 'accept-encoding': coding } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe(coding);
    expect(res.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers()['vary']).toBe('accept-encoding');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Playwright decodes the body: it is the file as built.
    expect((await res.body()).equals(readFileSync(path.join(WEB_DIST_DIR, entry.file)))).toBe(true);
  }
});

test.describe('a course page before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('carries its title, description, Open Graph tags and Course JSON-LD', async ({ page, request }) => {
    const [card] = (await readCatalogue(request)).courses;
    if (!card) throw new Error('the demo seed has no course');
    const course = await readCourse(request, card.slug);
    const url = `${BASE_URL}/coursesdetails/${course.slug}`;

    const raw = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(raw.status()).toBe(200);
    expect(raw.headers()['content-encoding']).toBe('br');
    expect(raw.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await raw.text()).toContain('<script type="application/ld+json" data-head>');

    await page.goto(url);
    const title = `${course.name} · Curio`;
    await expect(page).toHaveTitle(title);
    const head = page.locator('head');
    const description = summarize(course.description);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/127\.0\.0\.1:\d+\//,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const jsonLd = JSON.parse(
      (await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Course',
      name: course.name,
      url,
      offers: { '@type': 'Offer', price: course.price, priceCurrency: 'USD' },
    });
    // Its LCP image is asked for at once (ADR 011); the page's own code once it is painted (ADR 048).
    await expect(head.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
      'href',
      course.images[0] ?? '',
    );
    const pageChunk = manifest['src/features/courses/pages/course-detail-page.tsx']?.file ?? '';
    const afterPaint = await head
      .locator('template[data-after-paint]')
      .evaluate((template: HTMLTemplateElement) =>
        Array.from(template.content.querySelectorAll('link[rel="modulepreload"]'), (link) =>
          link.getAttribute('href'),
        ),
      );
    expect(afterPaint).toContain(`/${pageChunk}`);
    await expect(head.locator('link[rel="modulepreload"]')).toHaveCount(0);
  });

  test('an unknown course is a 404 with the not-found head', async ({ page }) => {
    const res = await page.goto('/coursesdetails/no-such-course');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(`${PAGE_HEADS.courseNotFound.title} · Curio`);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('once the app runs, the head holds one set of tags, the SPA’s own', async ({ page, request }) => {
  const [card] = (await readCatalogue(request)).courses;
  if (!card) throw new Error('the demo seed has no course');
  await page.goto(`/coursesdetails/${card.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible();
  await expect(page.locator('head [data-head]')).toHaveCount(0);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page).toHaveTitle(`${card.name} · Curio`);
});

/**
 * The API reads a landing page embeds in its HTML (ADR 011), by the page: none of them is asked for again.
 */
const EMBEDDED = [
  { path: '/', reads: ['/api/site', '/api/course'], shows: { role: 'heading', name: /About Curio/ } },
  {
    path: '/course',
    reads: ['/api/site', '/api/category', '/api/course'],
    shows: { role: 'tab', name: /./ },
  },
  { path: '/login', reads: ['/api/site'], shows: { role: 'button', name: 'Login' } },
] as const;

for (const { path: pagePath, reads, shows } of EMBEDDED) {
  test(`${pagePath} shows its first data from the page itself, with no request for it`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) =>
      asked.push(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    await page.goto(pagePath);
    await expect(page.getByRole(shows.role, { name: shows.name }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Curio');
    // A read with any query string counts: `/` embeds `/api/course?limit=6`, `/course` its first tab's page.
    for (const read of reads) {
      const isAsked = asked.some((path) => path === read || path.startsWith(`${read}?`));
      expect(isAsked, `${pagePath} asked for ${read}`).toBe(false);
    }
  });
}

test('a course page shows its course with no request for it; the next course is fetched', async ({
  page,
  request,
}) => {
  const [first, second] = (await readCatalogue(request)).courses;
  if (!first || !second) throw new Error('the demo seed has fewer than two courses');
  const asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  await page.goto(`/coursesdetails/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  expect(asked).not.toContain(`/api/course/slug/${first.slug}`);
  expect(asked).not.toContain('/api/site');
  // Only the page the server sent carries data: a course reached in the app is read from the API.
  await page.goto('/course');
  await page.evaluate((slug) => {
    window.history.pushState({}, '', `/coursesdetails/${slug}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, second.slug);
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  expect(asked).toContain(`/api/course/slug/${second.slug}`);
});
