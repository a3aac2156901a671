import {
  COMMERCE_MESSAGES,
  IDEMPOTENCY_KEY_PATTERN,
  MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_TEXTS,
  type TCart,
  type TSavedAddress,
} from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi, type TRecordedRequest, type TStubReply } from '#web-test/api-stub.ts';
import { storeSession, testSite, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { cartOf, node, orderOf, react, savedAddress, sql } from '#web-test/commerce-fixtures.ts';
import { REQUIRED_FIELD_TEXT } from '#web/features/checkout/lib/checkout-values.ts';
import { leaveSite } from '#web/lib/leave-site.ts';

beforeAll(async () => {
  await import('./checkout-page.tsx');
});

type THandler = TStubReply | ((request: TRecordedRequest) => TStubReply | Promise<TStubReply>);

async function openCheckout({
  cart = cartOf([react, 2], [node, 1]),
  saved = null,
  handlers = {},
}: { cart?: TCart | (() => TCart); saved?: TSavedAddress; handlers?: Record<string, THandler> } = {}) {
  storeSession();
  const api = stubApi({
    'GET /api/cart/get-cart': () => ({ data: typeof cart === 'function' ? cart() : cart }),
    'GET /api/user/address': { data: saved },
    // Where a placed order leads (the profile's Order History); the profile page reads these.
    'GET /api/user/self': { data: testUser },
    'GET /api/booking': { data: [] },
    ...handlers,
  });
  const app = renderApp('/checkout');
  await findPageHeading('Checkout');
  await screen.findByRole('button', { name: 'Place Order' });
  return { ...app, api };
}

const form = () => within(screen.getByRole('form', { name: 'Checkout' }));
const input = (label: string) => form().getByLabelText(label);
const terms = () => form().getByRole('checkbox', { name: /I accept the terms and conditions/ });
const saveBox = () => form().getByRole('checkbox', { name: 'Save this address for next time' });
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });
const summary = () => within(screen.getByRole('complementary', { name: 'Your Order' }));

async function fillAddress(user: ReturnType<typeof renderApp>['user']) {
  // The profile's name and phone are already there: this learner ships to someone else.
  await user.clear(input('Full Name'));
  await user.clear(input('Phone'));
  await user.type(input('Full Name'), 'Asha Verma');
  await user.type(input('Full Address'), '12 Lake Road, Bangalore');
  await user.type(input('Phone'), '9123456780');
}

