import { LIMITS } from '@curio/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('navigation bar', () => {
  it('links Home, Founder, About, Contact and Course, and has a Courses button', async () => {
    stubApi();
    renderApp('/faq');
    await findPageHeading('FAQ');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Founder' })).toHaveAttribute('href', '/MastermindsHQ');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/BondedBrilliance');
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/SayHello');
    expect(nav.getByRole('link', { name: 'Course' })).toHaveAttribute('href', '/course');
    expect(nav.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/course');
  });

  it('shows Login and no cart to a visitor who is not logged in', async () => {
    stubApi();
    renderApp('/faq');
    await findPageHeading('FAQ');
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(mainNav()).queryByRole('link', { name: 'Cart' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("shows the first word of the user's name and the cart when a session is stored", async () => {
    storeSession();
    stubApi();
    renderApp('/faq');
    await findPageHeading('FAQ');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/profile');
    expect(nav.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(nav.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notification');
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows an Admin link to staff, in the bar and the mobile menu, and not to learners', async () => {
    storeSession({ ...testUser, role: 'editor' });
    stubApi();
    const { user } = renderApp('/faq');
    await findPageHeading('FAQ');
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(dialog.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows no Admin link to a learner', async () => {
    storeSession();
    stubApi();
    renderApp('/faq');
    await findPageHeading('FAQ');
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it(`turns translucent once the page is scrolled past ${LIMITS.navTranslucentAfterPx} px`, async () => {
    stubApi();
    renderApp('/faq');
    await findPageHeading('FAQ');
    // Queried afresh each time and waited for: the bar's state follows the scroll event, not the assertion.
    const header = () => screen.getByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y;
        fireEvent.scroll(window);
      });
    await waitFor(() => expect(header()).toHaveAttribute('data-translucent', 'false'));
    scrollTo(LIMITS.navTranslucentAfterPx + 1);
    await waitFor(() => expect(header()).toHaveAttribute('data-translucent', 'true'));
    // Back to exactly the limit: not past it, so solid again.
    scrollTo(LIMITS.navTranslucentAfterPx);
    await waitFor(() => expect(header()).toHaveAttribute('data-translucent', 'false'));
  });
});

describe('mobile menu', () => {
  it('opens as a dialog with focus inside, and Escape closes it and returns focus', async () => {
    stubApi();
    const { user } = renderApp('/faq');
    await findPageHeading('FAQ');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    stubApi();
    const { user, router } = renderApp('/faq');
    await findPageHeading('FAQ');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Founder' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/MastermindsHQ'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('adds Cart and Logout for a logged-in user; Logout clears both keys and goes to /login', async () => {
    storeSession();
    stubApi();
    const { user, router } = renderApp('/faq');
    await findPageHeading('FAQ');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(dialog.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(dialog.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notification');
    expect(dialog.getByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/profile');

    await user.click(dialog.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('curio.user')).toBeNull();
    expect(localStorage.getItem('curio.token')).toBeNull();
    expect(await findPageHeading('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
