import { COMMERCE_MESSAGES, MESSAGES, type TWishlist } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { cartOf, node, react, wishlistOf } from '#web-test/commerce-fixtures.ts';

beforeAll(async () => {
  await import('./wishlist-page.tsx');
});

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

async function openWishlist(
  wishlist: () => TWishlist,
  handlers: Record<string, TStubReply | (() => TStubReply)> = {},
) {
  storeSession();
  const api = stubApi({
    'GET /api/wishlist': () => ({ data: wishlist() }),
    'GET /api/cart/get-cart': { data: cartOf([node, 1]) },
    ...handlers,
  });
  const app = renderApp('/wishlist');
  await findPageHeading('Wishlist');
  return { ...app, api };
}

describe('wishlist page /wishlist', () => {
  it("asks an anonymous visitor to log in ('Please login') and fetches nothing", async () => {
    const api = stubApi();
    renderApp('/wishlist');
    await findPageHeading('Wishlist');
    expect(screen.getByText(MESSAGES.auth.loginRequired)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(api.find('GET /api/wishlist')).toHaveLength(0);
  });

  it("says 'Your wishlist is empty.'", async () => {
    await openWishlist(() => wishlistOf());
    expect(await screen.findByText(MESSAGES.wishlist.empty)).toBeInTheDocument();
  });

  it('lists each saved course with its link and price', async () => {
    await openWishlist(() => wishlistOf(react, node));
    const item = await screen.findByRole('article', { name: react.name });
    expect(within(item).getByRole('link', { name: react.name })).toHaveAttribute(
      'href',
      `/coursesdetails/${react.slug}`,
    );
    expect(item).toHaveTextContent('$ 49.00 USD');
    expect(screen.getByRole('article', { name: node.name })).toHaveTextContent('$ 59.50 USD');
  });

  it("moves a course to the cart: 'Moved to cart successfully!', the list reloads, the badge counts it", async () => {
    let wishlist = wishlistOf(react, node);
    const { user, api } = await openWishlist(() => wishlist, {
      'POST /api/wishlist/move-to-cart': () => {
        wishlist = wishlistOf(node);
        return { message: MESSAGES.wishlist.moved, data: cartOf([node, 1], [react, 1]) };
      },
    });
    await screen.findByRole('article', { name: react.name });
    expect(await mainNav().findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Move to Cart: ${react.name}` }));
    expect(await screen.findByText(MESSAGES.wishlist.moved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: react.name })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: node.name })).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(api.find('POST /api/wishlist/move-to-cart')[0]?.body).toEqual({ courseId: react._id });
    await waitFor(() => expect(api.find('GET /api/wishlist').length).toBeGreaterThanOrEqual(2));
  });

  it("says 'Failed to move to cart' when the server refuses, and keeps the course", async () => {
    const { user } = await openWishlist(() => wishlistOf(react), {
      'POST /api/wishlist/move-to-cart': { status: 404, message: COMMERCE_MESSAGES.notInWishlist },
    });
    await user.click(await screen.findByRole('button', { name: `Move to Cart: ${react.name}` }));
    expect(await screen.findByText(MESSAGES.wishlist.moveFailed)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: react.name })).toBeInTheDocument();
  });

  it('removes a course from the wishlist', async () => {
    const { user, api } = await openWishlist(() => wishlistOf(react, node), {
      'POST /api/wishlist/remove': { message: COMMERCE_MESSAGES.removedFromWishlist, data: wishlistOf(node) },
    });
    await user.click(await screen.findByRole('button', { name: `Remove: ${react.name}` }));
    expect(await screen.findByText(COMMERCE_MESSAGES.removedFromWishlist)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: react.name })).not.toBeInTheDocument());
    expect(api.find('POST /api/wishlist/remove')[0]?.body).toEqual({ courseId: react._id });
  });
});
