import { type Page } from '@playwright/test';
import { MESSAGES } from '@curio/shared';
import {
  expect,
  test,
  expectFieldError,
  expectNoFieldError,
  expectPath,
  loginViaUi,
  recordApiCalls,
  signUpViaApi,
  uniqueUser,
  expectToast,
  expectNoToast,
} from '../fixtures/index.ts';

const V = MESSAGES.validation;

/**
 * docs/product.md#rules: every invalid field gets a red border (and a message next to it); submit is blocked.
 */

test.describe('Login form', () => {
  const field = (page: Page, label: 'Email' | 'Password') => page.getByLabel(label, { exact: true });

  const cases = [
    {
      name: 'a malformed email',
      email: 'not-an-email',
      password: 'Passw0rd',
      bad: 'Email',
      text: V.emailInvalid,
    },
    {
      name: 'a password under 6 characters',
      email: 'someone@example.com',
      password: 'abc12',
      bad: 'Password',
      text: V.passwordTooShort,
    },
  ] as const;

  for (const c of cases) {
    test(`flags ${c.name} in red, does not submit, and clears the flag on edit`, async ({ page }) => {
      const calls = recordApiCalls(page, '/api/user/login');
      await page.goto('/login');
      await field(page, 'Email').fill(c.email);
      await field(page, 'Password').fill(c.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();

      await expectFieldError(field(page, c.bad), c.text);
      await expectNoFieldError(field(page, c.bad === 'Email' ? 'Password' : 'Email'));
      await expectPath(page, '/login');
      expect(calls, 'no login request was sent').toHaveLength(0);

      await field(page, c.bad).pressSequentially('x');
      await expectNoFieldError(field(page, c.bad));
    });
  }

  test('shows and hides the password with the toggle', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Passw0rd');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('links to the forgot-password and sign-up screens', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password', exact: true }).click();
    await expectPath(page, '/forgot');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expectPath(page, '/singup');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expectPath(page, '/login');
  });
});

test.describe('Sign-up form', () => {
  const labels = { email: 'Email', name: 'Name', phone: 'Contact Number', password: 'Password' } as const;
  type Field = keyof typeof labels;
  const valid = {
    email: 'valid.person@example.com',
    name: 'Valid Person',
    phone: '9876543210',
    password: 'Passw0rd',
  };

  const cases: { name: string; field: Field; value: string; text: string }[] = [
    { name: 'a malformed email', field: 'email', value: 'person@', text: V.emailInvalid },
    { name: 'a name under 3 characters', field: 'name', value: 'Al', text: V.nameTooShort },
    { name: 'a phone of 9 digits', field: 'phone', value: '987654321', text: V.phoneInvalid },
    { name: 'a phone starting with 5', field: 'phone', value: '5876543210', text: V.phoneInvalid },
    { name: 'a password under 6 characters', field: 'password', value: 'Ab1cd', text: V.passwordTooShort },
  ];

  for (const c of cases) {
    test(`flags ${c.name} in red and blocks the sign-up`, async ({ page }) => {
      const calls = recordApiCalls(page, '/api/user/signup');
      await page.goto('/singup');
      for (const [key, label] of Object.entries(labels) as [Field, string][]) {
        await page.getByLabel(label, { exact: true }).fill(key === c.field ? c.value : valid[key]);
      }
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

      const bad = page.getByLabel(labels[c.field], { exact: true });
      await expectFieldError(bad, c.text);
      for (const [key, label] of Object.entries(labels) as [Field, string][]) {
        if (key !== c.field) await expectNoFieldError(page.getByLabel(label, { exact: true }));
      }
      await expectPath(page, '/singup');
      expect(calls, 'no sign-up request was sent').toHaveLength(0);

      await bad.fill(valid[c.field]);
      await expectNoFieldError(bad);
    });
  }

  test('caps the contact number at 10 characters', async ({ page }) => {
    await page.goto('/singup');
    await expect(page.getByLabel('Contact Number', { exact: true })).toHaveAttribute('maxlength', '10');
  });

  test("shows the server's message for an email that is already registered", async ({ page, request }) => {
    const user = uniqueUser();
    await signUpViaApi(request, user);
    await page.goto('/singup');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Name', { exact: true }).fill('Another Person');
    await page.getByLabel('Contact Number', { exact: true }).fill('8765432109');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(page, MESSAGES.auth.emailTaken);
    await expectPath(page, '/singup');
    await expectNoToast(page, MESSAGES.auth.signupSuccess);
  });
});

test.describe('Forgot-password form', () => {
  test('step 1 asks for an email, then a well-formed one', async ({ page }) => {
    const calls = recordApiCalls(page, '/api/user/forgot/otpsend');
    await page.goto('/forgot');
    const email = page.getByLabel('Email', { exact: true });
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, V.emailRequired);
    await expectFieldError(email);

    await email.fill('nobody-at-example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, V.emailInvalid);
    await expectFieldError(email);
    expect(calls, 'no OTP request was sent').toHaveLength(0);

    await email.fill('nobody@example.com');
    await expectNoFieldError(email);
  });

  test('step 2 requires both fields, a 6-digit OTP and a strong password', async ({ page }) => {
    await page.goto('/forgot');
    await page.getByLabel('Email', { exact: true }).fill(uniqueUser().email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, MESSAGES.forgot.otpSent);

    const calls = recordApiCalls(page, '/api/user/forgot/otpverify');
    const otp = page.getByLabel('OTP', { exact: true });
    const password = page.getByLabel('New Password', { exact: true });
    const reset = page.getByRole('button', { name: 'Reset Password' });

    await reset.click();
    await expectToast(page, V.fillAllFields);
    await expectFieldError(otp);
    await expectFieldError(password);

    await otp.fill('12345');
    await password.fill('Passw0rd');
    await reset.click();
    await expectToast(page, V.otpInvalid);
    await expectFieldError(otp);
    await expectNoFieldError(password);

    await otp.fill('123456');
    await password.fill('password');
    await reset.click();
    await expectToast(page, V.passwordWeak);
    await expectFieldError(password);
    await expectNoFieldError(otp);

    expect(calls, 'no reset request was sent').toHaveLength(0);
    await expectPath(page, '/forgot');
  });

  test('links to sign-up and login', async ({ page }) => {
    await page.goto('/forgot');
    await expect(page.getByRole('main').getByRole('link', { name: /sign ?up/i })).toHaveAttribute(
      'href',
      '/singup',
    );
    await expect(page.getByRole('main').getByRole('link', { name: /login/i })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

test.describe('Change-password form', () => {
  test('says what is wrong for each of the three rules', async ({ page, request }) => {
    const user = uniqueUser();
    await signUpViaApi(request, user);
    await loginViaUi(page, user);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Setting' }).click();

    const calls = recordApiCalls(page, '/api/user/update/password');
    const current = page.getByLabel('Current Password', { exact: true });
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    const update = page.getByRole('button', { name: 'Update Password' });

    await update.click();
    await expectToast(page, V.allFieldsRequired);

    await current.fill(user.password);
    await next.fill(user.password);
    await confirm.fill(user.password);
    await update.click();
    await expectToast(page, V.passwordSameAsCurrent);
    await expectFieldError(next);

    await next.fill('Differ3ntOne');
    await confirm.fill('Differ3ntTwo');
    await update.click();
    await expectToast(page, V.passwordsDoNotMatch);
    await expectFieldError(confirm);

    expect(calls, 'no password request was sent').toHaveLength(0);
  });
});
