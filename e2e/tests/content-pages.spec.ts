import { type Locator } from '@playwright/test';
import {
  CONTENT_MESSAGES,
  type TAward,
  type TCommunityPost,
  type TFaq,
  type TTestimonial,
  type TWebsitePolicy,
} from '@curio/shared';
import { apiData, box, textOf } from './content-helpers.ts';
import { expect, test, expectLayout, expectNoA11yViolations } from '../fixtures/index.ts';

/** Content pages (docs/product.md#pages): awards, testimonials, FAQ, privacy policy, terms, community. */

test.describe('awards (/our-awards)', () => {
  // Layout is measured with boxes: no reveal animation half-way through a slide-up (checked below).
  test.use({ reducedMotion: 'reduce' });

  async function awardBoxes(items: Locator, count: number) {
    return Promise.all(Array.from({ length: count }, (_, index) => box(items.nth(index))));
  }

  test('on a wide screen the middle award is centred, the first half left and the rest right', async ({
    page,
    request,
  }) => {
    const awards = await apiData<TAward[]>(request, '/communityAwards');
    expect(awards.length).toBeGreaterThanOrEqual(3);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/our-awards');
    const items = page.locator('main .awards > li');
    await expect(items).toHaveCount(awards.length);
    for (const award of awards) {
      const card = items.filter({ hasText: award.awardName });
      await expect(card).toContainText(String(award.year));
      await expect(card).toContainText(award.place);
    }
    await expectLayout(async () => {
      const boxes = await awardBoxes(items, awards.length);
      const middleIndex = Math.floor(awards.length / 2);
      const middle = boxes[middleIndex] as (typeof boxes)[number];
      const list = await box(page.locator('main .awards'));
      const centre = (b: { x: number; width: number }) => b.x + b.width / 2;
      expect(Math.abs(centre(middle) - centre(list))).toBeLessThan(4);
      boxes.forEach((b, index) => {
        if (index < middleIndex) expect(b.x + b.width, `award ${index + 1} is left`).toBeLessThan(middle.x);
        if (index > middleIndex)
          expect(b.x, `award ${index + 1} is right`).toBeGreaterThan(middle.x + middle.width);
      });
    });
  });

  test('on a phone the awards form a grid in their own order', async ({ page, request }) => {
    const awards = await apiData<TAward[]>(request, '/communityAwards');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/our-awards');
    const items = page.locator('main .awards > li');
    await expect(items).toHaveCount(awards.length);
    await expectLayout(async () => {
      const boxes = await awardBoxes(items, awards.length);
      const firstX = boxes[0]?.x ?? 0;
      boxes.forEach((b, index) => {
        expect(b.x + b.width, 'fits the screen').toBeLessThanOrEqual(390);
        expect(Math.abs(b.x - firstX), `award ${index + 1} is in the one column`).toBeLessThan(2);
        const previous = boxes[index - 1];
        if (previous) expect(b.y, `award ${index + 1} follows the one before`).toBeGreaterThan(previous.y);
      });
    });
  });
});

for (const path of ['/what-client', '/testimonials']) {
  test(`${path} shows the heading and a slider of testimonials`, async ({ page, request }) => {
    const testimonials = await apiData<TTestimonial[]>(request, '/testimonials');
    expect(testimonials.length).toBeGreaterThan(1);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'What Our Clients Say' })).toBeVisible();
    const slider = page.getByRole('region', { name: 'Testimonials' });
    const first = testimonials[0] as TTestimonial;
    await expect(slider.locator('.carousel__slide')).toHaveCount(testimonials.length);
    await expect(slider).toContainText(first.message);
    await expect(slider).toContainText(first.name);
    await expect(slider).toContainText(first.designation);
    await expect(slider.getByRole('button', { name: 'Next testimonial' })).toBeVisible();
  });
}

test('the FAQ opens an answer when its question is chosen', async ({ page, request }) => {
  const faqs = await apiData<TFaq[]>(request, '/faq');
  const faq = faqs[0];
  if (!faq) throw new Error('no demo questions');
  await page.goto('/faq');
  await expect(page.locator('summary')).toHaveCount(faqs.length);
  const answer = page.locator('.faq-item__answer').first();
  await expect(answer).toBeHidden();
  await page.getByText(faq.question, { exact: true }).click();
  await expect(answer).toBeVisible();
  await expect(answer).toHaveText(await textOf(page, faq.answer));
  // And from the keyboard: the next question opens with Enter.
  const second = faqs[1];
  if (second) {
    await page.locator('summary').nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.faq-item__answer').nth(1)).toBeVisible();
  }
});

