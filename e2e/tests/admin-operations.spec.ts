import { readFileSync } from 'node:fs';
import { type Download, type Page } from '@playwright/test';
import { GENERAL_ENQUIRY, MESSAGES, PAYMENT_TEXTS, REVIEW_ADMIN_MESSAGES } from '@curio/shared';
import {
  expect,
  test,
  ADMIN,
  adminLogin,
  editorLogin,
  expectNoA11yViolations,
  loginViaUi,
  newLearner,
  placeOrderViaApi,
  readCatalogue,
  readLatestMail,
  expectToast,
} from '../fixtures/index.ts';

/**
 * docs/product.md#console in a browser: an admin runs an order, an editor moderates a review and answers an
 * enquiry.
 */
test.describe.configure({ timeout: 120_000 });

/** Ends the staff member's session in this tab, so the next login is someone else's. */
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

/** A downloaded CSV's first line, after the UTF-8 BOM every export starts with. */
function headerRow(download: Download, path: string | null): string {
  if (!path) throw new Error(`the download ${download.suggestedFilename()} was not saved`);
  const text = readFileSync(path, 'utf8');
  expect(text.startsWith('\uFEFF'), 'the export starts with the UTF-8 BOM').toBe(true);
  return text.slice(1).split('\r\n')[0] ?? '';
}

test('an admin finds an order by reference and confirms it with a note; the learner sees it Active, a notification and a mail', async ({
  page,
  request,
}) => {
  const catalogue = await readCatalogue(request);
  const course = catalogue.courses[0];
  if (!course) throw new Error('the demo seed has no course');
  const learner = await newLearner(request);
  const order = await placeOrderViaApi(request, learner, course);
  const since = Date.now();

  await adminLogin(page, '/admin/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoA11yViolations(page);

  await test.step('search by reference finds exactly that order', async () => {
    await page.getByLabel('Search by reference').fill(order.reference);
    await expect(page).toHaveURL(new RegExp(`q=${order.reference}`));
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Pending payment');
    await expect(table.getByRole('row').nth(1)).toContainText(learner.email);
  });

  await test.step('the CSV export of the filtered list has the right header row', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
    const path = await download.path();
    expect(headerRow(download, path)).toBe(
      'Reference,Placed at (UTC),Status,Learner,Email,Courses,Items,Amount (USD),Billing name,Mobile',
    );
    expect(readFileSync(path, 'utf8')).toContain(order.reference);
  });

  await test.step('the order page confirms it with a note, and the timeline shows the change', async () => {
    await table.getByRole('link', { name: order.reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Order lines' })).toContainText(course.name);
    await expectNoA11yViolations(page);
    await page.getByLabel('Note for the timeline (optional)').fill('Paid by bank transfer');
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await expectToast(page, PAYMENT_TEXTS.markedAsPaid);
    const change = page
      .getByRole('list', { name: 'Status changes, oldest first' })
      .getByRole('listitem')
      .nth(1);
    await expect(change).toContainText('Pending payment → Confirmed');
    await expect(change).toContainText(`by ${ADMIN.email}`);
    await expect(change).toContainText('Paid by bank transfer');
    await expect(page.getByRole('button', { name: 'Complete order' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeDisabled();
  });

  await test.step('the learner gets a mail', async () => {
    // The placement mail is sent after its commit too and may land after `since`: wait for this one.
    await expect
      .poll(async () => (await readLatestMail(learner.email, { after: since })).subject, { timeout: 15_000 })
      .toContain('Order confirmed');
    const mail = await readLatestMail(learner.email, { after: since });
    expect(mail.subject).toContain(order.reference);
  });

  await signOut(page);
  await loginViaUi(page, learner);

  await test.step("the learner's Skillset Journey shows the course Active", async () => {
    await page.goto('/profile?tab=journey');
    const timeline = page.getByRole('list', { name: 'Your courses, oldest first' });
    await expect(timeline.getByRole('article', { name: course.name })).toContainText('Active');
  });

  await test.step('and a notification says the order is confirmed', async () => {
    await page.goto('/notification');
    const confirmed = page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('article', { name: 'Order confirmed' });
    await expect(confirmed).toContainText(order.reference);
  });
});

test('an editor hides a review with a reason: it leaves the course page, and its author sees it marked hidden', async ({
  page,
  request,
}) => {
  const catalogue = await readCatalogue(request);
  const course = catalogue.courses[1] ?? catalogue.courses[0];
  if (!course) throw new Error('the demo seed has no course');
  const author = await newLearner(request);
  const reply = await request.post(`/api/course/${course._id}/review`, {
    headers: { authorization: `Bearer ${author.token}` },
    data: { rating: 2, comment: 'Too fast for beginners.' },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);

  await editorLogin(page, '/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await page.getByLabel('Search comment or author').fill(author.email);
  const table = page.getByRole('table', { name: 'Reviews' });
  const row = table.getByRole('row').filter({ hasText: author.name });
  await expect(row).toContainText('2 of 5');
  await expect(row).toContainText('Visible');
  await expectNoA11yViolations(page);

  await row.getByRole('button', { name: `Hide ${author.name}'s review of ${course.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText(REVIEW_ADMIN_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Off-topic for this course');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expectToast(page, REVIEW_ADMIN_MESSAGES.hidden);
  await expect(row).toContainText('Hidden');
  await expect(row).toContainText('Reason: Off-topic for this course');

  await test.step('the course page no longer shows it', async () => {
    await page.goto(`/coursesdetails/${course.slug}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('article', { name: `Review by ${author.name}` })).toHaveCount(0);
  });

  await test.step("its author still sees it in the profile's Reviews tab, marked hidden", async () => {
    await signOut(page);
    await loginViaUi(page, author);
    await page.goto('/profile?tab=reviews');
    const review = page.getByRole('article', { name: course.name });
    await expect(review).toContainText('Too fast for beginners.');
    await expect(review).toContainText('Hidden by a moderator: Off-topic for this course');
  });
});

test('an enquiry sent through /SayHello reaches the inbox, is closed with a note, and exports as CSV', async ({
  page,
}) => {
  const sender = `Inbox Tester ${Date.now().toString(36)}`;
  await page.goto('/SayHello');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name', { exact: true }).fill(sender);
  await form.getByLabel('Email Address', { exact: true }).fill('inbox.tester@example.com');
  await form.getByLabel('Comment', { exact: true }).fill('Please send the price list for team training.');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'Send Message', exact: true }).click();
  await expectToast(page, MESSAGES.contact.sent);

  await editorLogin(page, '/admin/inbox');
  await expect(page.getByRole('tab', { name: 'Enquiries' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search name or email').fill(sender);
  const table = page.getByRole('table', { name: 'Enquiries' });
  const row = table.getByRole('row').filter({ hasText: sender });
  await expect(row).toContainText('New');
  await expect(row).toContainText(GENERAL_ENQUIRY);
  await expectNoA11yViolations(page);

  await row.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByText('Please send the price list for team training.')).toBeVisible();
  await page.getByLabel('Status of this enquiry').selectOption('closed');
  await page.getByLabel('Internal note').fill('Price list sent by mail');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, MESSAGES.admin.saved);
  await expect(row).toContainText('Closed');
  await expect(page.getByLabel('Internal note')).toHaveValue('Price list sent by mail');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Enquiries CSV' }).click();
  const download = await downloading;
  const path = await download.path();
  expect(headerRow(download, path)).toBe(
    'Received at (UTC),Status,Name,Email,From page,Message,Note,Updated at (UTC)',
  );
  expect(readFileSync(path, 'utf8')).toContain(`Closed,${sender},inbox.tester@example.com`);
});
