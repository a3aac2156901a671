import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRERENDERED, SHELL_END, SHELL_START } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { editCourse } from './helpers/catalogue-admin.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { firstData } from './helpers/page-head.ts';
import { editorAuth } from './helpers/users.ts';
import { aWebDist, INDEX_HTML, MANIFEST } from './helpers/web-dist.ts';

const HOST = 'curio.test';
const SHELL = '<nav>the shell</nav><main><span class="page-spinner"></span></main>';
/** index.html as the build writes it: the shell pre-rendered into #root between its markers (ADR 009). */
const INDEX_WITH_SHELL = INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root" ${PRERENDERED}="">${SHELL_START}${SHELL}${SHELL_END}</div>`,
);
const AUTH_CSS = '.auth{color:purple}';
const COURSE_CSS = '.course-hero{color:teal}';
const HOME_MODULE = 'src/features/site/pages/home-page.tsx';
const COURSE_MODULE = 'src/features/courses/pages/course-detail-page.tsx';

/**
 * A server render as the SSR build writes it (`.ssr/`, its entry named by its manifest): it answers with the
 * path and the first data it was handed, records each call, fails where asked to, and declines a path it does
 * not render. The real one (apps/web/src/entry-server.tsx) is exercised by e2e/tests/server-render.spec.ts.
 */
function writeRenderer(dist: string, name: string, label: string) {
  writeRenderModule(
    dist,
    name,
    `globalThis.serverRenders ??= [];
export async function renderPage(pathname, data) {
  globalThis.serverRenders.push(pathname);
  if (pathname.includes('broken')) throw new Error('a component failed');
  if (pathname.includes('declined')) return undefined;
  const course = Object.entries(data).find(([key]) => key.startsWith('/course/slug/'))?.[1];
  return '<main data-rendered="${label}"><h1>' + (course ? course.data.name : pathname) + '</h1><p>' +
    Object.keys(data).sort().join(' ') + '</p></main>';
}
`,
  );
}

/** The SSR build's entry `name` with `source`, named by its manifest. */
function writeRenderModule(dist: string, name: string, source: string) {
  const dir = path.join(dist, '.ssr');
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/entry-server.tsx': { file: name, isEntry: true } }),
  );
  writeFileSync(path.join(dir, name), source);
}

/** A build whose manifest lists the login, home and course pages with their stylesheets. */
function aRenderingDist() {
  const dist = aWebDist(INDEX_WITH_SHELL);
  const manifest = {
    ...MANIFEST,
    [HOME_MODULE]: { file: 'assets/home-page-h1.js', isDynamicEntry: true, imports: ['_runtime.js'] },
    [COURSE_MODULE]: {
      file: 'assets/course-page-c1.js',
      isDynamicEntry: true,
      imports: ['_runtime.js'],
      css: ['assets/courses-c1.css'],
    },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'assets', 'auth-a1.css'), AUTH_CSS);
  writeFileSync(path.join(dist, 'assets', 'courses-c1.css'), COURSE_CSS);
  writeRenderer(dist, 'entry-server-first.js', 'first');
  return dist;
}

const renders = () => (globalThis as { serverRenders?: string[] }).serverRenders ?? [];
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));

