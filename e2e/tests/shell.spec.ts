import { type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@curio/shared';
import {
  expect,
  test,
  expectLayout,
  expectPath,
  footer,
  header,
  loginViaUi,
  signUpViaApi,
  storedSession,
  uniqueUser,
} from '../fixtures/index.ts';

/** docs/product.md#pages: the navigation bar, the footer and the route table, as a visitor meets them. */

test.describe('navigation bar', () => {
  const links = [
    { name: 'Home', path: '/' },
    { name: 'Founder', path: '/MastermindsHQ' },
    { name: 'About', path: '/BondedBrilliance' },
    { name: 'Contact', path: '/SayHello' },
    { name: 'Course', path: '/course' },
    { name: 'Courses', path: '/course' },
    { name: 'Login', path: '/login' },
  ];

  for (const link of links) {
    test(`'${link.name}' goes to ${link.path}`, async ({ page }) => {
      await page.goto(link.path === '/' ? '/faq' : '/');
      await header(page)
        .getByRole('link', { name: link.name, exact: true })
        .filter({ visible: true })
        .click();
      await expectPath(page, link.path);
    });
  }

  test('turns translucent only once the page is scrolled past 50 px', async ({ page }) => {
    await page.goto('/');
    const bar = header(page);
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('data-translucent', 'true');

    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    };
    // Each step changes the state, so each assertion waits for the bar to follow the scroll (never for time):
    // past the limit it turns translucent, back at exactly 50 px it is solid again.
    await scrollTo(120);
    await expect(bar).toHaveAttribute('data-translucent', 'true');
    await scrollTo(50);
    await expect(bar).not.toHaveAttribute('data-translucent', 'true');
    await scrollTo(51);
    await expect(bar).toHaveAttribute('data-translucent', 'true');
    await scrollTo(0);
    await expect(bar).not.toHaveAttribute('data-translucent', 'true');
  });

  test('on tablets a signed-in learner keeps the whole logo and the cart on screen, the page links in the menu', async ({
    page,
    request,
  }) => {
    const user = uniqueUser();
    await signUpViaApi(request, user);
    await loginViaUi(page, user);
    const brand = header(page).getByRole('link', { name: 'Curio', exact: true });
    const logoWidth = (await brand.boundingBox())?.width ?? 0;
    expect(logoWidth).toBeGreaterThan(0);

    // ADR 018: between about 769 and 920 px the full bar was wider than the window.
    for (const width of [769, 800, 820, 860, 900, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      const cart = header(page).getByRole('link', { name: /^Cart/ });
      await expect(cart).toBeInViewport({ ratio: 1 });
      await expect(header(page).getByRole('link', { name: user.firstName, exact: true })).toBeInViewport();
      await expectLayout(async () =>
        expect((await brand.boundingBox())?.width, `the logo at ${width} px`).toBeCloseTo(logoWidth, 0),
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
        `no sideways scroll at ${width} px`,
      ).toBe(true);
    }

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Founder', exact: true }).click();
    await expectPath(page, '/MastermindsHQ');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the slide-in menu offers Cart and Logout, and Logout ends the session', async ({
      page,
      request,
    }) => {
      const user = uniqueUser();
      await signUpViaApi(request, user);
      await loginViaUi(page, user);

      const logout = page.getByRole('button', { name: 'Logout', exact: true });
      await expect(logout).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await expect(menu.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
      await expect(menu.getByRole('link', { name: user.firstName, exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
      await expect(logout).toBeVisible();

      await logout.click();
      await expectPath(page, '/login');
      expect(await storedSession(page)).toEqual({ token: null, user: null });
    });

    test('the menu closes again with Close menu', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const close = page.getByRole('button', { name: 'Close menu' });
      await expect(close).toBeVisible();
      await close.click();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(close).toBeHidden();
    });
  });
});

test.describe('footer', () => {
  test('has the tagline, six social links, Privacy Policy, Terms & Condition and a rights notice', async ({
    page,
  }) => {
    await page.goto('/');
    const foot = footer(page);
    await expect(foot).toContainText(/interests you most/i);
    await expect(foot).toContainText(/rights reserved/i);

    const social = foot.locator('a[href^="http"]');
    await expect(social).toHaveCount(6);
    for (const link of await social.all()) {
      await expect(link).toHaveAccessibleName(/\S/);
    }

    await foot.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expectPath(page, '/privacy-policy');
    await footer(page).getByRole('link', { name: 'Terms & Condition', exact: true }).click();
    await expectPath(page, '/terms&condition');
  });
});

/** A real slug/id when the content API already has one; the frame must render either way. */
async function firstOf(request: APIRequestContext, apiPath: string, key: 'slug' | '_id', fallback: string) {
  const reply = await request.get(apiPath);
  if (!reply.ok()) return fallback;
  const body = (await reply.json()) as { data?: Record<string, unknown>[] };
  const value = body.data?.[0]?.[key];
  return typeof value === 'string' ? value : fallback;
}

test.describe('routes', () => {
  const routes = [
    '/',
    '/WhoWeBe',
    '/MastermindsHQ',
    '/BondedBrilliance',
    '/SayHello',
    '/course',
    '/coursesdetails/:slug',
    '/login',
    '/newlogin',
    '/singup',
    '/forgot',
    '/profile',
    '/cart',
    '/wishlist',
    '/checkout',
    '/notification',
    '/faq',
    '/services',
    '/services2',
    '/work',
    '/service/:id',
    '/beatrainer',
    '/train',
    '/cloudlab',
    '/assessment',
    '/lms',
    '/lateralhirning',
    '/hiretraindepoy',
    '/dive-our',
    '/our-media',
    '/our-gallery',
    '/our-work',
    '/our-awards',
    '/what-client',
    '/testimonials',
    '/privacy-policy',
    '/terms&condition',
    '/community',
  ];

  async function expectPageFrame(page: Page) {
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }

  for (const route of routes) {
    test(`${route} renders with the navigation, the footer and a heading`, async ({ page, request }) => {
      let url = route;
      if (route.includes(':slug'))
        url = `/coursesdetails/${await firstOf(request, '/api/course', 'slug', 'demo-course')}`;
      if (route.includes(':id'))
        url = `/service/${await firstOf(request, '/api/service', '_id', 'demo-service')}`;
      await page.goto(url);
      await expectPageFrame(page);
    });
  }

  test('an unknown route shows Page not found inside the site frame', async ({ page }) => {
    await page.goto('/no/such/page-here');
    await expect(page.getByText('Page not found').first()).toBeVisible();
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
  });

  test('an unknown /api path answers a JSON 404 envelope, not the page', async ({ request }) => {
    const reply = await request.get('/api/nope');
    expect(reply.status()).toBe(404);
    expect(reply.headers()['content-type']).toContain('application/json');
    const body = (await reply.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ statusCode: 404, data: null });
    expect(typeof body.message).toBe('string');
    expect(body.message).toBe(MESSAGES.api.routeNotFound('GET', '/api/nope'));
  });
});

test.describe('serving', () => {
  test('hashed assets are cached as immutable, the page itself is revalidated', async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script, 'index.html loads a hashed script').toBeTruthy();
    const asset = await request.get(String(script));
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('a missing hashed asset is a 404, not the page (a stale chunk must fail loudly)', async ({
    request,
  }) => {
    const reply = await request.get('/assets/no-such-chunk-0000.js');
    expect(reply.status()).toBe(404);
    expect(reply.headers()['content-type'] ?? '').not.toContain('text/html');
  });
});

test('the home page logs no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