describe('checkout page /checkout', () => {
  it("sends an anonymous visitor to /login with 'Please login', fetching nothing", async () => {
    const api = stubApi();
    const { router } = renderApp('/checkout');
    expect(
      await screen.findByText(MESSAGES.auth.loginRequired, { selector: '.Toastify *' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.find('GET /api/cart/get-cart')).toHaveLength(0);
  });

  it("lists 'Your Order' as name and price × quantity with the total", async () => {
    await openCheckout({ cart: cartOf([react, 2], [node, 1], [sql, 3]) });
    const lines = await summary().findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining(`${react.name}$49.00 × 2`),
      expect.stringContaining(`${node.name}$59.50 × 1`),
      expect.stringContaining(`${sql.name}$0.10 × 3`),
    ]);
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('$157.80');
    expect(summary().getByRole('link', { name: 'Edit cart' })).toHaveAttribute('href', '/cart');
  });

  it('explains the card payment without asking for card details', async () => {
    await openCheckout();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Card payment');
    expect(payment).toHaveTextContent(/we will contact you to arrange payment/);
    expect(payment).toHaveTextContent(testUser.email);
    expect(within(payment).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('fills the form from the saved address and keeps it ticked to save', async () => {
    await openCheckout({ saved: savedAddress });
    expect(input('Email')).toHaveValue(savedAddress.email);
    expect(input('Full Name')).toHaveValue(savedAddress.name);
    expect(input('Full Address')).toHaveValue(savedAddress.fullAddress);
    expect(input('Landmark')).toHaveValue(savedAddress.landmark);
    expect(input('Phone')).toHaveValue(savedAddress.mobile);
    expect(saveBox()).toBeChecked();
    expect(terms()).not.toBeChecked();
  });

  it('starts from the profile without a saved address: account email, name and phone', async () => {
    await openCheckout();
    expect(input('Email')).toHaveValue(testUser.email);
    expect(input('Full Name')).toHaveValue(testUser.name);
    expect(input('Phone')).toHaveValue(testUser.phone);
    expect(input('Full Address')).toHaveValue('');
    expect(saveBox()).not.toBeChecked();
  });

  it('flags the terms box on the first Place Order, with the other missing fields', async () => {
    const { user, api } = await openCheckout();
    await user.clear(input('Full Name'));
    await user.click(placeOrder());
    expect(await screen.findByText(MESSAGES.validation.requiredFields)).toBeInTheDocument();
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(terms()).toHaveAccessibleDescription(COMMERCE_MESSAGES.termsRequired);
    expect(input('Full Name')).toHaveFocus();
    expect(api.find('POST /api/booking/create')).toHaveLength(0);
  });

  it("refuses missing fields with 'Please fill all required fields' and a red border on each", async () => {
    const { user, api } = await openCheckout();
    for (const label of ['Email', 'Full Name', 'Phone']) await user.clear(input(label));
    await user.click(terms());
    await user.click(placeOrder());

    expect(await screen.findByText(MESSAGES.validation.requiredFields)).toBeInTheDocument();
    for (const label of ['Full Name', 'Full Address', 'Phone'])
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
    for (const label of ['Email', 'Landmark']) expect(input(label)).not.toHaveAttribute('aria-invalid');
    expect(input('Full Name')).toHaveAccessibleDescription(REQUIRED_FIELD_TEXT.name);
    expect(api.find('POST /api/booking/create')).toHaveLength(0);

    // docs/product.md#pages: editing a field clears its flag.
    await user.type(input('Full Name'), 'A');
    expect(input('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(input('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('flags a phone number that breaks the sign-up rule', async () => {
    const { user, api } = await openCheckout({ saved: { ...savedAddress, mobile: '12345' } });
    await user.click(terms());
    await user.click(placeOrder());
    expect(
      await screen.findByText(MESSAGES.validation.phoneInvalid, { selector: '.Toastify *' }),
    ).toBeInTheDocument();
    expect(input('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(api.find('POST /api/booking/create')).toHaveLength(0);
  });

  it('requires the terms to be accepted', async () => {
    const { user, api } = await openCheckout({ saved: savedAddress });
    await user.click(placeOrder());
    expect(
      await screen.findByText(COMMERCE_MESSAGES.termsRequired, { selector: '.Toastify *' }),
    ).toBeInTheDocument();
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(terms()).toHaveAccessibleDescription(COMMERCE_MESSAGES.termsRequired);
    expect(terms()).toHaveFocus();
    expect(api.find('POST /api/booking/create')).toHaveLength(0);
    // Ticking the box clears its flag (docs/product.md#pages).
    await user.click(terms());
    expect(terms()).not.toHaveAttribute('aria-invalid');
    expect(form().getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      '/terms&condition',
    );
  });

  it("places the order priced as shown: 'Order placed successfully' and on to Order History", async () => {
    const { user, api, router } = await openCheckout({
      handlers: {
        'POST /api/booking/create': {
          status: 201,
          message: MESSAGES.order.placed,
          data: orderOf('pending', '2026-01-05T10:00:00.000Z', [react, 2], [node, 1]),
        },
      },
    });
    await fillAddress(user);
    await user.type(input('Landmark'), 'Near the park');
    await user.click(saveBox());
    await user.click(terms());
    await user.click(placeOrder());

    expect(await screen.findByText(MESSAGES.order.placed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=orders');

    const [request] = api.find('POST /api/booking/create');
    expect(request?.body).toEqual({
      courses: [
        { course: react._id, quantity: 2, price: 49 },
        { course: node._id, quantity: 1, price: 59.5 },
      ],
      address: {
        email: testUser.email,
        name: 'Asha Verma',
        fullAddress: '12 Lake Road, Bangalore',
        landmark: 'Near the park',
        mobile: '9123456780',
      },
      payment: { amount: 157.5 },
      saveAddress: true,
      acceptTerms: true,
    });
    expect(request?.headers.get('idempotency-key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('sends one order for a double click, with the button busy until the answer', async () => {
    let answer: (reply: TStubReply) => void = () => {};
    const { user, api } = await openCheckout({
      saved: savedAddress,
      handlers: {
        'POST /api/booking/create': () =>
          new Promise<TStubReply>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await user.click(terms());
    await user.dblClick(placeOrder());
    await waitFor(() => expect(placeOrder()).toBeDisabled());
    expect(placeOrder()).toHaveAttribute('aria-busy', 'true');
    await user.click(placeOrder());
    expect(api.find('POST /api/booking/create')).toHaveLength(1);

    answer({ status: 201, data: orderOf('pending', '2026-01-05T10:00:00.000Z', [react, 2], [node, 1]) });
    expect(await screen.findByText(MESSAGES.order.placed)).toBeInTheDocument();
    expect(api.find('POST /api/booking/create')).toHaveLength(1);
  });

  it('retries a failed send with the same Idempotency-Key, so it cannot order twice', async () => {
    let calls = 0;
    const { user, api } = await openCheckout({
      saved: savedAddress,
      handlers: {
        'POST /api/booking/create': () =>
          ++calls === 1
            ? { status: 503, message: '' }
            : { status: 201, data: orderOf('pending', '2026-01-05T10:00:00.000Z', [react, 2], [node, 1]) },
      },
    });
    await user.click(terms());
    await user.click(placeOrder());
    expect(await screen.findByText(MESSAGES.order.failed)).toBeInTheDocument();
    await waitFor(() => expect(placeOrder()).toBeEnabled());
    await user.click(placeOrder());
    expect(await screen.findByText(MESSAGES.order.placed)).toBeInTheDocument();

    const keys = api
      .find('POST /api/booking/create')
      .map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the server's reason for a changed price and the new price, and the next try is a new attempt", async () => {
    const raised = { ...react, price: 55 };
    let cart = cartOf([react, 1]);
    const priceChanged = COMMERCE_MESSAGES.priceChanged(react.name, '$55.00');
    const { user, api } = await openCheckout({
      cart: () => cart,
      saved: savedAddress,
      handlers: {
        'POST /api/booking/create': () => {
          if (api.find('POST /api/booking/create').length > 1)
            return { status: 201, data: orderOf('pending', '2026-01-05T10:00:00.000Z', [raised, 1]) };
          cart = cartOf([raised, 1]);
          return { status: 409, message: priceChanged };
        },
      },
    });
    await user.click(terms());
    await user.click(placeOrder());
    expect(await screen.findByText(priceChanged)).toBeInTheDocument();
    expect(await summary().findByText('$55.00 × 1 seat')).toBeInTheDocument();

    await user.click(placeOrder());
    expect(await screen.findByText(MESSAGES.order.placed)).toBeInTheDocument();
    const [first, second] = api.find('POST /api/booking/create');
    expect(second?.body).toMatchObject({
      courses: [{ course: react._id, price: 55 }],
      payment: { amount: 55 },
    });
    expect(second?.headers.get('idempotency-key')).not.toBe(first?.headers.get('idempotency-key'));
  });

  it("says 'No items in cart' and does not send an order for an empty cart", async () => {
    const { user, api } = await openCheckout({ cart: cartOf(), saved: savedAddress });
    expect(await summary().findByText(MESSAGES.order.noItems)).toBeInTheDocument();
    await user.click(terms());
    await user.click(placeOrder());
    expect(await screen.findByText(COMMERCE_MESSAGES.cartEmpty)).toBeInTheDocument();
    expect(api.find('POST /api/booking/create')).toHaveLength(0);
  });
});

describe('checkout with PAYMENTS=stripe (docs/product.md#payment)', () => {
  const placed = orderOf('pending', '2026-01-05T10:00:00.000Z', [react, 2], [node, 1]);
  const payPath = `POST /api/booking/${placed._id}/pay`;
  const stripeSite = { 'GET /api/site': { data: { ...testSite, payments: { mode: 'stripe' } } } };

  async function placeWithCard(pay: THandler) {
    const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => undefined);
    const opened = await openCheckout({
      handlers: {
        ...stripeSite,
        'POST /api/booking/create': { status: 201, message: MESSAGES.order.placed, data: placed },
        [payPath]: pay,
      },
    });
    const payment = screen.getByRole('region', { name: 'Payment' });
    await waitFor(() => expect(payment).toHaveTextContent(PAYMENT_TEXTS.checkoutCardLine));
    await fillAddress(opened.user);
    await opened.user.click(terms());
    await opened.user.click(placeOrder());
    return { ...opened, leave, payment };
  }

  it('says the learner pays on the next, secure page, with no card field here', async () => {
    await openCheckout({ handlers: stripeSite });
    const payment = screen.getByRole('region', { name: 'Payment' });
    await waitFor(() => expect(payment).toHaveTextContent(PAYMENT_TEXTS.checkoutCardLine));
    expect(payment).not.toHaveTextContent(/we will contact you to arrange payment/);
    expect(within(payment).queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="stripe"], iframe')).toBeNull();
  });

  it('places the order, then leaves for the payment page, busy until it has gone', async () => {
    const { api, leave, payment } = await placeWithCard({ data: { redirectUrl: 'https://pay.example/s/1' } });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/s/1'));
    expect(api.find('POST /api/booking/create')).toHaveLength(1);
    expect(api.find(payPath)).toHaveLength(1);
    expect(placeOrder()).toHaveAttribute('aria-busy', 'true');
    expect(within(payment).getByRole('status')).toHaveTextContent(PAYMENT_TEXTS.redirecting);
    leave.mockRestore();
  });

  it('keeps the order when the payment cannot start, says why, and goes to Order History', async () => {
    const { leave, router } = await placeWithCard({
      status: 503,
      message: PAYMENT_MESSAGES.providerUnavailable,
    });
    expect(
      await screen.findByText(PAYMENT_MESSAGES.providerUnavailable, { selector: '.Toastify *' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(leave).not.toHaveBeenCalled();
    leave.mockRestore();
  });
});