describe('public pages rendered on the server (ADR 019)', () => {
  const dist = aRenderingDist();
  const ctx = useTestApp({ webDist: dist });
  const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: HOST } });

  it('puts the render in place of the shell, with the page stylesheets inline and its scripts preloaded', async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    // #root keeps the build's mark until the app has rendered into it (its controls wait, styles/frame.css).
    expect(rootOf(res.body)).toContain(
      '<div id="root" data-prerendered=""><main data-rendered="first"><h1>/login</h1>',
    );
    expect(res.body).not.toContain(SHELL);
    expect(res.body).not.toContain(SHELL_START);
    expect(res.body).toContain(`<style>${AUTH_CSS}</style>`);
    expect(res.body).not.toContain('rel="preload" as="style"');
    // It reads without them (ADR 048): its module preloads and the app's entry wait in an inert template,
    // and its only script is the one that starts them after the first paint.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<template data-after-paint data-entry="/assets/index-abc123.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-page-l1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/form-f1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-r1.js"></template>',
    );
    const outsideTemplate = head.replace(/<template[\s\S]*?<\/template>/g, '');
    expect(outsideTemplate.match(/<(script|link rel="modulepreload")[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/after-paint-p1.js">',
    ]);
    // The render was handed the page's first data, and the page still carries it for the app.
    expect(rootOf(res.body)).toContain('<p>/site</p>');
    expect(Object.keys(firstData(res.body))).toEqual(['/site']);
  });

  it("renders a course page at its address from the course's own reply", async () => {
    await aCourse(await aCategory(), { name: 'Rendered Course', slug: 'rendered' });
    const res = await page('/coursesdetails/rendered');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('<h1>Rendered Course</h1><p>/course/slug/rendered /site</p>');
    expect(res.body).toContain(`<style>${COURSE_CSS}</style>`);
  });

  it('renders a page once, then serves it from the cache until what it shows changes', async () => {
    const course = await aCourse(await aCategory(), { name: 'Cached', slug: 'cached-course' });
    const before = renders().length;
    await page('/coursesdetails/cached-course');
    await page('/coursesdetails/cached-course');
    expect(renders().length - before).toBe(1);

    await editCourse(ctx.app, await editorAuth(ctx.app), course.id, { name: 'Cached, renamed' });
    expect(rootOf((await page('/coursesdetails/cached-course')).body)).toContain('<h1>Cached, renamed</h1>');
    expect(renders().length - before).toBe(2);
  });

  it('sends the shell for a request with a query string, with the stylesheets preloaded as before', async () => {
    const before = renders().length;
    const res = await page('/login?next=/course');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(`<div id="root" ${PRERENDERED}="">${SHELL_START}${SHELL}`);
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/auth-a1.css" />');
    expect(res.body).not.toContain(`<style>${AUTH_CSS}</style>`);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-l1.js" />');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(res.body).not.toContain('data-after-paint');
    expect(res.body).not.toContain('after-paint-p1.js');
    expect(renders().length).toBe(before);
  });

  it.each(['/cart', '/profile', '/course', '/coursesdetails/no-such-course', '/no/such/page', '/admin'])(
    'sends the shell, never a render, for %s (a learner page, a page without its stylesheets, a 404, the console)',
    async (url) => {
      const before = renders().length;
      const res = await page(url);
      expect(res.statusCode).toBeLessThan(500);
      expect(rootOf(res.body)).toContain(SHELL);
      expect(renders().length).toBe(before);
    },
  );

  it('sends the shell when the render fails or declines, and the page still works', async () => {
    await aCourse(await aCategory(), { name: 'Broken', slug: 'broken' });
    await aCourse(await aCategory(), { name: 'Declined', slug: 'declined' });
    for (const slug of ['broken', 'declined']) {
      const res = await page(`/coursesdetails/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toContain(SHELL);
      expect(res.body).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/courses-c1.css" />',
      );
      expect(firstData(res.body)[`/course/slug/${slug}`]).toBeDefined();
    }
  });

  it("renders with a rebuild's own renderer, without a restart", async () => {
    expect(rootOf((await page('/login')).body)).toContain('data-rendered="first"');
    writeRenderer(dist, 'entry-server-second.js', 'second');
    const index = path.join(dist, 'index.html');
    writeFileSync(index, INDEX_WITH_SHELL);
    const later = new Date(Date.now() + 5_000);
    utimesSync(index, later, later);
    expect(rootOf((await page('/login')).body)).toContain('data-rendered="second"');
  });
});

describe('a build without a server render', () => {
  const ctx = useTestApp({ webDist: aWebDist(INDEX_WITH_SHELL) });

  it('sends every page with the shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login', headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(SHELL);
  });
});

describe('a build whose server render cannot be loaded', () => {
  const dist = aWebDist(INDEX_WITH_SHELL);
  // It imports a package that is not there, as a render built without its dependencies would.
  writeRenderModule(dist, 'entry-server-broken.js', "import 'no-such-package-here';\n");
  const ctx = useTestApp({ webDist: dist });

  it('sends every page with the shell instead of failing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login', headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(SHELL);
  });
});
