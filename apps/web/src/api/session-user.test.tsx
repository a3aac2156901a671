import { MESSAGES, type TRole } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

const SELF = 'GET /api/user/self';
const BROADCASTS = 'GET /api/admin/notifications?page=1&pageSize=10';

const adminLink = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Admin' });
const storedRole = () => (JSON.parse(localStorage.getItem('curio.user') ?? '{}') as { role?: TRole }).role;

/** The server's answer to GET /api/user/self: the stored user with the role the server has now. */
const selfAs = (role: TRole) => ({ data: { ...testUser, role } });

describe('the stored user follows the server', () => {
  it('asks the server once when the app starts: a learner made an editor gets the Admin link', async () => {
    storeSession({ ...testUser, role: 'user' });
    const api = stubApi({ [SELF]: selfAs('editor') });
    renderApp('/faq');
    await findPageHeading('FAQ');
    await waitFor(() => expect(adminLink()).toHaveAttribute('href', '/admin'));
    expect(storedRole()).toBe('editor');
    expect(api.find(SELF)).toHaveLength(1);
  });

  it('takes the Admin link away from an editor the server has made a learner', async () => {
    storeSession({ ...testUser, role: 'editor' });
    stubApi({ [SELF]: selfAs('user') });
    renderApp('/faq');
    await findPageHeading('FAQ');
    await waitFor(() => expect(adminLink()).not.toBeInTheDocument());
    expect(storedRole()).toBe('user');
  });

  it('asks nothing without a session', async () => {
    const api = stubApi();
    renderApp('/faq');
    await findPageHeading('FAQ');
    expect(api.find(SELF)).toHaveLength(0);
  });

  it('keeps the stored user when the server cannot answer', async () => {
    storeSession({ ...testUser, role: 'editor' });
    const api = stubApi({ [SELF]: { status: 503, message: 'Busy' } });
    renderApp('/faq');
    await findPageHeading('FAQ');
    await waitFor(() => expect(api.find(SELF)).toHaveLength(1));
    expect(adminLink()).toHaveAttribute('href', '/admin');
    expect(storedRole()).toBe('editor');
  });

  it('asks again when a console request is refused: the console shows access is gone, the header too', async () => {
    storeSession({ ...testUser, role: 'editor' });
    // An editor when the console opens, demoted before the list is read: from then on the server says so.
    let isDemoted = false;
    const api = stubApi({
      [SELF]: () => ({ data: { ...testUser, role: isDemoted ? 'user' : 'editor' } }),
      [BROADCASTS]: () => {
        isDemoted = true;
        return { status: 403, message: MESSAGES.auth.forbidden };
      },
    });
    renderApp('/admin/broadcasts');
    expect(await findPageHeading('Access denied')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.admin.forbiddenPage)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    await waitFor(() => expect(adminLink()).not.toBeInTheDocument());
    expect(storedRole()).toBe('user');
    expect(api.find(BROADCASTS).length).toBeGreaterThan(0);
  });
});
