import { COURSE_MESSAGES, COURSE_PAGE_SIZE } from '@curio/shared';
import { apiLogin, bearerOf, courseViaApi, EDITOR, expect, test } from '../fixtures/index.ts';

/**
 * A catalogue larger than a page (ADR 041, docs/product.md#catalogue): a category of 30 courses, made through
 * the console's API as staff would, shows 24 cards, 'Showing 24 of 30 courses' and 'Show more courses', which
 * adds the rest and moves the focus to the first new card; a search pages the same way in its grid, on a
 * phone too. The demo's tabs (fewer than a page each) show neither.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const M = COURSE_MESSAGES.catalogue;
const COUNT = 30;
const letters = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const word = `Quorvak${letters()}`;
const categoryName = `Paged Crafts ${letters()}`;

test.beforeAll(async ({ request }) => {
  const auth = bearerOf(await apiLogin(request, EDITOR));
  const created = await request.post('/api/admin/categories', {
    headers: auth,
    data: { name: categoryName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const category = ((await created.json()) as { data: { _id: string } }).data;
  for (let i = 1; i <= COUNT; i += 1) {
    const name = `${word} Lesson ${String(i).padStart(2, '0')}`;
    await courseViaApi(request, name, { category: category._id, status: 'published', sortOrder: i });
  }
});

test('a demo tab fits one page: no count, no Show more', async ({ page }) => {
  await page.goto('/course');
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: /courses$/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: M.showMore })).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ of/)).toHaveCount(0);
});

test('a tab of 30 shows 24, then the rest with the keyboard, the focus on the first new card', async ({
  page,
}) => {
  await page.goto('/course');
  await page.getByRole('tab', { name: categoryName }).click();
  const carousel = page.getByRole('region', { name: `${categoryName} courses` });
  await expect(carousel.getByRole('group')).toHaveCount(COURSE_PAGE_SIZE);
  const count = page.getByText(M.showing(COURSE_PAGE_SIZE, COUNT));
  await expect(count).toHaveAttribute('aria-live', 'polite');

  const more = page.getByRole('button', { name: M.showMore });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(M.showing(COUNT, COUNT))).toBeVisible();
  await expect(carousel.getByRole('group')).toHaveCount(COUNT);
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`${word} Lesson 25`));
  await expect(more).toHaveCount(0);
});

test('a search of 30 matches pages its grid, at 390 px too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/course?search=${word}`);
  const results = page.getByRole('region', { name: `${COUNT} courses found for “${word}”` });
  await expect(results.getByRole('listitem')).toHaveCount(COURSE_PAGE_SIZE);
  const more = page.getByRole('button', { name: M.showMore });
  const box = await more.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await more.click();
  await expect(results.getByRole('listitem')).toHaveCount(COUNT);
  await expect(page.getByText(M.showing(COUNT, COUNT))).toBeVisible();
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`${word} Lesson 25`));
  // Nothing wider than the phone.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});
