import type { TArticle, TMediaItem } from '@curio/shared';
import { formatLongDate, formatShortDate } from '@curio/web/lib/dates';
import { expect, test, expectLayout, expectNoA11yViolations, expectPath } from '../fixtures/index.ts';
import { apiData, box } from './content-helpers.ts';

/** Content pages (docs/product.md#pages): /dive-our (articles) and /our-media (media carousel). */

test.describe('articles (/dive-our)', () => {
  // Layout is measured with boxes: no reveal animation half-way through a slide-up (checked in
  // content-pages).
  test.use({ reducedMotion: 'reduce' });
  const cardTitles = (page: import('@playwright/test').Page) =>
    page.getByRole('tabpanel').getByRole('heading', { level: 3 });

  test('All Articles lists every article with its short-month date, two columns wide', async ({
    page,
    request,
  }) => {
    const all = await apiData<TArticle[]>(request, '/article');
    expect(all.length).toBeGreaterThan(1);
    await page.goto('/dive-our');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Articles' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All Articles' })).toHaveAttribute('aria-selected', 'true');
    await expect(cardTitles(page)).toHaveText(all.map((a) => a.title));
    const first = all[0] as TArticle;
    await expect(page.getByRole('tabpanel').getByText(formatShortDate(first.createdAt, 'utc'))).toBeVisible();

    // Two columns on a desktop: the first two cards sit side by side.
    const cards = page.locator('.article-card');
    await expectLayout(async () => {
      const [a, b] = [await box(cards.nth(0)), await box(cards.nth(1))];
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      expect(b.x).toBeGreaterThan(a.x + a.width - 1);
    });
  });

  test('each tab shows only its category, fetched from the server', async ({ page, request }) => {
    await page.goto('/dive-our');
    await expect(cardTitles(page).first()).toBeVisible();
    for (const [tab, category] of [
      ['Newsletter', 'Newsletter'],
      ['Media Coverage', 'Media_Coverage'],
      ['Features', 'Features'],
    ] as const) {
      const expected = await apiData<TArticle[]>(request, `/article?category=${category}`);
      expect(expected.length, `demo articles in ${category}`).toBeGreaterThan(0);
      const response = page.waitForResponse((r) => r.url().endsWith(`/api/article?category=${category}`));
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await response;
      await expect(cardTitles(page)).toHaveText(expected.map((a) => a.title));
    }
  });

  test('the tabs work from the keyboard and the chosen one is kept in the address', async ({ page }) => {
    await page.goto('/dive-our');
    await page.getByRole('tab', { name: 'All Articles' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Newsletter' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Newsletter' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=newsletter$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Newsletter' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Join Now takes a visitor to sign up', async ({ page }) => {
    await page.goto('/dive-our');
    await page.getByRole('link', { name: 'Join Now' }).click();
    await expectPath(page, '/singup');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the cards stack in one column', async ({ page }) => {
      await page.goto('/dive-our');
      const cards = page.locator('.article-card');
      await expect(cards.nth(1)).toBeVisible();
      await expectLayout(async () => {
        const [a, b] = [await box(cards.nth(0)), await box(cards.nth(1))];
        expect(Math.abs(a.x - b.x)).toBeLessThan(2);
        expect(b.y).toBeGreaterThan(a.y + a.height - 1);
      });
    });
  });
});

test.describe('media (/our-media)', () => {
  test('shows every story with its long date on alternating yellow and purple cards', async ({
    page,
    request,
  }) => {
    const items = await apiData<TMediaItem[]>(request, '/ourMedia');
    expect(items.length).toBeGreaterThan(2);
    await page.goto('/our-media');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Media' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Media coverage' });
    const cards = carousel.locator('.media-card');
    await expect(cards).toHaveCount(items.length);
    const first = items[0] as TMediaItem;
    await expect(cards.first()).toContainText(first.title);
    await expect(cards.first()).toContainText(formatLongDate(first.createdAt, 'utc'));
    await expect(cards.nth(0)).toHaveCSS('background-color', 'rgb(254, 240, 138)'); // yellow-200
    await expect(cards.nth(1)).toHaveCSS('background-color', 'rgb(76, 29, 149)'); // purple-800
    await expect(cards.nth(2)).toHaveCSS('background-color', 'rgb(254, 240, 138)');
  });

  for (const { width, perView } of [
    { width: 1440, perView: 2.8 },
    { width: 900, perView: 2 },
    { width: 600, perView: 1.5 },
    { width: 400, perView: 1 },
  ]) {
    test(`shows ${perView} slides at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/our-media');
      const carousel = page.getByRole('region', { name: 'Media coverage' });
      // The slide row (slides carry the gap as padding, so the row is the unit they divide).
      await expectLayout(async () => {
        const row = await box(carousel.locator('.carousel__container'));
        const slide = await box(carousel.locator('.carousel__slide').first());
        expect(row.width / slide.width).toBeCloseTo(perView, 1);
      });
    });
  }

  test('on a desktop the carousel starts with the first story at its left edge, no blank third', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/our-media');
    const carousel = page.getByRole('region', { name: 'Media coverage' });
    const cards = carousel.locator('.media-card');
    await expectLayout(async () => {
      const view = await box(carousel.locator('.carousel__viewport'));
      const first = await box(cards.first());
      expect(Math.abs(first.x - view.x), 'the first story starts where the carousel starts').toBeLessThan(2);
      // Stories fill the view to its right edge (2.8 of them), the next one cut to show there is more.
      const third = await box(cards.nth(2));
      expect(third.x + third.width).toBeGreaterThan(view.x + view.width);
    });
    // Nothing comes before the first story (the carousel does not loop): Previous is off, Next moves on.
    await expect(carousel.getByRole('button', { name: 'Previous story' })).toBeDisabled();
    await carousel.getByRole('button', { name: 'Next story' }).click();
    await expect(carousel.getByRole('button', { name: 'Previous story' })).toBeEnabled();
  });

  test('the arrows move the carousel on', async ({ page }) => {
    await page.goto('/our-media');
    const carousel = page.getByRole('region', { name: 'Media coverage' });
    const selected = carousel.locator('.carousel__slide[data-selected="true"]');
    const before = await selected.textContent();
    await carousel.getByRole('button', { name: 'Next story' }).click();
    await expect(selected).not.toHaveText(before ?? '');
    await carousel.getByRole('button', { name: 'Previous story' }).click();
    await expect(selected).toHaveText(before ?? '');
  });

  test('Read More opens the story’s summary and source', async ({ page, request }) => {
    const [first] = await apiData<TMediaItem[]>(request, '/ourMedia');
    if (!first) throw new Error('no demo media');
    await page.goto('/our-media');
    await page.getByRole('button', { name: `Read More: ${first.title}` }).click();
    const dialog = page.getByRole('dialog', { name: first.title });
    await expect(dialog).toContainText(first.summary);
    await expect(dialog).toContainText(first.source);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/dive-our', '/our-media']) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main article').first()).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
});
