import { type Locator, type Page } from '@playwright/test';
import type { TCourseCard } from '@curio/shared';
import { expect, test, loginViaUi, signUpViaApi, uniqueUser } from '../fixtures/index.ts';

/**
 * ADR 018: on a phone every tab of every strip is in sight (the strips wrap; before, the tabs past the edge
 * needed a sideways swipe nobody guesses), and each strip is still a WAI-ARIA tablist: arrows, Home and End.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Every tab wholly on screen: not cut by the window, nor hidden in the strip's own scroll area. */
async function expectEveryTabInSight(strip: Locator, names: readonly string[]) {
  await expect(strip).toBeVisible();
  await strip.scrollIntoViewIfNeeded();
  const tabs = strip.getByRole('tab');
  await expect(tabs).toHaveText([...names]);
  for (const name of names) {
    await expect(strip.getByRole('tab', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
}

/** End, Home and the arrows move the selection and the focus along the strip, wrapping at both ends. */
async function expectKeyboardTabs(page: Page, strip: Locator, names: readonly string[]) {
  const tab = (name: string | undefined) => strip.getByRole('tab', { name, exact: true });
  const [first, second] = names;
  const last = names.at(-1);
  await strip.locator('[role="tab"][aria-selected="true"]').focus();
  await page.keyboard.press('Home');
  await expect(tab(first)).toBeFocused();
  await expect(tab(first)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(second)).toBeFocused();
  await expect(tab(second)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(last)).toBeFocused();
  await expect(tab(last)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(last)).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('ArrowRight');
  await expect(tab(first)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(last)).toBeFocused();
}

test('the course page shows all six tabs', async ({ page, request }) => {
  const reply = await request.get('/api/course');
  const [course] = ((await reply.json()) as { data: TCourseCard[] }).data;
  if (!course) throw new Error('the seed has no course');
  const names = ['Professionals', 'Overview', 'Curriculum', 'Quiz', 'Certificate', 'Reviews'];
  await page.goto(`/coursesdetails/${course.slug}`);
  const strip = page.getByRole('tablist', { name: 'Course details' });
  await expectEveryTabInSight(strip, names);
  await expectKeyboardTabs(page, strip, names);
});

test('the catalogue shows every category', async ({ page, request }) => {
  const reply = await request.get('/api/category');
  const names = ((await reply.json()) as { data: { name: string }[] }).data.map((category) => category.name);
  expect(names.length).toBeGreaterThan(3);
  await page.goto('/course');
  const strip = page.getByRole('tablist', { name: 'Course categories' });
  await expectEveryTabInSight(strip, names);
  await expectKeyboardTabs(page, strip, names);
});

test('the profile shows all its sections', async ({ page, request }) => {
  const user = uniqueUser();
  await signUpViaApi(request, user);
  await loginViaUi(page, user);
  const names = [
    'Profile',
    'Order History',
    'Your Skillset Journey',
    'Certificates',
    'Wishlist',
    'Reviews',
    'Setting',
  ];
  await page.goto('/profile');
  const strip = page.getByRole('tablist', { name: 'Profile sections' });
  await expectEveryTabInSight(strip, names);
  await expectKeyboardTabs(page, strip, names);
});

test('the gallery shows all five platforms', async ({ page }) => {
  const names = ['Facebook', 'Twitter', 'YouTube', 'LinkedIn', 'Instagram'];
  await page.goto('/our-gallery');
  const strip = page.getByRole('tablist', { name: 'Platform' });
  await expectEveryTabInSight(strip, names);
  await expectKeyboardTabs(page, strip, names);
});

test('the articles page shows all four categories', async ({ page }) => {
  const names = ['All Articles', 'Newsletter', 'Media Coverage', 'Features'];
  await page.goto('/dive-our');
  const strip = page.getByRole('tablist', { name: 'Article categories' });
  await expectEveryTabInSight(strip, names);
  await expectKeyboardTabs(page, strip, names);
});
