import { MESSAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { react, wishlistOf } from '#web-test/commerce-fixtures.ts';
import { openProfileTab } from '#web/features/profile/test/open-profile-tab.ts';

const noHistory = {
  'GET /api/booking': { data: [] },
  'GET /api/user/reviews': { data: [] },
  'GET /api/wishlist': { data: wishlistOf() },
  'GET /api/user/certificates': { data: { items: [] } },
};

describe('profile tabs and ?tab=', () => {
  it('offers the seven tabs: the spec’s order, with Certificates before the wishlist', async () => {
    await openProfileTab('', noHistory);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Order History',
      'Your Skillset Journey',
      'Certificates',
      'Wishlist',
      'Reviews',
      'Setting',
    ]);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['orders', 'Order History'],
    ['journey', 'Your Skillset Journey'],
    ['certificates', 'Certificates'],
    ['wishlist', 'Wishlist'],
    ['reviews', 'Reviews'],
    ['setting', 'Setting'],
  ])('opens on ?tab=%s at %s', async (id, label) => {
    await openProfileTab(id, noHistory);
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: label })).toBeInTheDocument();
  });

  it('falls back to Profile for a ?tab= it does not know', async () => {
    await openProfileTab('nonsense', noHistory);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen tab into the address, and Profile clears it', async () => {
    const { user, router } = await openProfileTab('', noHistory);
    await user.click(screen.getByRole('tab', { name: 'Your Skillset Journey' }));
    expect(router.state.location.search).toBe('?tab=journey');
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(router.state.location.search).toBe('?tab=reviews');
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows the wishlist in its tab, with Move to Cart', async () => {
    await openProfileTab('wishlist', { 'GET /api/wishlist': { data: wishlistOf(react) } });
    const panel = within(screen.getByRole('tabpanel', { name: 'Wishlist' }));
    const item = await panel.findByRole('article', { name: react.name });
    expect(within(item).getByRole('heading', { level: 3, name: react.name })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: `Move to Cart: ${react.name}` })).toBeInTheDocument();
  });

  it("says 'Your wishlist is empty.' in the Wishlist tab", async () => {
    await openProfileTab('wishlist', noHistory);
    expect(await screen.findByText(MESSAGES.wishlist.empty)).toBeInTheDocument();
  });
});
