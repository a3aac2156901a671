import { type Locator, type Page } from '@playwright/test';
import { COURSE_MESSAGES, MESSAGES, type TCategory, type TQuizQuestion } from '@curio/shared';
import {
  expect,
  test,
  centredSlide,
  courseCarousel,
  coursesOf,
  expectNoA11yViolations,
  expectPath,
  loginViaUi,
  offCentre,
  readCatalogue,
  readCourse,
  signUpViaApi,
  uniqueUser,
  type Catalogue,
  expectToast,
} from '../fixtures/index.ts';

/**
 * docs/product.md#catalogue in a browser: the catalogue, a course page with every tab, reviews, the quiz and
 * search.
 */
test.describe.configure({ timeout: 120_000 });

let catalogue: Catalogue;

test.beforeAll(async ({ request }) => {
  catalogue = await readCatalogue(request);
  expect(catalogue.categories.length, 'the demo seed has 4+ categories').toBeGreaterThanOrEqual(4);
  expect(catalogue.courses.length, 'the demo seed has 12+ courses').toBeGreaterThanOrEqual(12);
});

const firstCategory = (): TCategory => {
  const [category] = catalogue.categories;
  if (!category) throw new Error('the seed has no category');
  return category;
};

/**
 * The courses a person sees in a category's carousel (docs/product.md#rules: exactly 3 shows the first
 * again).
 */
const slideCountOf = (category: TCategory) => {
  const count = coursesOf(catalogue, category).length;
  return count === 3 ? 4 : count;
};

async function expectCentred(carousel: Locator, slide: Locator) {
  await expect
    .poll(() => offCentre(carousel, slide), { message: 'the slide sits in the middle' })
    .toBeLessThan(2);
}

async function signedInLearner(page: Page, request: Parameters<typeof signUpViaApi>[0]) {
  const user = uniqueUser();
  await signUpViaApi(request, user);
  await loginViaUi(page, user);
  return user;
}

test('a visitor browses the category tabs and turns the carousel both ways', async ({ page }) => {
  const category = firstCategory();
  const total = slideCountOf(category);

  await page.goto('/course');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Course' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Course categories' }).getByRole('tab');
  await expect(tabs).toHaveText(catalogue.categories.map((c) => c.name));
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  const carousel = courseCarousel(page, category);
  const slides = carousel.getByRole('group');
  await expect(slides).toHaveCount(total);
  for (const course of coursesOf(catalogue, category)) {
    await expect(carousel.getByRole('link', { name: course.name, exact: true }).first()).toBeVisible();
  }
  await expect(carousel.getByText(/^\$ [\d.]+ USD$/).first()).toBeVisible();
  await expect(page.locator('.carousel [role="tablist"], .carousel__dots')).toHaveCount(0); // no dots

  await expect(centredSlide(carousel)).toHaveAccessibleName(`1 of ${total}`);
  await expectCentred(carousel, slides.nth(0));
  await carousel.getByRole('button', { name: 'Next courses' }).click();
  await expect(centredSlide(carousel)).toHaveAccessibleName(`2 of ${total}`);
  await expectCentred(carousel, slides.nth(1));
  await carousel.getByRole('button', { name: 'Previous courses' }).click();
  await carousel.getByRole('button', { name: 'Previous courses' }).click();
  // Infinite loop: before the first comes the last.
  await expect(centredSlide(carousel)).toHaveAccessibleName(`${total} of ${total}`);
  await expectCentred(carousel, slides.nth(total - 1));

  await test.step('the arrow keys move between categories', async () => {
    const second = catalogue.categories[1];
    if (!second) throw new Error('the seed has one category');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const secondCarousel = courseCarousel(page, second);
    await expect(secondCarousel.getByRole('group')).toHaveCount(slideCountOf(second));
    const [firstCourse] = coursesOf(catalogue, second);
    await expect(
      secondCarousel.getByRole('link', { name: firstCourse?.name, exact: true }).first(),
    ).toBeVisible();
  });

  await test.step('a category with exactly 3 courses shows its first course again, as a 4th slide', async () => {
    const three = catalogue.categories.find((c) => coursesOf(catalogue, c).length === 3);
    if (!three) throw new Error('the seed has no category with exactly 3 courses');
    await page.getByRole('tab', { name: three.name, exact: true }).click();
    const threeCarousel = courseCarousel(page, three);
    await expect(threeCarousel.getByRole('group')).toHaveCount(4);
    const [firstCourse] = coursesOf(catalogue, three);
    await expect(threeCarousel.getByRole('group', { name: '4 of 4' })).toContainText(firstCourse?.name ?? '');
  });

  await expectNoA11yViolations(page);
});

