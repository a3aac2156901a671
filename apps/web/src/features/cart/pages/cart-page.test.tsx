import { COMMERCE_MESSAGES, CONTENT_MESSAGES, MESSAGES, type TCart } from '@curio/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi, type TRecordedRequest } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { cartOf, node, react, sql } from '#web-test/commerce-fixtures.ts';

beforeAll(async () => {
  await import('./cart-page.tsx');
});

/** A server that keeps the cart between calls, like the real one. */
function cartServer(initial: TCart) {
  let cart = initial;
  const setQuantity = (courseId: string, quantity: number) => {
    cart = cartOf(
      ...cart.courses.map((l): [typeof l.course, number] => [
        l.course,
        l.course._id === courseId ? quantity : l.quantity,
      ]),
    );
  };
  return stubApi({
    'GET /api/cart/get-cart': () => ({ data: cart }),
    'POST /api/cart/update-quantity': ({ body }: TRecordedRequest) => {
      const { courseId, quantity } = body as { courseId: string; quantity: number };
      setQuantity(courseId, quantity);
      return { data: cart };
    },
    'POST /api/cart/remove-from-cart': ({ body }: TRecordedRequest) => {
      const { courseId } = body as { courseId: string };
      cart = cartOf(
        ...cart.courses
          .filter((l) => l.course._id !== courseId)
          .map((l): [typeof l.course, number] => [l.course, l.quantity]),
      );
      return { message: COMMERCE_MESSAGES.removedFromCart, data: cart };
    },
  });
}

const line = (name: string) => screen.getByRole('article', { name });
const totalCard = () => within(screen.getByRole('complementary', { name: 'Cart Total' }));
const amountOf = (label: 'Subtotal' | 'Total') =>
  totalCard().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function openCart(cart: TCart) {
  storeSession();
  const api = cartServer(cart);
  const app = renderApp('/cart');
  await findPageHeading('Cart');
  return { ...app, api };
}

describe('cart page /cart', () => {
  it("asks an anonymous visitor to log in ('Please login') and fetches no cart", async () => {
    const api = stubApi();
    renderApp('/cart');
    await findPageHeading('Cart');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(MESSAGES.auth.loginRequired)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.find('GET /api/cart/get-cart')).toHaveLength(0);
  });

  it("says 'Your cart is empty.' with a way to the catalogue", async () => {
    await openCart(cartOf());
    expect(await screen.findByText(MESSAGES.cart.empty)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/course',
    );
  });

  it('lists each line with its link, price and quantity, and counts the items', async () => {
    await openCart(cartOf([react, 2], [node, 1]));
    const first = await screen.findByRole('article', { name: react.name });
    expect(within(first).getByRole('link', { name: react.name })).toHaveAttribute(
      'href',
      `/coursesdetails/${react.slug}`,
    );
    expect(first).toHaveTextContent('$ 49.00 USD');
    expect(within(first).getByRole('group', { name: `Seats for ${react.name}` })).toHaveTextContent('2');
    expect(line(node.name)).toHaveTextContent('$ 59.50 USD');
    expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', react.images[0]);
    expect(totalCard().getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it("computes Subtotal and Total from the lines, not from a fixed figure or the server's sum", async () => {
    await openCart({ ...cartOf([react, 2], [node, 1], [sql, 3]), total: 99.25 });
    await screen.findByRole('article', { name: react.name });
    // 2 × 49 + 59.50 + 3 × 0.10 = 157.80, summed in cents (0.1 × 3 is not 0.30000000000000004 here)
    expect(amountOf('Subtotal')).toBe('$157.80');
    expect(amountOf('Total')).toBe('$157.80');
    expect(screen.queryByText('$99.25')).not.toBeInTheDocument();
  });

  it('raises and lowers a quantity, and the total follows', async () => {
    const { user, api } = await openCart(cartOf([react, 1], [node, 1]));
    await screen.findByRole('article', { name: react.name });
    expect(amountOf('Total')).toBe('$108.50');

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${react.name}` }));
    await waitFor(() => expect(amountOf('Total')).toBe('$157.50'));
    expect(api.find('POST /api/cart/update-quantity')[0]?.body).toEqual({ courseId: react._id, quantity: 2 });
    expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${react.name}` }));
    await waitFor(() => expect(amountOf('Total')).toBe('$108.50'));
    expect(api.find('POST /api/cart/update-quantity')[1]?.body).toEqual({ courseId: react._id, quantity: 1 });
  });

  it('allows minus only above 1 and plus only below 100', async () => {
    const { user, api } = await openCart(cartOf([react, 1], [node, 100]));
    await screen.findByRole('article', { name: react.name });
    const minus = screen.getByRole('button', { name: `Decrease quantity of ${react.name}` });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(api.find('POST /api/cart/update-quantity')).toHaveLength(0);
    expect(screen.getByRole('button', { name: `Increase quantity of ${react.name}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Increase quantity of ${node.name}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Decrease quantity of ${node.name}` })).toBeEnabled();
  });

  it("removes a line ('Removed from cart'), and the last one leaves 'Your cart is empty.'", async () => {
    const { user, api } = await openCart(cartOf([react, 1], [node, 2]));
    await screen.findByRole('article', { name: react.name });
    await user.click(within(line(react.name)).getByRole('button', { name: `Remove: ${react.name}` }));
    expect(await screen.findByText(COMMERCE_MESSAGES.removedFromCart)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: react.name })).not.toBeInTheDocument());
    expect(amountOf('Total')).toBe('$119.00');
    expect(api.find('POST /api/cart/remove-from-cart')[0]?.body).toEqual({ courseId: react._id });

    await user.click(screen.getByRole('button', { name: `Remove: ${node.name}` }));
    expect(await screen.findByText(MESSAGES.cart.empty)).toBeInTheDocument();
  });

  it("shows the server's reason when a change is refused", async () => {
    storeSession();
    stubApi({
      'GET /api/cart/get-cart': { data: cartOf([react, 99]) },
      'POST /api/cart/update-quantity': { status: 409, message: COMMERCE_MESSAGES.quantityTooHigh },
    });
    const { user } = renderApp('/cart');
    await screen.findByRole('article', { name: react.name });
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${react.name}` }));
    expect(await screen.findByText(COMMERCE_MESSAGES.quantityTooHigh)).toBeInTheDocument();
  });

  it('replaces a broken image with a fallback tile', async () => {
    await openCart(cartOf([react, 1]));
    const article = await screen.findByRole('article', { name: react.name });
    const image = article.querySelector('img');
    expect(image).not.toBeNull();
    if (image) fireEvent.error(image);
    expect(article.querySelector('img')).toBeNull();
    expect(article.querySelector('.course-thumb--fallback')).not.toBeNull();
  });

  it('says when the cart cannot be loaded, and tries again on request', async () => {
    storeSession();
    let calls = 0;
    stubApi({
      'GET /api/cart/get-cart': () =>
        ++calls === 1 ? { status: 503, message: '' } : { data: cartOf([react, 1]) },
    });
    const { user } = renderApp('/cart');
    expect(await screen.findByText(CONTENT_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(await screen.findByRole('article', { name: react.name })).toBeInTheDocument();
  });
});
