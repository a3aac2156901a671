import { MESSAGES, type TRole } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { currentPath, findPageHeading, renderApp } from '#web-test/render-app.tsx';

const BROADCASTS = 'GET /api/admin/notifications?page=1&pageSize=10';
const emptyPage = { items: [], total: 0, totalCapped: false, page: 1, pageSize: 10 };

/** The stored user is a learner; the server answers with `role`, as after a role change. */
function signedIn(role: TRole) {
  storeSession();
  return stubApi({
    'GET /api/user/self': { data: { ...testUser, role } },
    [BROADCASTS]: { data: emptyPage },
  });
}

describe('the console guard', () => {
  it('sends an anonymous visitor to log in', async () => {
    stubApi();
    const { router } = renderApp('/admin/broadcasts');
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it('shows a learner the 403 page inside the site, asking the server rather than the stored role', async () => {
    const api = signedIn('user');
    renderApp('/admin/broadcasts');
    expect(await findPageHeading('Access denied')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.admin.forbiddenPage)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(api.find('GET /api/user/self')).toHaveLength(1);
    expect(api.find(BROADCASTS)).toHaveLength(0);
  });

  it('opens the console for a user the server now says is an editor, without the admin-only pages', async () => {
    signedIn('editor');
    renderApp('/admin/broadcasts');
    expect(await findPageHeading('Broadcasts')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Console' }));
    expect(nav.getByRole('link', { name: 'Broadcasts' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    for (const name of ['Orders', 'Users', 'Audit log']) {
      expect(nav.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: '← Back to site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#console-main',
    );
    // The stored copy follows the server, so the site header shows the Admin link too.
    expect(JSON.parse(localStorage.getItem('curio.user') ?? '{}')).toMatchObject({ role: 'editor' });
  });

  it('shows an editor the 403 view inside the console at an admin-only page', async () => {
    const api = signedIn('editor');
    renderApp('/admin/users');
    expect(await findPageHeading('Access denied')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(api.requests.some((request) => request.path.startsWith('/api/admin/users'))).toBe(false);
  });

  it('shows the admin every section', async () => {
    signedIn('admin');
    renderApp('/admin/broadcasts');
    await findPageHeading('Broadcasts');
    const nav = within(screen.getByRole('navigation', { name: 'Console' }));
    const names = nav.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Courses',
      'Categories',
      'Orders',
      'Inbox',
      'Reviews',
      'Users',
      'Certificates',
      'Audit log',
      'Broadcasts',
      'Content',
      'Settings',
    ]);
  });
});
