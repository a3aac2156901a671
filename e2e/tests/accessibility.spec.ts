import {
  expect,
  test,
  expectNoA11yViolations,
  loginViaUi,
  signUpViaApi,
  uniqueUser,
} from '../fixtures/index.ts';

/** WCAG 2.1 A/AA checks (axe-core) on the core screens, as a visitor and a learner. */
for (const path of ['/', '/login', '/singup', '/forgot', '/MastermindsHQ', '/course', '/no-such-page']) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test('the login form with its errors shown has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
});

test('the profile and its settings have no WCAG A/AA violations', async ({ page, request }) => {
  const user = uniqueUser();
  await signUpViaApi(request, user);
  await loginViaUi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('tab', { name: 'Setting' }).click();
  await expect(page.getByLabel('Current Password')).toBeVisible();
  await expectNoA11yViolations(page);
});
