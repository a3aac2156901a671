import { type Page } from '@playwright/test';
import { CONTENT_MESSAGES, MESSAGES, type TSiteSettings } from '@curio/shared';
import {
  expect,
  test,
  ERROR_RED,
  expectFieldError,
  expectNoFieldError,
  expectPath,
  readLatestMail,
  recordApiCalls,
  ADMIN,
  apiLogin,
  bearerOf,
  expectToast,
} from '../fixtures/index.ts';

/** Contact page 'Leave Us Your Info.' and the trainer application (docs/product.md#enquiries). */

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const nameField = (page: Page) => form(page).getByLabel('Name', { exact: true });
const emailField = (page: Page) => form(page).getByLabel('Email Address', { exact: true });
const commentField = (page: Page) => form(page).getByLabel('Comment', { exact: true });
const agreeBox = (page: Page) => form(page).getByRole('checkbox', { name: /I agree to the Privacy Policy/ });
const sendButton = (page: Page) => form(page).getByRole('button', { name: 'Send Message', exact: true });

async function fillContact(page: Page, who = 'Asha Rao') {
  await nameField(page).fill(who);
  await emailField(page).fill('asha.rao@example.com');
  await commentField(page).fill('We would like cloud training for a team of 20 engineers.');
  await agreeBox(page).check();
}

test.describe('contact form', () => {
  test('flags each empty required field in red and the agree box with a red outline', async ({ page }) => {
    const calls = recordApiCalls(page, '/api/leads');
    await page.goto('/SayHello');
    await expect(page.getByRole('heading', { level: 1, name: 'Leave Us Your Info.' })).toBeVisible();
    await sendButton(page).click();

    await expectFieldError(nameField(page), CONTENT_MESSAGES.nameRequired);
    await expectFieldError(emailField(page), MESSAGES.validation.emailRequired);
    await expectFieldError(commentField(page), CONTENT_MESSAGES.commentRequired);
    await expect(agreeBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(agreeBox(page)).toHaveCSS('outline-color', ERROR_RED);
    await expect(agreeBox(page)).toHaveCSS('outline-style', 'solid');
    // Partial match: the error's '!' badge (a CSS ::before) is part of the computed description.
    await expect(agreeBox(page)).toHaveAccessibleDescription(
      new RegExp(MESSAGES.validation.agreeRequired.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    expect(calls, 'nothing was sent').toHaveLength(0);

    // Editing a field clears its own flag and no other.
    await nameField(page).pressSequentially('A');
    await expectNoFieldError(nameField(page));
    await expectFieldError(emailField(page));
    await agreeBox(page).check();
    await expect(agreeBox(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(agreeBox(page)).not.toHaveCSS('outline-color', ERROR_RED);
  });

  for (const missing of ['Name', 'Email Address', 'Comment'] as const) {
    test(`refuses to send without ${missing}`, async ({ page }) => {
      const calls = recordApiCalls(page, '/api/leads');
      await page.goto('/SayHello');
      await fillContact(page);
      await form(page).getByLabel(missing, { exact: true }).fill('');
      await sendButton(page).click();
      await expectFieldError(form(page).getByLabel(missing, { exact: true }));
      expect(calls).toHaveLength(0);
    });
  }

  test('refuses to send without the agreement', async ({ page }) => {
    const calls = recordApiCalls(page, '/api/leads');
    await page.goto('/SayHello');
    await fillContact(page);
    await agreeBox(page).uncheck();
    await sendButton(page).click();
    await expect(agreeBox(page)).toHaveCSS('outline-color', ERROR_RED);
    await expectNoFieldError(nameField(page));
    expect(calls).toHaveLength(0);
  });

  test("sends the message: 'Message sent successfully!', the form cleared and the box unchecked", async ({
    page,
    request,
  }) => {
    const site = ((await (await request.get('/api/site')).json()) as { data: TSiteSettings }).data;
    const who = `Asha ${Date.now()}`;
    await page.goto('/SayHello');
    await fillContact(page, who);
    const sentAt = Date.now();
    // Hold the request until the submitting state (button disabled, spinner) has been seen, then let it
    // through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leads', async (route) => {
      await released;
      await route.continue();
    });
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await sendButton(page).click();
    await expect(sendButton(page)).toBeDisabled();
    await expect(sendButton(page).locator('.spinner')).toBeVisible();
    release();
    expect((await reply).ok()).toBe(true);

    await expectToast(page, MESSAGES.contact.sent);
    await expect(nameField(page)).toHaveValue('');
    await expect(emailField(page)).toHaveValue('');
    await expect(commentField(page)).toHaveValue('');
    await expect(agreeBox(page)).not.toBeChecked();
    await expect(sendButton(page)).toBeEnabled();

    // The enquiry reached the operator: mailed to the site's contact address.
    const mail = await readLatestMail(site.contact.email, { after: sentAt });
    expect(mail.subject).toContain(who);
    expect(mail.text).toContain('cloud training for a team of 20 engineers');
  });

  test("says 'Something went wrong!' when the server fails, and keeps the message", async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: MESSAGES.api.internal, data: null }),
      }),
    );
    await page.goto('/SayHello');
    await fillContact(page);
    await sendButton(page).click();
    await expectToast(page, MESSAGES.contact.failed);
    await expect(nameField(page)).toHaveValue('Asha Rao');
  });

  test('a corporate page’s Enquire button preselects its service, which the lead keeps', async ({
    page,
    request,
  }) => {
    await page.goto('/cloudlab');
    await page.getByRole('link', { name: 'Enquire about Cloud Labs' }).click();
    await expectPath(page, '/SayHello');
    const service = form(page).getByRole('combobox', { name: 'Service' });
    await expect(service).toHaveValue('Cloud Labs');
    await expect(service.locator('option:checked')).toHaveText('Cloud Labs');
    await fillContact(page);
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await sendButton(page).click();
    const { data } = (await (await reply).json()) as { data: { _id: string } };
    await expectToast(page, MESSAGES.contact.sent);
    // The form is cleared for another enquiry about the same service.
    await expect(service).toHaveValue('Cloud Labs');

    // What the operator reads in the inbox: the lead and its service.
    const admin = await apiLogin(request, ADMIN);
    const inbox = await request.get('/api/admin/leads?pageSize=100', { headers: bearerOf(admin) });
    const { items } = ((await inbox.json()) as { data: { items: { _id: string; source: string | null }[] } })
      .data;
    expect(items.find((lead) => lead._id === data._id)?.source).toBe('Cloud Labs');
  });
});

