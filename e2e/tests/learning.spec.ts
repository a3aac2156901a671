import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LEARNING_MESSAGES, type TLessonDetail } from '@curio/shared';
import {
  expect,
  test,
  confirmOrderViaApi,
  expectNoA11yViolations,
  loginAs,
  newLearner,
  placeOrderViaApi,
  readCourse,
} from '../fixtures/index.ts';

/**
 * The learner's pages (docs/product.md#the-learners-pages, ADR 035) on a demo course whose lessons the
 * seed made (two ready videos of ~24 s, two readings, a download, a quiz): bought, confirmed, played,
 * resumed, completed; a visitor's free preview; a learner who did not buy it gets neither the lesson nor
 * its media.
 */
const SLUG = 'react-from-the-ground-up';
const LESSON_URL = new RegExp(`/learn/${SLUG}/[0-9a-f-]{36}$`);

const videoOf = (page: Page) => page.locator('media-controller video');
const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

/** Plays muted (no gesture needed), at normal speed. */
const play = (video: Locator) =>
  video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });

const lessonIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

/** The lesson as the API gives it to `token` (its quiz's questions, its media URLs). */
async function readLesson(request: APIRequestContext, token: string, lessonId: string) {
  const reply = await request.get(`/api/learn/lessons/${lessonId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: TLessonDetail }).data;
}

/**
 * Watches the video on the page to its end; its last report completes it and the button continues. At normal
 * speed: the server believes 15 new seconds in a lesson's first report and twice the time since the last one
 * after it, so at 1.5× a report the player sent ~10 s in (15 s of video) came on a slow machine too late
 * to be believed whole, and the lesson stayed incomplete.
 */
async function watchToTheEnd(page: Page) {
  const video = videoOf(page);
  await play(video);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 45_000 }).toBe(true);
  await expect(page.getByText(LEARNING_MESSAGES.markedComplete)).toBeVisible();
}

const completeAndContinue = (page: Page) =>
  page.getByRole('button', { name: LEARNING_MESSAGES.completeAndContinue }).click();

test('a learner buys a course, plays it, resumes where they stopped and completes it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const course = await readCourse(request, SLUG);
  const learner = await newLearner(request);
  const order = await placeOrderViaApi(request, learner, course);
  await confirmOrderViaApi(request, order);

  await test.step('the course page leads into the lessons', async () => {
    await loginAs(page, learner, `/coursesdetails/${SLUG}`);
    await page.getByRole('link', { name: LEARNING_MESSAGES.startLearning }).click();
    await expect(page).toHaveURL(LESSON_URL);
    await expect(page.getByText(LEARNING_MESSAGES.lessonsCompleted(0, 6))).toBeVisible();
    await expectNoA11yViolations(page);
  });

  const firstLesson = page.url();
  let stoppedAt = 0;
  await test.step('the first video plays, and its progress is kept when it pauses', async () => {
    const video = videoOf(page);
    await expect(video).toBeAttached();
    await play(video);
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(4);
    const report = page.waitForResponse(
      (response) => response.url().endsWith('/progress') && response.request().method() === 'POST',
    );
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    expect((await report).status()).toBe(200);
    stoppedAt = await currentTime(video);
  });

  await test.step('leaving and coming back resumes near the same second', async () => {
    await page.goto(`/coursesdetails/${SLUG}`);
    await page.getByRole('link', { name: LEARNING_MESSAGES.continueLearning }).click();
    await expect(page).toHaveURL(firstLesson);
    const video = videoOf(page);
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(stoppedAt - 1.5);
    expect(await currentTime(video)).toBeLessThan(stoppedAt + 1.5);
  });

  let paidPlaylist = '';
  let paidLesson = '';
  await test.step('every lesson, completed in turn', async () => {
    await watchToTheEnd(page);
    await completeAndContinue(page);
    // The reading.
    await expect(page.getByText(LEARNING_MESSAGES.lessonPosition(2, 6))).toBeVisible();
    await completeAndContinue(page);
    // The second video, which only a buyer may play.
    await expect(page.getByText(LEARNING_MESSAGES.lessonPosition(3, 6))).toBeVisible();
    paidLesson = page.url();
    paidPlaylist = (await readLesson(request, learner.token, lessonIdOf(page))).video?.playlistUrl ?? '';
    expect(paidPlaylist).toMatch(/^\/media\/videos\/.+\.m3u8$/);
    await watchToTheEnd(page);
    await completeAndContinue(page);
    await expect(page.getByText(LEARNING_MESSAGES.lessonPosition(4, 6))).toBeVisible();
    await completeAndContinue(page);
    // The download: its file, named, from a media URL.
    await expect(page.getByText(LEARNING_MESSAGES.lessonPosition(5, 6))).toBeVisible();
    const download = page.getByRole('link', { name: /^Download curio-study-guide\.pdf/ });
    await expect(download).toHaveAttribute('href', /^\/media\/files\//);
    expect((await page.request.get((await download.getAttribute('href')) ?? '')).status()).toBe(200);
    await completeAndContinue(page);
    // The quiz: the API's grading of a first attempt gives the answers; the page's attempt passes.
    await expect(page.getByText(LEARNING_MESSAGES.lessonPosition(6, 6))).toBeVisible();
    const quizId = lessonIdOf(page);
    const questions = (await readLesson(request, learner.token, quizId)).quiz ?? [];
    const graded = await request.post(`/api/learn/lessons/${quizId}/quiz`, {
      headers: { authorization: `Bearer ${learner.token}` },
      data: { answers: questions.map((q) => ({ question: q._id, option: 0 })) },
    });
    const { results } = ((await graded.json()) as { data: { results: { correct: number }[] } }).data;
    for (const [index, question] of questions.entries()) {
      const answer = question.options[results[index]?.correct ?? 0] ?? '';
      await page
        .getByRole('group', { name: new RegExp(question.question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .getByRole('radio', { name: answer, exact: true })
        .check();
    }
    await page.getByRole('button', { name: LEARNING_MESSAGES.submitQuiz }).click();
    await expect(page.getByText(LEARNING_MESSAGES.quizPassed)).toBeVisible();
    await expect(page.getByText(LEARNING_MESSAGES.lessonsCompleted(6, 6))).toBeVisible();
    await expect(page.getByText(LEARNING_MESSAGES.courseCompleted)).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: LEARNING_MESSAGES.courseProgress(course.name) }),
    ).toHaveAttribute('aria-valuenow', '100');
  });

  await test.step('the journey shows the course at 100 %, under Completed', async () => {
    await page.goto('/profile?tab=journey');
    await page
      .getByRole('group', { name: 'Show courses' })
      .getByRole('button', { name: 'Completed Courses' })
      .click();
    const entry = page.getByRole('article', { name: course.name });
    await expect(entry.getByText('Completed', { exact: true })).toBeVisible();
    await expect(entry.getByText(LEARNING_MESSAGES.progressLabel(100))).toBeVisible();
  });

  await test.step('a learner who did not buy it gets neither the lesson nor its media', async () => {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      const stranger = await newLearner(request);
      await loginAs(otherPage, stranger, new URL(paidLesson).pathname);
      await expect(otherPage.getByText(LEARNING_MESSAGES.lessonLocked)).toBeVisible();
      await expect(videoOf(otherPage)).toHaveCount(0);
      const refused = await otherPage.request.get(paidPlaylist);
      expect([401, 403]).toContain(refused.status());
    } finally {
      await other.close();
    }
  });
});

test('a visitor plays the free preview, and the lesson page fits a 320 px phone', async ({ page }) => {
  await page.goto(`/coursesdetails/${SLUG}`);
  await page.getByRole('tab', { name: 'Curriculum' }).click();
  await page
    .getByRole('link', { name: new RegExp(`^${LEARNING_MESSAGES.previewBadge}: `) })
    .first()
    .click();
  await expect(page).toHaveURL(LESSON_URL);
  const video = videoOf(page);
  await play(video);
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(1);
  // No progress is kept for a visitor: the page offers no completion.
  await expect(page.getByRole('button', { name: LEARNING_MESSAGES.completeAndContinue })).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // On a phone the outline is a drawer behind a button; Esc closes it and focus returns.
  const toggle = page.getByRole('button', { name: LEARNING_MESSAGES.openOutline });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: LEARNING_MESSAGES.outlineTitle });
  await expect(drawer.getByRole('button', { name: LEARNING_MESSAGES.closeOutline })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
  // Locked lessons say so to a visitor: sign in first.
  await toggle.click();
  await expect(drawer.getByText(LEARNING_MESSAGES.lockedTag).first()).toBeAttached();
});
