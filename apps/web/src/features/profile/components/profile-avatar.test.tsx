import { LIMITS, MESSAGES } from '@curio/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

const imageOf = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'me.png', { type });

async function openProfile(handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const api = stubApi({ 'GET /api/user/self': { data: testUser }, ...handlers });
  const app = renderApp('/profile');
  await findPageHeading(testUser.name);
  return { ...app, api };
}

describe('profile image (pencil upload)', () => {
  it('opens the file picker from the pencil button', async () => {
    const { user } = await openProfile();
    const input = screen.getByLabelText('Profile image');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    let opened = false;
    input.addEventListener('click', () => (opened = true));
    await user.click(screen.getByRole('button', { name: 'Change profile image' }));
    expect(opened).toBe(true);
  });

  it('refuses an image over 2 MB without uploading it', async () => {
    const { user, api } = await openProfile();
    await user.upload(screen.getByLabelText('Profile image'), imageOf(LIMITS.profileImageMaxBytes + 1));
    expect(await screen.findByText(MESSAGES.profile.imageTooLarge)).toBeInTheDocument();
    expect(api.find('PUT /api/user/update')).toHaveLength(0);
  });

  it('uploads the image as the multipart field profileImage and shows the new one', async () => {
    const { user, api } = await openProfile({
      'PUT /api/user/update': { data: { ...testUser, profileImage: '/uploads/avatars/new.webp' } },
    });
    const file = imageOf(1024);
    await user.upload(screen.getByLabelText('Profile image'), file);
    expect(await screen.findByText(MESSAGES.profile.imageUpdated)).toBeInTheDocument();
    const sent = api.find('PUT /api/user/update')[0];
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent?.body as FormData).get('profileImage')).toBeInstanceOf(File);
    expect(sent?.headers.get('Content-Type')).toBeNull(); // the browser adds the multipart boundary
    await waitFor(() =>
      expect(screen.getByRole('img', { name: `${testUser.name}'s profile image` })).toHaveAttribute(
        'src',
        '/uploads/avatars/new.webp',
      ),
    );
  });

  it("toasts the server's refusal, else 'Failed to update profile image!'", async () => {
    const { user } = await openProfile({ 'PUT /api/user/update': { status: 500, message: '' } });
    await user.upload(screen.getByLabelText('Profile image'), imageOf(1024));
    expect(await screen.findByText(MESSAGES.profile.imageFailed)).toBeInTheDocument();
  });
});