test('a visitor opens a course from its card and reads every tab', async ({ page, request }) => {
  const category = firstCategory();
  const [card] = coursesOf(catalogue, category);
  if (!card) throw new Error('the first category is empty');
  const course = await readCourse(request, card.slug);

  await page.goto('/course');
  const carousel = courseCarousel(page, category);
  await expect(centredSlide(carousel)).toHaveAccessibleName(/^1 of/);
  // A click anywhere on the card (here its middle, not the name) opens the course.
  await centredSlide(carousel).getByRole('article').click();
  await expectPath(page, `/coursesdetails/${course.slug}`);

  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(page).toHaveTitle(`${course.name} · Curio`);
  for (const stat of ['Duration', 'Lectures', 'Video Lessons', 'Skill Level', 'Students Enrolled']) {
    await expect(page.locator('.course-stats dt', { hasText: stat })).toBeVisible();
  }
  await expect(page.locator('.course-stats')).toContainText(course.duration);
  await expect(page.locator('.course-stats')).toContainText(course.skillLevel);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Course', name: course.name });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);

  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Professionals' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { name: 'About this course' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Main features' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Who it is for' })).toBeVisible();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(panel.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(panel.locator('.rich-text')).not.toBeEmpty();

  await page.getByRole('tab', { name: 'Curriculum' }).click();
  await expect(panel.locator('.curriculum__item')).toHaveCount(course.curriculum.length);
  const [module1] = course.curriculum;
  await expect(panel.getByRole('heading', { name: `Module 1 ${module1?.title ?? ''}` })).toBeVisible();

  await page.getByRole('tab', { name: 'Quiz' }).click();
  await expect(panel.getByText(/^Question 1 of \d+$/)).toBeVisible();

  await page.getByRole('tab', { name: 'Certificate' }).click();
  const certificate = panel.getByRole('img', { name: `Sample certificate of completion for ${course.name}` });
  await expect(certificate).toBeVisible();
  await expect
    .poll(() => certificate.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(panel.getByRole('article')).not.toHaveCount(0);
  await expect(panel.getByRole('link', { name: MESSAGES.auth.loginRequired })).toHaveAttribute(
    'href',
    '/login',
  );
  await expectNoA11yViolations(page);
});

test('a learner adds, edits and deletes a review, and cannot change anyone else’s', async ({
  page,
  request,
}) => {
  const [card] = coursesOf(catalogue, firstCategory());
  if (!card) throw new Error('the first category is empty');
  const user = await signedInLearner(page, request);
  await page.goto(`/coursesdetails/${card.slug}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const panel = page.getByRole('tabpanel');
  const ownReview = panel.getByRole('article', { name: `Review by ${user.name}` });

  await test.step("others' reviews have no Edit or Delete", async () => {
    const others = panel.getByRole('article');
    await expect(others.first()).toBeVisible();
    expect(await others.count(), 'the seed gives each course 2+ reviews').toBeGreaterThanOrEqual(2);
    await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  });

  await test.step('add: click 4 stars, write, submit', async () => {
    await panel.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.locator('label', { hasText: '4 stars' }).click();
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog
      .getByRole('textbox', { name: 'Your review' })
      .fill('Great <b>hands-on</b> labs.<script>document.title="owned"</script>');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expectToast(page, COURSE_MESSAGES.reviewAdded);
    await expect(dialog).toBeHidden();
    await expect(ownReview).toBeVisible();
    await expect(ownReview.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(ownReview.locator('b', { hasText: 'hands-on' })).toBeVisible(); // markup rendered
    await expect(ownReview.locator('script')).toHaveCount(0); // and made inert
    await expect(page).not.toHaveTitle('owned');
    await expect(panel.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(1);
  });

  await test.step('edit: the modal is prefilled; change to 2 stars and new words', async () => {
    await ownReview.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your review' });
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Your review' })).toHaveValue(/hands-on/);
    await dialog.locator('label', { hasText: '2 stars' }).click();
    await dialog.getByRole('textbox', { name: 'Your review' }).fill('Good, but the labs ran long.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, COURSE_MESSAGES.reviewUpdated);
    await expect(ownReview.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
    await expect(ownReview).toContainText('Good, but the labs ran long.');
  });

  await test.step('delete: confirm, and the review is gone', async () => {
    await ownReview.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete review' });
    await expect(dialog).toContainText(MESSAGES.course.confirmReviewDelete);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(ownReview).toBeVisible();
    await ownReview.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete review' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, COURSE_MESSAGES.reviewDeleted);
    await expect(ownReview).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Write a review' })).toBeVisible();
  });
});

test('a learner takes the quiz to a score while the timer runs', async ({ page, request }) => {
  const [card] = coursesOf(catalogue, firstCategory());
  if (!card) throw new Error('the first category is empty');
  const course = await readCourse(request, card.slug);
  const quizReply = await request.get(`/api/course/${course._id}/quiz`);
  const questions = ((await quizReply.json()) as { data: TQuizQuestion[] }).data;
  expect(questions.length, 'the seed gives each course 5+ questions').toBeGreaterThanOrEqual(5);

  // The page's clock runs on as usual, and the test can move it on at once instead of waiting for it.
  await page.clock.install();
  await signedInLearner(page, request);
  await page.goto(`/coursesdetails/${course.slug}`);
  await page.getByRole('tab', { name: 'Quiz' }).click();
  const panel = page.getByRole('tabpanel');
  const timer = panel.getByRole('timer');
  await expect(timer).toHaveText(/^\d{2}:\d{2}$/);
  await page.clock.runFor(2_000);
  await expect(timer).not.toHaveText('00:00'); // it really counts

  const cont = panel.getByRole('button', { name: 'Continue' });
  for (const [index, question] of questions.entries()) {
    await expect(panel.getByText(`Question ${index + 1} of ${questions.length}`)).toBeVisible();
    const group = panel.getByRole('group', { name: new RegExp(escapeRegExp(question.question)) });
    await group.locator('label').first().click();
    await expect(group.getByRole('radio').first()).toBeChecked();
    if (index < questions.length - 1) await cont.click();
  }
  await expect(cont).toBeDisabled(); // the last question
  await panel.getByRole('button', { name: 'Submit answers' }).click();

  await expect(
    panel.getByRole('heading', { name: new RegExp(`^You scored \\d+ out of ${questions.length}$`) }),
  ).toBeVisible();
  const answers = panel.getByRole('list', { name: 'Your answers' }).getByRole('listitem');
  await expect(answers).toHaveCount(questions.length);
  for (const item of await answers.all()) await expect(item).toContainText('Correct answer:');
  const stopped = await timer.textContent();
  await page.clock.runFor(5_000); // five ticks at once: a running timer would show them
  await expect(timer).toHaveText(stopped ?? ''); // the clock stops with the attempt
});

test('an anonymous visitor is sent to log in to add to cart or wishlist, or to submit the quiz', async ({
  page,
}) => {
  const category = firstCategory();
  const [card] = coursesOf(catalogue, category);
  if (!card) throw new Error('the first category is empty');

  await page.goto('/course');
  const carousel = courseCarousel(page, category);
  await carousel
    .getByRole('button', { name: `Add ${card.name} to cart` })
    .first()
    .click();
  await expectToast(page, MESSAGES.cart.loginRequired);
  await expectPath(page, '/login');

  await page.goto(`/coursesdetails/${card.slug}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expectToast(page, MESSAGES.wishlist.loginRequired);
  await expectPath(page, '/login');

  await page.goto(`/coursesdetails/${card.slug}`);
  await page.getByRole('tab', { name: 'Quiz' }).click();
  const panel = page.getByRole('tabpanel');
  const cont = panel.getByRole('button', { name: 'Continue' });
  while (await cont.isEnabled()) await cont.click();
  await expect(panel.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);
  await panel.getByRole('link', { name: MESSAGES.auth.loginRequired }).click();
  await expectPath(page, '/login');
});

test('search finds a course by a word of its name, and a shared link shows the same results', async ({
  page,
}) => {
  const target = catalogue.courses.find((course) => /[A-Za-z]{5,}/.test(course.name));
  if (!target) throw new Error('no course name with a searchable word');
  const word = longestWord(target.name);

  await page.goto('/course');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(word);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^\\d+ courses? found for “${word}”$`) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: target.name, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?search=${word}$`));
  await expect(page.getByRole('tablist', { name: 'Course categories' })).toHaveCount(0);

  await page.goto(`/course?search=${word}`);
  await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue(word);
  await expect(page.getByRole('link', { name: target.name, exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search courses' }).fill('zzqxnothing');
  await expect(page.getByText('No courses match “zzqxnothing”.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all courses' }).click();
  await expect(page.getByRole('tablist', { name: 'Course categories' })).toBeVisible();
  await expect(page).toHaveURL(/\/course$/);
});

test('an unknown course shows a not-found page that leads back to the catalogue', async ({ page }) => {
  await page.goto('/coursesdetails/no-such-course');
  await expect(page.getByRole('heading', { level: 1, name: COURSE_MESSAGES.courseNotFound })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all courses' }).click();
  await expectPath(page, '/course');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Course' })).toBeVisible();
});

function longestWord(text: string): string {
  return (text.match(/[A-Za-z]+/g) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
