import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { AUTHORING_TEXTS as T, LESSON_MESSAGES } from '@curio/shared';
import { expect, test, apiLogin, bearerOf, courseViaApi, EDITOR, loginAsEditor } from '../fixtures/index.ts';
import { WORK_DIR } from '../fixtures/env.ts';

/**
 * An editor authors a course's lessons (docs/product.md#authoring): a section, a video lesson, a short clip
 * uploaded, prepared by the server's ffmpeg, then the lesson published. The course stays a draft and is
 * deleted at the end: later specs read the catalogue's first courses and expect the demo's (with images).
 */

test.setTimeout(300_000);
/** A console page loads its code on first visit: on a busy machine that takes a while. */
const PAGE_LOAD = { timeout: 30_000 };

const CLIP = path.join(WORK_DIR, '.media', 'authoring-clip.mp4');

/** A 4 s clip with picture and sound, made by Debian's ffmpeg from its test sources. */
test.beforeAll(() => {
  mkdirSync(path.dirname(CLIP), { recursive: true });
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=25:duration=4',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=4',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      CLIP,
    ],
    { stdio: 'pipe' },
  );
});

const editorHeaders = async (request: APIRequestContext) => bearerOf(await apiLogin(request, EDITOR));

test('an editor adds a section and a video lesson, uploads a clip, waits until it is ready and publishes it', async ({
  page,
}) => {
  const name = `Kestrel ${Math.random().toString(36).slice(2, 7)} Filming`;
  // A draft: it never reaches the catalogue.
  const course = await courseViaApi(page.request, name, { status: 'draft' });
  try {
    await loginAsEditor(page, `/admin/courses/${course._id}`);
    const lessons = page.getByRole('link', { name: T.lessonsLink });
    await expect(lessons).toBeVisible(PAGE_LOAD);
    await lessons.click();
    await expect(page.getByRole('heading', { level: 1, name: T.pageTitle(name) })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText(T.emptyOutline)).toBeVisible();

    await page.getByRole('textbox', { name: T.sectionTitle }).fill('Week 1');
    await page.getByRole('button', { name: T.addSection }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Week 1' })).toBeVisible();

    await page.getByRole('textbox', { name: T.newLessonTitle('Week 1') }).fill('Camera basics');
    await page.getByRole('combobox', { name: T.newLessonKind('Week 1') }).selectOption('video');
    await page.getByRole('button', { name: T.addLesson }).click();
    const lessonLink = page.getByRole('link', { name: 'Camera basics' });
    await expect(lessonLink).toBeVisible();
    await expect(page.locator('.outline-lesson').filter({ hasText: 'Camera basics' })).toContainText(
      T.noVideo,
    );
    await lessonLink.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Camera basics' })).toBeVisible(PAGE_LOAD);
    const input = page.getByLabel(T.videoInput);
    await expect(input).toBeEnabled(PAGE_LOAD);
    await input.setInputFiles(CLIP);
    const video = page.getByRole('region', { name: T.videoHeading, exact: true });
    await expect(video).toContainText(T.videoCurrent('authoring-clip.mp4'));
    // Read every 2 s until the server's ffmpeg is done with it.
    await expect(video.getByText('Ready', { exact: true })).toBeVisible({ timeout: 180_000 });

    const status = page.getByRole('region', { name: T.status });
    await status.getByRole('button', { name: T.publish, exact: true }).click();
    await expect(page.getByText(LESSON_MESSAGES.lessonPublished)).toBeVisible();
    await expect(status.getByText(T.published, { exact: true })).toBeVisible();
    await expect(status.getByRole('button', { name: T.unpublish })).toBeEnabled();

    await page.getByRole('link', { name: T.backToLessons }).click();
    const row = page.locator('.outline-lesson').filter({ hasText: 'Camera basics' });
    await expect(row).toContainText(T.published, PAGE_LOAD);
    await expect(row).toContainText('Ready');
    await expect(row).toContainText('0:04');
  } finally {
    const removed = await page.request.delete(`/api/admin/courses/${course._id}`, {
      headers: await editorHeaders(page.request),
    });
    expect(removed.status(), await removed.text()).toBe(200);
  }
});
