import { MESSAGES } from '@curio/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

const V = MESSAGES.validation;

async function openSettings(passwordReply: TStubReply = {}) {
  storeSession(testUser, 'old-token');
  const api = stubApi({
    'GET /api/user/self': { data: testUser },
    'POST /api/user/update/password': passwordReply,
  });
  const app = renderApp('/profile?tab=setting');
  await findPageHeading(testUser.name);
  return { ...app, api };
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('change password', () => {
  it.each([
    ['', 'abcdef', 'abcdef', V.allFieldsRequired, 'Current Password'],
    ['abcdef', 'abcdef', 'abcdef', V.passwordSameAsCurrent, 'New Password'],
    ['abcdef', 'ghijkl', 'ghijkm', V.passwordsDoNotMatch, 'Confirm New Password'],
  ])('%j / %j / %j → %s, as a toast and beside the field', async (current, next, confirm, message, label) => {
    const { user, api } = await openSettings();
    await fill(user, current, next, confirm);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(api.find('POST /api/user/update/password')).toHaveLength(0);
  });

  it('stores the new token the server returns, since the old one is revoked', async () => {
    const { user, api } = await openSettings({
      message: MESSAGES.password.updated,
      data: { token: 'new-token' },
    });
    await fill(user, 'oldpass1', 'newpass1', 'newpass1');
    expect(await screen.findByText(MESSAGES.password.updated)).toBeInTheDocument();
    expect(localStorage.getItem('curio.token')).toBe('new-token');
    expect(api.find('POST /api/user/update/password')[0]?.body).toEqual({
      currentPassword: 'oldpass1',
      newPassword: 'newpass1',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it("says 'Something went wrong' when the reply carries no data", async () => {
    const { user } = await openSettings({ data: null });
    await fill(user, 'oldpass1', 'newpass1', 'newpass1');
    expect(await screen.findByText(MESSAGES.password.emptyResult)).toBeInTheDocument();
    expect(localStorage.getItem('curio.token')).toBe('old-token');
  });

  it("shows the server's message for a wrong current password, beside that field too", async () => {
    const { user } = await openSettings({ status: 400, message: MESSAGES.password.currentWrong });
    await fill(user, 'wrongpass', 'newpass1', 'newpass1');
    await waitFor(() => expect(screen.getAllByText(MESSAGES.password.currentWrong)).toHaveLength(2));
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("falls back to 'Failed to update password'", async () => {
    const { user } = await openSettings({ status: 500, message: '' });
    await fill(user, 'oldpass1', 'newpass1', 'newpass1');
    expect(await screen.findByText(MESSAGES.password.updateFailed)).toBeInTheDocument();
  });
});
