import { MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

const selfOk = { 'GET /api/user/self': { data: testUser } };

describe('profile page', () => {
  it("asks an anonymous visitor to log in: 'Please login'", async () => {
    stubApi();
    renderApp('/profile');
    await findPageHeading('Profile');
    expect(screen.getByText(MESSAGES.auth.loginRequired)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("shows the user's name, email and phone, sending the stored token", async () => {
    storeSession(testUser, 'token-1');
    const api = stubApi(selfOk);
    renderApp('/profile');
    expect(await findPageHeading(testUser.name)).toBeInTheDocument();
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
    expect(screen.getByText(testUser.phone)).toBeInTheDocument();
    expect(screen.getByText('AV')).toBeInTheDocument(); // initials stand in for a missing image
    await waitFor(() => expect(api.find('GET /api/user/self')).toHaveLength(1));
    expect(api.find('GET /api/user/self')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('keeps the stored user in step with /api/user/self', async () => {
    storeSession({ ...testUser, name: 'Old Name' });
    stubApi({ 'GET /api/user/self': { data: { ...testUser, name: 'New Name' } } });
    renderApp('/profile');
    expect(await findPageHeading('New Name')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('curio.user') ?? '{}')).toMatchObject({ name: 'New Name' });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'New' }),
    ).toBeInTheDocument();
  });

  it("says 'Failed to fetch profile!' and offers a retry when loading fails", async () => {
    storeSession();
    let calls = 0;
    stubApi({
      'GET /api/user/self': () => (++calls === 1 ? { status: 500, message: '' } : { data: testUser }),
    });
    const { user } = renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.profile.loadFailed).length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(screen.getAllByText(MESSAGES.profile.loadFailed)).toHaveLength(2)); // notice + toast
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findPageHeading(testUser.name)).toBeInTheDocument();
  });

  it('ends the session and goes to /login when the token is refused', async () => {
    storeSession();
    stubApi({ 'GET /api/user/self': { status: 401, message: MESSAGES.auth.tokenMissing } });
    const { router } = renderApp('/profile');
    expect(await screen.findByText(MESSAGES.auth.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('curio.token')).toBeNull();
    expect(localStorage.getItem('curio.user')).toBeNull();
    expect(screen.queryByText(MESSAGES.profile.loadFailed)).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys and End', async () => {
    storeSession();
    stubApi({ ...selfOk, 'GET /api/booking': { data: [] } });
    const { user } = renderApp('/profile');
    await findPageHeading(testUser.name);
    const profileTab = screen.getByRole('tab', { name: 'Profile' });
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    profileTab.focus();
    await user.keyboard('{ArrowRight}');
    const ordersTab = screen.getByRole('tab', { name: 'Order History' });
    expect(ordersTab).toHaveAttribute('aria-selected', 'true');
    expect(ordersTab).toHaveFocus();
    await user.keyboard('{End}');
    const settingTab = screen.getByRole('tab', { name: 'Setting' });
    expect(settingTab).toHaveAttribute('aria-selected', 'true');
    expect(settingTab).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Setting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
  });
});

describe('profile edit', () => {
  it("saves name, email and phone, reading 'Saving...' meanwhile", async () => {
    storeSession();
    let release: () => void = () => {};
    const api = stubApi({
      ...selfOk,
      'PUT /api/user/update': (request) =>
        new Promise((resolve) => {
          release = () => resolve({ data: { ...testUser, ...(request.body as object) } });
        }),
    });
    const { user } = renderApp('/profile');
    await findPageHeading(testUser.name);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue(testUser.name);
    expect(screen.getByLabelText('Email')).toHaveValue(testUser.email);
    expect(screen.getByLabelText('Phone')).toHaveValue(testUser.phone);
    await user.clear(name);
    await user.type(name, 'Asha Menon');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText(MESSAGES.profile.updated)).toBeInTheDocument();
    expect(await findPageHeading('Asha Menon')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(api.find('PUT /api/user/update')[0]?.body).toEqual({
      name: 'Asha Menon',
      email: testUser.email,
      phone: testUser.phone,
    });
  });

  it('flags a bad phone number without calling the server', async () => {
    storeSession();
    const api = stubApi(selfOk);
    const { user } = renderApp('/profile');
    await findPageHeading(testUser.name);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.validation.phoneInvalid)).toBeInTheDocument();
    expect(api.find('PUT /api/user/update')).toHaveLength(0);
  });

  it('asks for the current password only when the email is edited, and sends it with the new email', async () => {
    storeSession();
    const api = stubApi({
      ...selfOk,
      'PUT /api/user/update': (request) => ({ data: { ...testUser, ...(request.body as object) } }),
    });
    const { user } = renderApp('/profile');
    await findPageHeading(testUser.name);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    const password = screen.getByLabelText('Current Password');
    expect(password).toHaveAttribute('type', 'password');

    // Empty: flagged beside the field without calling the server.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.profile.currentPasswordRequired)).toBeInTheDocument();
    expect(api.find('PUT /api/user/update')).toHaveLength(0);

    await user.type(password, 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.profile.updated)).toBeInTheDocument();
    expect(api.find('PUT /api/user/update')[0]?.body).toEqual({
      name: testUser.name,
      email: 'asha.new@example.com',
      phone: testUser.phone,
      currentPassword: 'Secret123',
    });
  });

  it("shows the server's 'Current password is incorrect' beside the current password", async () => {
    storeSession();
    const message = MESSAGES.password.currentWrong;
    stubApi({
      ...selfOk,
      'PUT /api/user/update': { status: 400, message, errors: [{ field: 'currentPassword', message }] },
    });
    const { user } = renderApp('/profile');
    await findPageHeading(testUser.name);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha.new@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  });

  it("toasts 'Failed to update profile!' when the server gives no message, and Cancel leaves edit mode", async () => {
    storeSession();
    stubApi({ ...selfOk, 'PUT /api/user/update': { status: 500, message: '' } });
    const { user } = renderApp('/profile');
    await findPageHeading(testUser.name);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.profile.updateFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
