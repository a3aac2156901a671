import { type Page } from '@playwright/test';
import { ARTICLE_CATEGORY_LABELS, type TArticle, type TArticleDetail } from '@curio/shared';
import { formatLongDate } from '@curio/web/lib/dates';
import { expect, test, expectNoA11yViolations, expectPath } from '../fixtures/index.ts';
import { apiData, box } from './content-helpers.ts';

/** ADR 014: every article on /dive-our opens its own page, /dive-our/{slug}, with its full text. */

/** The paragraphs and list items of an article's stored text, as a browser reads them. */
function partsOf(page: Page, html: string) {
  return page.evaluate((markup) => {
    const body = new DOMParser().parseFromString(markup, 'text/html').body;
    const texts = (selector: string) =>
      Array.from(body.querySelectorAll(selector), (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
    return { paragraphs: texts('p'), items: texts('li') };
  }, html);
}

/** The first demo article whose text has a list (the seed gives several one). */
async function anArticleWithAList(request: import('@playwright/test').APIRequestContext) {
  for (const article of await apiData<TArticle[]>(request, '/article')) {
    const detail = await apiData<TArticleDetail>(request, `/article/slug/${article.slug}`);
    if (/<(ul|ol)>/.test(detail.body)) return detail;
  }
  throw new Error('no demo article with a list');
}

async function expectTheArticle(page: Page, article: TArticleDetail) {
  await expectPath(page, `/dive-our/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page).toHaveTitle(`${article.title} · Curio`);
  const main = page.getByRole('main');
  await expect(main.getByText(ARTICLE_CATEGORY_LABELS[article.category], { exact: true })).toBeVisible();
  await expect(main.getByText(formatLongDate(article.createdAt, 'utc'), { exact: true })).toBeVisible();
  const { paragraphs, items } = await partsOf(page, article.body);
  const text = main.locator('.article-view__text');
  await expect(text.locator('p')).toHaveText(paragraphs);
  await expect(text.getByRole('listitem')).toHaveText(items);
}

test.describe('an article’s own page', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a card on /dive-our opens the article: its full text with paragraphs and list, date, category, title', async ({
    page,
    request,
  }) => {
    const article = await anArticleWithAList(request);
    await page.goto('/dive-our');
    // The whole card opens it: a click on the card's summary (where the title's link lies over the card).
    const card = page.locator('.article-card').filter({ hasText: article.title });
    await card.getByText(article.summary).scrollIntoViewIfNeeded();
    const summary = await box(card.getByText(article.summary));
    await page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2);
    await expectTheArticle(page, article);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: '← All articles' }).first().click();
    await expectPath(page, '/dive-our');
  });

  test('a card opens from the keyboard, and a full load of the page has the article’s head', async ({
    page,
    request,
  }) => {
    const article = await anArticleWithAList(request);
    await page.goto('/dive-our');
    await page.getByRole('link', { name: article.title }).focus();
    await page.keyboard.press('Enter');
    await expectTheArticle(page, article);

    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expectTheArticle(page, article);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/dive-our/${article.slug}$`),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('an unknown article answers 404 and leads back to the listing', async ({ page }) => {
    const response = await page.goto('/dive-our/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await expect(page).toHaveTitle('Article not found · Curio');
    await page.getByRole('link', { name: 'See all articles' }).click();
    await expectPath(page, '/dive-our');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the article reads in one column, no wider than the screen', async ({ page, request }) => {
      const article = await anArticleWithAList(request);
      await page.goto('/dive-our');
      await page.locator('.article-card').filter({ hasText: article.title }).click();
      await expectTheArticle(page, article);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
