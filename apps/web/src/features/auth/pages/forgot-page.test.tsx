import { MESSAGES } from '@curio/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

const V = MESSAGES.validation;

async function openForgot() {
  const app = renderApp('/forgot');
  await findPageHeading('Forgot Password');
  return app;
}

async function reachStepTwo(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByLabelText('OTP');
}

describe('forgot password, step 1', () => {
  it.each([
    ['', V.emailRequired],
    ['asha@', V.emailInvalid],
  ])('refuses the email %j with %s beside the field and in a toast', async (typed, message) => {
    const api = stubApi();
    const { user } = await openForgot();
    if (typed) await user.type(screen.getByLabelText('Email'), typed);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(api.find('POST /api/user/forgot/otpsend')).toHaveLength(0);
  });

  it("toasts the server's message when sending fails (rate limit)", async () => {
    stubApi({
      'POST /api/user/forgot/otpsend': {
        status: 429,
        message: 'Too many attempts. Try again in 15 minutes.',
      },
    });
    const { user } = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to send OTP.' when the server gives no message", async () => {
    stubApi({ 'POST /api/user/forgot/otpsend': { status: 500, message: '' } });
    const { user } = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MESSAGES.forgot.otpSendFailed)).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });
});

describe('forgot password, step 2', () => {
  it('moves on after the OTP is sent, with a numeric one-time-code field', async () => {
    stubApi({ 'POST /api/user/forgot/otpsend': { data: null } });
    const { user } = await openForgot();
    const otp = await reachStepTwo(user);
    expect(await screen.findByText(MESSAGES.forgot.otpSent)).toBeInTheDocument();
    expect(otp).toHaveAttribute('inputMode', 'numeric');
    expect(otp).toHaveAttribute('autoComplete', 'one-time-code');
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
  });

  it.each([
    ['', '', V.fillAllFields],
    ['123', 'Secret1', V.otpInvalid],
    ['123456', 'secret1', V.passwordWeak],
  ])('refuses otp %j / password %j with %s', async (otp, password, message) => {
    const api = stubApi({ 'POST /api/user/forgot/otpsend': { data: null } });
    const { user } = await openForgot();
    await reachStepTwo(user);
    if (otp) await user.type(screen.getByLabelText('OTP'), otp);
    if (password) await user.type(screen.getByLabelText('New Password'), password);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
    expect(api.find('POST /api/user/forgot/otpverify')).toHaveLength(0);
  });

  it('resets the password and goes to /login', async () => {
    const api = stubApi({
      'POST /api/user/forgot/otpsend': { data: null },
      'POST /api/user/forgot/otpverify': {},
    });
    const { user, router } = await openForgot();
    await reachStepTwo(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('New Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.forgot.resetSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.find('POST /api/user/forgot/otpverify')[0]?.body).toEqual({
      email: 'asha@example.com',
      otp: '123456',
      password: 'Secret1',
    });
  });

  it("toasts the server's message for a wrong code and stays on the form", async () => {
    stubApi({
      'POST /api/user/forgot/otpsend': { data: null },
      'POST /api/user/forgot/otpverify': { status: 400, message: MESSAGES.forgot.otpWrong },
    });
    const { user, router } = await openForgot();
    await reachStepTwo(user);
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.type(screen.getByLabelText('New Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.forgot.otpWrong)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot');
  });

  it("falls back to 'Failed to reset password.' when the server gives no message", async () => {
    stubApi({
      'POST /api/user/forgot/otpsend': { data: null },
      'POST /api/user/forgot/otpverify': { status: 500, message: '' },
    });
    const { user, router } = await openForgot();
    await reachStepTwo(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('New Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.forgot.resetFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot');
  });

  it('goes back to step 1 with the email kept', async () => {
    stubApi({ 'POST /api/user/forgot/otpsend': { data: null } });
    const { user } = await openForgot();
    await reachStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('resends the code to the same email', async () => {
    const api = stubApi({ 'POST /api/user/forgot/otpsend': { data: null } });
    const { user } = await openForgot();
    await reachStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(api.find('POST /api/user/forgot/otpsend')).toHaveLength(2));
    expect(api.find('POST /api/user/forgot/otpsend')[1]?.body).toEqual({ email: 'asha@example.com' });
  });

  it('links to sign-up and login', async () => {
    stubApi();
    await openForgot();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/singup');
    expect(
      screen.getAllByRole('link', { name: 'Login' }).some((l) => l.getAttribute('href') === '/login'),
    ).toBe(true);
  });
});
