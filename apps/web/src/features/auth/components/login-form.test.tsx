import { MESSAGES } from '@curio/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

async function openLogin() {
  const app = renderApp('/login');
  await findPageHeading('Login');
  return app;
}

describe('login', () => {
  it('flags a bad email with a message beside it, and clears it when the field is edited', async () => {
    const api = stubApi();
    const { user } = await openLogin();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    const message = screen.getByText(MESSAGES.validation.emailInvalid);
    expect(email).toHaveAttribute('aria-describedby', message.id);
    expect(api.find('POST /api/user/login')).toHaveLength(0);

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.validation.emailInvalid)).not.toBeInTheDocument();
  });

  it('refuses a password shorter than 6 characters', async () => {
    stubApi();
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.validation.passwordTooShort)).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    stubApi();
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('stores the user and token, says so and goes home on success', async () => {
    const api = stubApi({ 'POST /api/user/login': { data: { user: testUser, token: 'fresh-token' } } });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), ' Asha@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MESSAGES.auth.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('curio.token')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('curio.user') ?? '{}')).toMatchObject({ name: testUser.name });
    expect(api.find('POST /api/user/login')[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret1',
    });
  });

  it("toasts the server's message on failure and never says 'Login Successful!'", async () => {
    stubApi({ 'POST /api/user/login': { status: 401, message: MESSAGES.auth.invalidCredentials } });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MESSAGES.auth.invalidCredentials)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.auth.loginSuccess)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('curio.token')).toBeNull();
  });

  it("falls back to 'Signup failed!' when the server gives no message", async () => {
    stubApi({ 'POST /api/user/login': { status: 500, message: '' } });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.auth.signupFailed)).toBeInTheDocument();
  });

  it('disables the button while the request is in flight', async () => {
    let release: () => void = () => {};
    stubApi({
      'POST /api/user/login': () =>
        new Promise((resolve) => {
          release = () => resolve({ data: { user: testUser, token: 't' } });
        }),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    release();
    expect(await screen.findByText(MESSAGES.auth.loginSuccess)).toBeInTheDocument();
  });

  it('links to Forgot Password and Sign up', async () => {
    stubApi();
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/singup');
  });
});
