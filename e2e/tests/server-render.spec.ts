import { type Page } from '@playwright/test';
import { dollarsToCents, formatPriceTag, paths } from '@curio/shared';
import {
  expect,
  test,
  appStarted,
  courseAt,
  loginViaUi,
  readCatalogue,
  signUpViaApi,
  uniqueUser,
  type Catalogue,
} from '../fixtures/index.ts';
import { buildManifest } from '../fixtures/build.ts';

/**
 * ADR 019: the landing pages arrive rendered by the server, so a crawler, a link preview or a phone still
 * waiting for its scripts reads the page itself; the app then takes those nodes over without a second copy,
 * a console error or a shift.
 */
let catalogue: Catalogue;

test.beforeAll(async ({ request }) => {
  catalogue = await readCatalogue(request);
});

test.describe('with JavaScript off, the server-rendered page is readable', () => {
  test.use({ javaScriptEnabled: false });

  test('a course page shows its name, price, facts and buy box', async ({ page }) => {
    const course = courseAt(catalogue, 0);
    await page.goto(paths.courseDetail.to(course.slug));
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.locator('.course-buy__price')).toContainText(
      formatPriceTag(dollarsToCents(course.price)),
    );
    await expect(page.getByText('Skill Level')).toBeVisible();
    await expect(page.locator('.course-buy__image')).toHaveAttribute('src', course.images[0] ?? '');
  });

  test('the home page shows its hero and the featured courses', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /A Work Force/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Courses' })).toBeVisible();
    await expect(page.getByText(courseAt(catalogue, 0).name).first()).toBeAttached();
  });

  test('the catalogue shows its category tabs and course cards', async ({ page }) => {
    await page.goto(paths.courses);
    const [first] = catalogue.categories;
    await expect(page.getByRole('tab', { name: first?.name })).toBeVisible();
    const card = catalogue.courses.find((course) => course.category._id === first?._id);
    await expect(page.getByText(card?.name ?? '(none)').first()).toBeAttached();
  });

  test('the login page shows its form', async ({ page }) => {
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});

test.describe('a pre-rendered page before and after the app has started', () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
  const pointerEvents = (page: Page) =>
    menuButton(page).evaluate((button) => getComputedStyle(button).pointerEvents);

  // The shell pre-rendered at build time (ADR 009) and a page the server rendered (ADR 019) alike.
  for (const url of [paths.about, '/']) {
    test(`${url}: its buttons take no tap until the app has started, then work`, async ({
      browser,
      baseURL,
      page,
    }) => {
      // What a phone shows while the scripts are still on their way: the page, its buttons inert.
      const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
      const before = await scriptless.newPage();
      await before.goto(url);
      await expect(before.locator('#root')).toHaveAttribute('data-prerendered', '');
      await expect(menuButton(before)).toBeVisible();
      expect(await pointerEvents(before)).toBe('none');
      await scriptless.close();

      await page.goto(url);
      await appStarted(page);
      expect(await pointerEvents(page)).toBe('auto');
      await menuButton(page).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    });
  }
});

/**
 * Holds the app's entry back, as a slow link would, until the returned function is called: the page is the
 * server's until then (ADR 048).
 */
async function holdTheApp(page: Page): Promise<() => void> {
  const entry = `/${buildManifest()['index.html']?.file ?? ''}`;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Errors the page logs, and how often each landmark appears once the app has started. */
async function takeOver(page: Page, url: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  // The app has rendered once the session-dependent links are no longer pending (ADR 009).
  await expect(page.locator('.nav-actions')).not.toHaveAttribute('data-pending', /.*/);
  return errors;
}

test.describe('the app takes the server-rendered page over', () => {
  for (const url of ['/', paths.courses, paths.login]) {
    test(`${url}: one page, no errors`, async ({ page }) => {
      const errors = await takeOver(page, url);
      await expect(page.locator('header.site-header')).toHaveCount(1);
      await expect(page.locator('main#main')).toHaveCount(1);
      await expect(page.locator('footer.site-footer')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  // ADR 048: the browser paints what the server sent before it fetches the app; only the small script that
  // waits for that paint is asked for earlier.
  for (const url of ['/', paths.courses, paths.login, 'a course page']) {
    test(`${url}: the app's modules are fetched after the first paint`, async ({ page }) => {
      const address = url === 'a course page' ? paths.courseDetail.to(courseAt(catalogue, 0).slug) : url;
      await takeOver(page, address);
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(firstPaint).toBeGreaterThan(0);
      const early = scripts.filter((script) => script.startTime < (firstPaint ?? 0));
      expect(early.map((script) => script.path)).toEqual([expect.stringMatching(/^\/assets\/after-paint-/)]);
      expect(scripts.length).toBeGreaterThan(5);
    });
  }

  test('what a visitor types before the app has started is kept, and searched', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto(paths.courses);
    const box = page.getByRole('searchbox', { name: 'Search courses' });
    await box.fill('zzqxnothing');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    release();
    await appStarted(page);
    await expect(box).toHaveValue('zzqxnothing');
    await expect(page.getByText('No courses match “zzqxnothing”.')).toBeVisible();
  });

  test('where a visitor has scrolled before the app has started, they stay', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    release();
    await appStarted(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    // The bar reads the position when it starts: past 50 px, translucent.
    await expect(page.locator('header').first()).toHaveAttribute('data-translucent', 'true');
  });

  test('the course page keeps the nodes it was sent, and its tabs load after', async ({ page }) => {
    const course = courseAt(catalogue, 1);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Hold on to the heading the HTML parser makes, before any script runs: the app must reuse that node,
    // not draw a new one in its place.
    await page.addInitScript(() => {
      const held = window as unknown as { serverHeading?: Element };
      new MutationObserver((_, observer) => {
        const heading = document.querySelector('h1');
        if (!heading) return;
        held.serverHeading = heading;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(paths.courseDetail.to(course.slug));
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: course.name });
    await expect(heading).toHaveCount(1);
    const isSameNode = await page.evaluate(
      () => document.querySelector('h1') === (window as unknown as { serverHeading?: Element }).serverHeading,
    );
    expect(isSameNode).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a signed-in learner's bar shows their name, never the visitor's Login", async ({ page, request }) => {
    const user = uniqueUser();
    await signUpViaApi(request, user);
    await loginViaUi(page, user);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: /Cart/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });
});
