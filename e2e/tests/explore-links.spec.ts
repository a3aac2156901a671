import { type Page } from '@playwright/test';
import { SITE_PAGES } from '@curio/shared';
import { expect, test, expectPath } from '../fixtures/index.ts';

/**
 * /our-media, /our-awards, /community and /what-client were linked from nowhere. A visitor now
 * reaches each by clicking, from the footer's Explore column and from the home page's explore block.
 */
const PAGES = [
  { name: SITE_PAGES.media.title, path: '/our-media' },
  { name: SITE_PAGES.awards.title, path: '/our-awards' },
  { name: SITE_PAGES.community.title, path: '/community' },
  { name: SITE_PAGES.testimonials.title, path: '/what-client' },
] as const;

const footerExplore = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Explore' });
const homeExplore = (page: Page) => page.getByRole('region', { name: 'Explore Curio' });

async function expectArrivedAt(page: Page, { name, path }: (typeof PAGES)[number]) {
  await expectPath(page, path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const target of PAGES) {
      test(`the footer's Explore column leads from the home page to ${target.path}`, async ({ page }) => {
        await page.goto('/');
        const link = footerExplore(page).getByRole('link', { name: target.name, exact: true });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
        await link.click();
        await expectArrivedAt(page, target);
      });

      test(`the home page's explore block leads to ${target.path}`, async ({ page }) => {
        await page.goto('/');
        const card = homeExplore(page).getByRole('link', { name: new RegExp(`^${target.name} →`) });
        await card.scrollIntoViewIfNeeded();
        await expect(card).toBeVisible();
        await card.click();
        await expectArrivedAt(page, target);
      });
    }
  });
}
