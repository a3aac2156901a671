import { type APIRequestContext, type Page } from '@playwright/test';
import { sitePages, type TArticle, type TCourseCard, type TService } from '@curio/shared';
import {
  expect,
  test,
  addToCartViaApi,
  addToWishlistViaApi,
  adminLogin,
  header,
  signUpViaApi,
  uniqueUser,
} from '../fixtures/index.ts';

/**
 * ADR 018: no page of the site scrolls sideways at any width from 320 px to 1920 px, signed out or signed in.
 * Every route: each page of SITE_PAGES with its aliases (the same list the server answers and the sitemap
 * lists), a real course, service and article from the seed, and the not-found page. One browser page visits
 * them all; on each route, once its content is in, the viewport is resized width by width.
 */
const WIDTHS = [320, 360, 390, 480, 600, 768, 769, 800, 820, 860, 900, 1024, 1280, 1366, 1440, 1920];

type TSession = { token: string; user: unknown };

async function firstData<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.status(), path).toBe(200);
  const [first] = ((await reply.json()) as { data: T[] }).data;
  if (!first) throw new Error(`the seed has nothing at ${path}`);
  return first;
}

const COURSE = '/coursesdetails/:courseId';
const SERVICE = '/service/:id';
const ARTICLE = '/dive-our/:slug';
const ROUTES = [
  ...sitePages().flatMap((page) => [page.path, ...(page.aliases ?? [])]),
  COURSE,
  SERVICE,
  ARTICLE,
  '/no-such-page',
];

let realPath: Record<string, string> = {};
let learner: TSession;

test.beforeAll(async ({ request }) => {
  const course = await firstData<TCourseCard>(request, '/api/course');
  const service = await firstData<TService>(request, '/api/service');
  const article = await firstData<TArticle>(request, '/api/article');
  realPath = {
    [COURSE]: `/coursesdetails/${course.slug}`,
    [SERVICE]: `/service/${service._id}`,
    [ARTICLE]: `/dive-our/${article.slug}`,
  };

  // The signed-in bar is the widest: a learner with a long first name, a cart and a wishlist to show.
  const user = { ...uniqueUser(), name: 'Bartholomew Sweep' };
  await signUpViaApi(request, user);
  const reply = await request.post('/api/user/login', {
    data: { email: user.email, password: user.password },
  });
  learner = ((await reply.json()) as { data: TSession }).data;
  await addToCartViaApi(request, learner.token, course._id);
  await addToWishlistViaApi(request, learner.token, course._id);
});

/** Waits for the route's page and its data: the heading, no spinner, no request in flight. */
async function openPage(page: Page, route: string, frame: 'site' | 'console' = 'site') {
  await page.goto(route);
  if (frame === 'site') await expect(header(page)).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role="status"] .spinner')).toHaveCount(0);
}

/** Each width at which the page is wider than the window, with the elements that stick out. */
async function sidewaysScrolls(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(async () => {
      // Two frames: the resize is laid out and any script reacting to it (carousels) has run.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const { scrollWidth } = document.documentElement;
      if (scrollWidth <= innerWidth) return null;
      const outside = Array.from(document.body.querySelectorAll('*'))
        .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`);
      return `page ${scrollWidth} px wide (${outside.join(', ')})`;
    });
    if (overflow) found.push(`${width} px: ${overflow}`);
  }
  return found;
}

/** The routes in groups of this many, a test each: a group is a minute or two on a loaded 2-core machine. */
const GROUP = 10;
const GROUPS = Array.from({ length: Math.ceil(ROUTES.length / GROUP) }, (_, i) =>
  ROUTES.slice(i * GROUP, (i + 1) * GROUP),
);

for (const signedIn of [false, true]) {
  for (const routes of GROUPS) {
    test(`no route scrolls sideways from 320 to 1920 px, ${signedIn ? 'signed in as a learner' : 'signed out'}: ${routes[0]} to ${routes.at(-1)}`, async ({
      page,
    }) => {
      // Up to 10 routes × 16 widths on one page.
      test.setTimeout(300_000);
      if (signedIn) {
        await page.addInitScript((session) => {
          localStorage.setItem('curio.token', session.token);
          localStorage.setItem('curio.user', JSON.stringify(session.user));
        }, learner);
      }
      for (const route of routes) {
        await test.step(route, async () => {
          await openPage(page, realPath[route] ?? route);
          expect.soft(await sidewaysScrolls(page), `${route} scrolls sideways`).toEqual([]);
        });
      }
    });
  }
}

/**
 * The console's pages with the most controls in a row: the orders list's filters (a course select as wide as
 * the longest course name, two dates, the learner) and the dashboard's period with its custom dates open.
 */
const CONSOLE_ROUTES = ['/admin/orders', '/admin?from=2026-01-01&to=2026-01-31'];

test("the console's filters and period do not scroll sideways from 320 to 1920 px", async ({ page }) => {
  test.setTimeout(120_000);
  await adminLogin(page, '/admin');
  for (const route of CONSOLE_ROUTES) {
    await test.step(route, async () => {
      await openPage(page, route, 'console');
      await expect(
        page.getByRole('search', { name: 'Filter the list' }).or(page.getByRole('group', { name: 'Period' })),
      ).toBeVisible();
      expect.soft(await sidewaysScrolls(page), `${route} scrolls sideways`).toEqual([]);
    });
  }
});
