import { readFileSync } from 'node:fs';
import { paths, PROGRESS_CSV_HEADERS, PROGRESS_TEXTS as T } from '@curio/shared';
import {
  expect,
  test,
  adminLogin,
  DEMO_LEARNER,
  expectLayout,
  expectNoA11yViolations,
  readCourse,
} from '../fixtures/index.ts';

/**
 * docs/product.md#what-operators-see in a browser: an admin opens a demo video course's Learning page, finds
 * the demo learner counted, and downloads the progress export.
 */
test('an admin sees a demo course’s learners and downloads their progress as CSV', async ({
  page,
  request,
}) => {
  // The demo learner finished this course (packages/db/src/seed/learning.ts).
  const course = await readCourse(request, 'sql-for-analysts');
  await adminLogin(page, paths.admin.courseLearning.to(course._id));
  await expect(page.getByRole('heading', { level: 1, name: T.pageTitle(course.name) })).toBeVisible();

  await test.step('the figures count the demo learner, and every lesson is listed with words for its bars', async () => {
    const enrolled = page.getByRole('region', { name: T.enrolled });
    await expect(enrolled.locator('.console-stat__value')).not.toHaveText('0');
    await expect(page.getByRole('region', { name: T.completionRate })).toContainText('completed');
    const table = page.getByRole('table', { name: T.lessonsCaption });
    await expect(table.getByRole('rowheader').first()).toContainText('1.');
    await expect(table.getByRole('rowheader')).toHaveCount(6);
    await expect(table.getByText(/learners completed this lesson$/).first()).toBeAttached();
    await expectNoA11yViolations(page);
  });

  await test.step('the export names the demo learner with their progress and time watched', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: T.exportCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^learning-progress-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(PROGRESS_CSV_HEADERS.join(','));
    const demo = rows.find((row) => row.includes(DEMO_LEARNER.email));
    expect(demo, 'the demo learner has a row').toBeDefined();
    const cells = (demo ?? '').split(',');
    expect(cells.slice(0, 6)).toEqual([DEMO_LEARNER.name, DEMO_LEARNER.email, course.name, '100', '6', '6']);
    expect(Number(cells[6])).toBeGreaterThan(0);
    expect(cells[8]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  await test.step('on a 390 px screen the page does not scroll sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectLayout(async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
