import { LIMITS, MESSAGES } from '@curio/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

async function fillSignup(user: ReturnType<typeof renderApp>['user'], phone: string) {
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Contact Number'), phone);
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('sign-up', () => {
  it('caps the contact number at 10 characters and asks for a numeric keyboard', async () => {
    stubApi();
    renderApp('/singup');
    await findPageHeading('Sign Up');
    const phone = screen.getByLabelText('Contact Number');
    expect(phone).toHaveAttribute('maxLength', String(LIMITS.phoneLength));
    expect(phone).toHaveAttribute('inputMode', 'numeric');
  });

  it.each([['5876543210'], ['98765']])('refuses the phone number %s', async (phone) => {
    const api = stubApi();
    const { user } = renderApp('/singup');
    await findPageHeading('Sign Up');
    await fillSignup(user, phone);
    expect(screen.getByLabelText('Contact Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.validation.phoneInvalid)).toBeInTheDocument();
    expect(api.find('POST /api/user/signup')).toHaveLength(0);
  });

  it('flags a name shorter than 3 characters', async () => {
    stubApi();
    const { user } = renderApp('/singup');
    await findPageHeading('Sign Up');
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText(MESSAGES.validation.nameTooShort)).toBeInTheDocument();
  });

  it("says 'Signup Successful!' and goes to /login", async () => {
    const api = stubApi({ 'POST /api/user/signup': { status: 201, data: { user: testUser } } });
    const { user, router } = renderApp('/singup');
    await findPageHeading('Sign Up');
    await fillSignup(user, '9876543210');
    expect(await screen.findByText(MESSAGES.auth.signupSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.find('POST /api/user/signup')[0]?.body).toEqual({
      email: 'asha@example.com',
      name: 'Asha Rao',
      phone: '9876543210',
      password: 'secret1',
    });
  });

  it('puts a taken email next to the field and in a toast', async () => {
    stubApi({ 'POST /api/user/signup': { status: 409, message: MESSAGES.auth.emailTaken } });
    const { user } = renderApp('/singup');
    await findPageHeading('Sign Up');
    await fillSignup(user, '9876543210');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(MESSAGES.auth.emailTaken)).toHaveLength(2);
  });

  it("maps a 400's field errors onto the fields", async () => {
    stubApi({
      'POST /api/user/signup': {
        status: 400,
        message: MESSAGES.validation.nameTooShort,
        errors: [{ field: 'name', message: MESSAGES.validation.nameTooShort }],
      },
    });
    const { user } = renderApp('/singup');
    await findPageHeading('Sign Up');
    await fillSignup(user, '9876543210');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
  });
});
