import { MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

async function openSettings(handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const api = stubApi({ 'GET /api/user/self': { data: testUser }, ...handlers });
  const app = renderApp('/profile?tab=setting');
  await findPageHeading(testUser.name);
  return { ...app, api };
}

describe('notification settings', () => {
  it("shows the user's preferences and saves a change straight away", async () => {
    const { user, api } = await openSettings({
      'PUT /api/user/update': (request) => ({ data: { ...testUser, ...(request.body as object) } }),
    });
    expect(screen.getByLabelText('Order updates')).toBeChecked();
    expect(screen.getByLabelText('Course updates')).not.toBeChecked();
    expect(screen.getByLabelText('Newsletter')).toBeChecked();

    await user.click(screen.getByLabelText('Course updates'));
    expect(await screen.findByText(MESSAGES.profile.preferencesSaved)).toBeInTheDocument();
    expect(screen.getByLabelText('Course updates')).toBeChecked();
    expect(api.find('PUT /api/user/update')[0]?.body).toEqual({
      notificationPreferences: { orderUpdates: true, courseUpdates: true, newsletter: true },
    });
  });

  it('goes back to the saved value when saving fails', async () => {
    const { user } = await openSettings({ 'PUT /api/user/update': { status: 500, message: '' } });
    await user.click(screen.getByLabelText('Newsletter'));
    expect(await screen.findByText(MESSAGES.profile.updateFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Newsletter')).toBeChecked());
  });
});

describe('log out (confirmation modal)', () => {
  it('asks first; Escape and Cancel keep the user logged in', async () => {
    const { user } = await openSettings();
    const logOut = screen.getByRole('button', { name: 'Log out' });
    await user.click(logOut);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes, log out' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(); // focus stays inside

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logOut).toHaveFocus();

    await user.click(logOut);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('curio.token')).not.toBeNull();
  });

  it("'Yes, log out' removes both keys and goes to /login", async () => {
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByRole('button', { name: 'Yes, log out' }));
    expect(await findPageHeading('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('curio.user')).toBeNull();
    expect(localStorage.getItem('curio.token')).toBeNull();
  });
});