test.describe('contact box', () => {
  test('links the HSR Layout address, both phone numbers and the info email', async ({ page, request }) => {
    const site = ((await (await request.get('/api/site')).json()) as { data: TSiteSettings }).data;
    await page.goto('/SayHello');
    const box = page.getByRole('complementary', { name: 'Get in touch' });
    await expect(box.getByRole('link', { name: /HSR Layout, Bangalore, India, 560102/ })).toBeVisible();
    expect(site.contact.phones).toHaveLength(2);
    for (const phone of site.contact.phones) {
      await expect(box.getByRole('link', { name: phone, exact: true })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/[^\d+]/g, '')}`,
      );
    }
    await expect(box.getByRole('link', { name: site.contact.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
  });

  test('the agreement links the privacy policy', async ({ page }) => {
    await page.goto('/SayHello');
    await expect(form(page).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});

test.describe('trainer application /beatrainer', () => {
  const field = (page: Page, label: string) =>
    page.getByRole('form', { name: 'Trainer application' }).getByLabel(label, { exact: true });
  const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application', exact: true });

  test('says what is wrong before anything is sent', async ({ page }) => {
    const calls = recordApiCalls(page, '/api/trainer/apply');
    await page.goto('/beatrainer');
    await field(page, 'Phone Number').fill('12345');
    await submit(page).click();
    await expectFieldError(field(page, 'Full Name'), CONTENT_MESSAGES.nameRequired);
    await expectFieldError(field(page, 'Phone Number'), MESSAGES.validation.phoneInvalid);
    await expectFieldError(field(page, 'Years of Experience'), CONTENT_MESSAGES.experienceInvalid);
    expect(calls).toHaveLength(0);
  });

  test('sends a real application and says it was received', async ({ page }) => {
    await page.goto('/beatrainer');
    await field(page, 'Full Name').fill('Kiran Shah');
    await field(page, 'Email').fill('kiran.shah@example.com');
    await field(page, 'Phone Number').fill('9876543210');
    await field(page, 'Area of Expertise').fill('Kubernetes and platform engineering');
    await field(page, 'Years of Experience').fill('9');
    await field(page, 'Tell us about yourself').fill('I run a platform team and teach on weekends.');
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/trainer/apply'));
    await submit(page).click();
    expect((await reply).ok()).toBe(true);
    await expect(
      page.getByRole('heading', { name: CONTENT_MESSAGES.applicationReceived, exact: true }),
    ).toBeVisible();
  });
});
