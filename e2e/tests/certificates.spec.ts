import { type APIRequestContext } from '@playwright/test';
import { CERTIFICATE_MESSAGES as C, LEARNING_MESSAGES as L, type TConsoleOutline } from '@curio/shared';
import {
  expect,
  test,
  apiLogin,
  bearerOf,
  confirmOrderViaApi,
  courseViaApi,
  EDITOR,
  expectNoA11yViolations,
  loginAs,
  loginAsAdmin,
  newLearner,
  placeOrderViaApi,
} from '../fixtures/index.ts';

/**
 * Certificates (docs/product.md#certificates) from end to end: a learner completes a short course of two
 * readings, is told in the site, downloads the PDF, opens the public page from the notification and sees it
 * valid (and the server's head names the learner and the course); an admin revokes it in the console with a
 * reason, and the page says so.
 */

/**
 * A published course of two published readings, made through the console's API by the demo editor; last in
 * its category's carousel, so the specs that open a category's first course never meet it.
 */
async function aShortCourse(request: APIRequestContext) {
  const name = `Certified Basics ${Date.now().toString(36)}`;
  const course = await courseViaApi(request, name, { status: 'published', sortOrder: 100_000 });
  const headers = bearerOf(await apiLogin(request, EDITOR));
  const added = await request.post(`/api/admin/courses/${course._id}/sections`, {
    headers,
    data: { title: 'Getting started' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const section = ((await added.json()) as { data: TConsoleOutline }).data.sections.at(-1);
  for (const title of ['Why it matters', 'What to do next']) {
    const created = await request.post(`/api/admin/sections/${section?._id ?? ''}/lessons`, {
      headers,
      data: { title, kind: 'text' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const lesson = ((await created.json()) as { data: { _id: string; updatedAt: string } }).data;
    const edited = await request.patch(`/api/admin/lessons/${lesson._id}`, {
      headers,
      data: { body: `<p>${title}: a short reading.</p>`, version: lesson.updatedAt },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    const { updatedAt } = ((await edited.json()) as { data: { updatedAt: string } }).data;
    const published = await request.post(`/api/admin/lessons/${lesson._id}/publish`, {
      headers,
      data: { version: updatedAt },
    });
    expect(published.status(), await published.text()).toBe(200);
  }
  return course;
}

/** The content of a `<meta property=…>` of the HTML the server sent, unescaped as a link preview reads it. */
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta data-head property="${property}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

/** The course the test made: archived when it ends (one with orders is never deleted), off the catalogue. */
let madeCourse: string | undefined;

test.afterAll(async ({ request }) => {
  if (!madeCourse) return;
  const headers = bearerOf(await apiLogin(request, EDITOR));
  const read = await request.get(`/api/admin/courses/${madeCourse}`, { headers });
  const { updatedAt } = ((await read.json()) as { data: { updatedAt: string } }).data;
  const archived = await request.post(`/api/admin/courses/${madeCourse}/status`, {
    headers,
    data: { status: 'archived', version: updatedAt },
  });
  expect(archived.status(), await archived.text()).toBe(200);
});

test('a learner earns a certificate, anyone verifies it, an admin revokes it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const course = await aShortCourse(request);
  madeCourse = course._id;
  const learner = await newLearner(request);
  await confirmOrderViaApi(request, await placeOrderViaApi(request, learner, course));

  await test.step('completing the last lesson completes the course', async () => {
    await loginAs(page, learner, `/learn/${course.slug}`);
    await expect(page.getByText(L.lessonPosition(1, 2))).toBeVisible();
    await page.getByRole('button', { name: L.completeAndContinue }).click();
    await expect(page.getByText(L.lessonPosition(2, 2))).toBeVisible();
    await page.getByRole('button', { name: L.completeAndContinue }).click();
    await expect(page.getByText(L.courseCompleted)).toBeVisible();
  });

  await test.step('the profile lists it; its PDF is a PDF', async () => {
    await page.goto('/profile?tab=certificates');
    const card = page.getByRole('article', { name: course.name });
    await expect(card.getByText('Valid')).toBeVisible();
    const pdfUrl = (await card.getByRole('link', { name: C.downloadPdf }).getAttribute('href')) ?? '';
    // The API writes absolute URLs on its public origin; the same server answers them here.
    const pdf = await page.request.get(new URL(pdfUrl).pathname);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  let pagePath = '';
  await test.step('the notification links to its page, which says it is valid', async () => {
    await page.goto('/notification');
    const notification = page.getByRole('article', { name: C.notificationTitle(course.name) });
    await expect(notification).toBeVisible();
    await notification.getByRole('link', { name: C.notificationTitle(course.name) }).click();
    await expect(page).toHaveURL(/\/certificates\/[a-z2-7]{26}$/);
    pagePath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: learner.name })).toBeVisible();
    await expect(page.getByText(C.validNotice)).toBeVisible();
    await expect(page.getByText(C.signatureVerified)).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page.getByRole('link', { name: course.name })).toHaveAttribute(
      'href',
      `/coursesdetails/${course.slug}`,
    );
    // A shared link previews the learner and the course: the server wrote them into the head.
    const html = await (await request.get(pagePath)).text();
    expect(metaOf(html, 'og:title')).toBe(`${C.pageTitle(learner.name, course.name)} · Curio`);
    // And on a phone it fits: no sideways scroll at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  });

  const reason = 'Issued by mistake: the course was completed by someone else.';
  await test.step('an admin revokes it in the console, with a reason', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    try {
      await loginAsAdmin(admin, `/admin/certificates?q=${encodeURIComponent(learner.email)}`);
      await admin.getByRole('link', { name: learner.name }).click();
      await expect(
        admin.getByRole('heading', { level: 1, name: `Certificate of ${learner.name}` }),
      ).toBeVisible();
      await admin.getByRole('button', { name: C.revokeButton }).click();
      const dialog = admin.getByRole('dialog', { name: C.revokeTitle });
      await dialog.getByRole('textbox', { name: C.reasonLabel }).fill(reason);
      await dialog.getByRole('button', { name: C.revokeButton }).click();
      await expect(admin.getByRole('heading', { name: /Status/ })).toContainText('Revoked');
    } finally {
      await context.close();
    }
  });

  await test.step('its page now says it is revoked, and why', async () => {
    await page.goto(pagePath);
    await expect(page.getByText(/^This certificate was revoked on /)).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByText(C.validNotice)).toHaveCount(0);
  });
});
