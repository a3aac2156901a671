import { MESSAGES } from '@curio/shared';
import {
  expect,
  test,
  expectFieldError,
  expectPath,
  loginViaUi,
  readLatestMail,
  signUpViaApi,
  uniqueUser,
  expectToast,
} from '../fixtures/index.ts';

/**
 * Changing the email takes the current password (ADR 020): a stolen session alone cannot move an account
 * to another address, and the old address is told of the change.
 */
test('a learner changes the email on the Profile tab only with the current password, and the old address is told', async ({
  page,
  request,
}) => {
  const user = uniqueUser();
  const newEmail = user.email.replace('@', '.new@');
  await signUpViaApi(request, user);
  await loginViaUi(page, user);
  await page.goto('/profile');
  await expectPath(page, '/profile');

  const currentPassword = page.getByLabel('Current Password', { exact: true });

  await test.step('the current password is asked for only once the email is edited', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
    await expect(currentPassword).toHaveCount(0);
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await expect(currentPassword).toBeVisible();
  });

  await test.step('without it, or with a wrong one, the field says what is missing and nothing changes', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFieldError(currentPassword, MESSAGES.profile.currentPasswordRequired);
    await currentPassword.fill('Wr0ngPassword');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFieldError(currentPassword, MESSAGES.password.currentWrong);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  });

  await test.step('with the right one the email changes and the old address gets a mail', async () => {
    const before = Date.now();
    await currentPassword.fill(user.password);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, MESSAGES.profile.updated);
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(page.getByText(newEmail, { exact: true }).first()).toBeVisible();
    const mail = await readLatestMail(user.email, { after: before - 1_000 });
    expect(mail.subject).toMatch(/email address was changed/);
    expect(mail.text).toContain(newEmail);
  });
});