for (const { path, heading, field } of [
  { path: '/privacy-policy', heading: 'Privacy Policy', field: 'privacyPolicy' },
  { path: '/terms&condition', heading: 'Terms & Condition', field: 'termsAndConditions' },
] as const) {
  test(`${path} shows the site's ${heading} text`, async ({ page, request }) => {
    const policy = await apiData<TWebsitePolicy>(request, '/websitepolicy');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const text = await textOf(page, policy[field]);
    expect(text.length).toBeGreaterThan(100);
    await expect(page.locator('main .policy-text')).toHaveText(text);
    await expect(page).toHaveTitle(`${heading} · Curio`);
  });
}

test('the community page lists posts and opens one in full', async ({ page, request }) => {
  const posts = await apiData<TCommunityPost[]>(request, '/community');
  const post = posts[0];
  if (!post) throw new Error('no demo community posts');
  await page.goto('/community');
  await expect(page.locator('main .post-card')).toHaveCount(posts.length);
  const card = page.getByRole('article', { name: post.title });
  await expect(card).toContainText(post.author);
  await expect(card).toContainText(post.excerpt);
  for (const tag of post.tags) await expect(card.getByRole('list', { name: 'Tags' })).toContainText(tag);

  await card.getByRole('link', { name: `Read the full post: ${post.title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: post.title })).toBeFocused();
  await expect(page.locator('.post-view__body')).toHaveText(await textOf(page, post.body));
  await page.getByRole('link', { name: /All community posts/ }).click();
  await expect(page.locator('main .post-card')).toHaveCount(posts.length);
});

test('a failed load says so and loads again on Try again', async ({ page }) => {
  // Two failures: the site itself retries a 5xx once before it gives up and shows the error.
  let failures = 2;
  await page.route('**/api/faq', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, message: 'Service unavailable', data: null }),
      });
    } else await route.continue();
  });
  await page.goto('/faq');
  await expect(page.getByRole('alert')).toContainText('Service unavailable');
  await page.getByRole('button', { name: CONTENT_MESSAGES.retry }).click();
  await expect(page.locator('summary').first()).toBeVisible();
});

test.describe('reveal animations (1000 ms, once; none for reduced motion)', () => {
  test('cards fade up over 1000 ms as they come into view', async ({ page }) => {
    await page.goto('/our-awards');
    const first = page.locator('main .awards > li').first();
    await expect(first).toHaveCSS('transition-duration', '1s, 1s');
    await expect(first).toHaveCSS('opacity', '1');
    await expect(first).toHaveCSS('transform', 'none');
  });

  test.describe('when the visitor prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('cards are simply there', async ({ page }) => {
      await page.goto('/our-awards');
      const first = page.locator('main .awards > li').first();
      await expect(first).toBeVisible();
      const duration = await first.evaluate((element) => getComputedStyle(element).transitionDuration);
      // base.css turns every transition into 0.01 ms under reduced motion; either way nothing visibly moves.
      expect(Math.max(...duration.split(', ').map((value) => parseFloat(value)))).toBeLessThan(0.01);
      await expect(first).toHaveCSS('opacity', '1');
    });
  });
});

test('every content page loads without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const [path, content] of [
    ['/dive-our', '.article-card'],
    ['/our-media', '.media-card'],
    ['/our-gallery', '.embed-facade'],
    ['/our-work', '.job-card'],
    ['/our-awards', '.award-card'],
    ['/what-client', '.testimonial-slide'],
    ['/faq', 'summary'],
    ['/privacy-policy', '.policy-text'],
    ['/terms&condition', '.policy-text'],
    ['/community', '.post-card'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(`main ${content}`).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const [path, content] of [
    ['/our-awards', '.award-card'],
    ['/testimonials', '.testimonial-slide'],
    ['/faq', 'summary'],
    ['/privacy-policy', '.policy-text'],
    ['/community', '.post-card'],
  ] as const) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`main ${content}`).first()).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
});
