import { type Page } from '@playwright/test';
import { MESSAGES } from '@curio/shared';
import {
  expect,
  test,
  expectPath,
  header,
  htmlToText,
  otpFrom,
  readLatestMail,
  solidPng,
  storedSession,
  loginViaUi,
  signUpViaApi,
  uniqueUser,
  expectToast,
  toastCount,
} from '../fixtures/index.ts';

/** The account (docs/product.md#accounts) end to end, as one person would go through it. */
test.describe.configure({ timeout: 120_000 });

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a visitor signs up, edits the profile, changes and then resets the password by emailed code', async ({
  page,
}) => {
  const user = uniqueUser();
  const edited = { name: `Zoya ${user.name.split(' ')[1]}`, firstName: 'Zoya', phone: '9876501234' };
  const changedPassword = 'Chang3dPass';
  const resetPassword = 'Res3tPass';

  await test.step('sign up through the Sign Up screen', async () => {
    await page.goto('/singup');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByLabel('Contact Number', { exact: true }).fill(user.phone);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(page, MESSAGES.auth.signupSuccess);
    await expectPath(page, '/login');
  });

  await test.step('log in: home page, first name and cart in the navigation', async () => {
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await submitLogin(page, user.email, user.password);
    await expectToast(page, MESSAGES.auth.loginSuccess);
    await expectPath(page, '/');
    await expect(header(page).getByRole('link', { name: user.firstName, exact: true })).toBeVisible();
    await expect(
      header(page)
        .getByRole('link', { name: /^Cart, \d+ items?$/ })
        .filter({ visible: true }),
    ).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.user).toContain(user.email);
  });

  await test.step('edit name and phone on the Profile tab', async () => {
    await header(page).getByRole('link', { name: user.firstName, exact: true }).click();
    await expectPath(page, '/profile');
    await expect(page.getByText(user.email).first()).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill(edited.name);
    await page.getByLabel('Phone', { exact: true }).fill(edited.phone);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, MESSAGES.profile.updated);
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(page.getByText(edited.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(edited.phone, { exact: true }).first()).toBeVisible();
    await expect(header(page).getByRole('link', { name: edited.firstName, exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: user.firstName, exact: true })).toHaveCount(0);
  });

  await test.step('upload a profile image through the pencil button', async () => {
    const chooserOpened = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change profile image' }).click();
    const chooser = await chooserOpened;
    const profileSaved = page.waitForResponse(
      (reply) => reply.url().endsWith('/api/user/update') && reply.request().method() === 'PUT',
    );
    await chooser.setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng() });
    const reply = await profileSaved;
    await expectToast(page, MESSAGES.profile.imageUpdated);

    const body = (await reply.json()) as { data?: { profileImage?: string | null } };
    const imageUrl = body.data?.profileImage;
    expect(imageUrl, 'the reply names the new image URL').toBeTruthy();
    const imagePath = new URL(String(imageUrl), page.url()).pathname;
    const avatar = page.locator(`img[src$="${imagePath}"]`).first();
    await expect(avatar).toBeVisible();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  await test.step('change the password on the Setting tab', async () => {
    await page.getByRole('tab', { name: 'Setting' }).click();
    await page.getByLabel('Current Password', { exact: true }).fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill(changedPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(changedPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, MESSAGES.password.updated);
  });

  await test.step('log out through the confirmation dialog', async () => {
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, log out' }).click();
    await expectPath(page, '/login');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  await test.step('reset the forgotten password with the emailed code', async () => {
    await page.goto('/forgot');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    const sentAfter = Date.now();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, MESSAGES.forgot.otpSent);

    const mail = await readLatestMail(user.email, { after: sentAfter - 1000 });
    const html = htmlToText(mail.html);
    for (const text of [mail.text, html]) {
      expect(text).toContain('Curio');
      expect(text).toContain('10 minutes');
    }
    const otp = otpFrom(mail);
    expect(html).toContain(otp);

    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByLabel('New Password', { exact: true }).fill(resetPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, MESSAGES.forgot.resetSuccess);
    await expectPath(page, '/login');
  });

  await test.step('the old passwords fail, the new one logs in', async () => {
    // The page's toast record counts: each refusal is a toast of its own, and no login succeeds.
    const refusedBefore = await toastCount(page, MESSAGES.auth.invalidCredentials);
    const loggedInBefore = await toastCount(page, MESSAGES.auth.loginSuccess);
    for (const [attempt, oldPassword] of [changedPassword, user.password].entries()) {
      await submitLogin(page, user.email, oldPassword);
      await expectToast(page, MESSAGES.auth.invalidCredentials, { times: refusedBefore + attempt + 1 });
      await expectPath(page, '/login');
      expect(await toastCount(page, MESSAGES.auth.loginSuccess)).toBe(loggedInBefore);
    }
    await submitLogin(page, user.email, resetPassword);
    await expectToast(page, MESSAGES.auth.loginSuccess);
    await expectPath(page, '/');
    await expect(header(page).getByRole('link', { name: edited.firstName, exact: true })).toBeVisible();
  });
});

test('notification preferences on the Setting tab are kept by the server', async ({ page, request }) => {
  const user = uniqueUser();
  await signUpViaApi(request, user);
  await loginViaUi(page, user);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Setting' }).click();

  const newsletter = page.getByRole('checkbox', { name: 'Newsletter' });
  const startedOn = await newsletter.isChecked();
  // A click, not setChecked(): the switch is controlled and shows the new value once the save is under way.
  await newsletter.click();
  await expect(newsletter).toBeChecked({ checked: !startedOn });
  await expectToast(page, MESSAGES.profile.preferencesSaved);

  await page.reload();
  await page.getByRole('tab', { name: 'Setting' }).click();
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked({ checked: !startedOn });
  await expect(page.getByRole('checkbox', { name: 'Order updates' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Course updates' })).toBeVisible();
});
