import { type Page } from '@playwright/test';
import {
  LEARNING_MESSAGES,
  MESSAGES,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  dollarsToCents,
  formatMoney,
} from '@curio/shared';
import { startStripeLocal } from '../../apps/api/src/dev/stripe-local.ts';
import { API_DIR, BASE_URL, LOG_DIR, SITE_PORT, SMTP_PORT, WEB_DIST_DIR } from '../fixtures/env.ts';
import { startSite } from '../harness/site-server.ts';
import {
  expect,
  test,
  ADMIN,
  addToCartViaApi,
  cartLink,
  expectNoA11yViolations,
  expectToast,
  loginAs,
  loginViaUi,
  newLearner,
  readCourse,
  readOrders,
  tokenOf,
  uniqueUser,
  signUpViaApi,
} from '../fixtures/index.ts';

/**
 * Online payment in a browser (docs/product.md#payment, ADR 039, ADR 040): a second site, started here with
 * PAYMENTS=stripe against the local server that speaks Stripe's API (apps/api/src/dev/stripe-local.ts), on
 * its own port and data directory; the suite's own site keeps PAYMENTS=manual. The local server plays
 * Stripe's hosted page: its Pay button completes the session, delivers the signed webhook, then sends the
 * browser back to the return page.
 */
const PAY_PORT = SITE_PORT + 50;
const STRIPE_PORT = SITE_PORT + 51;
const PAY_URL = `http://127.0.0.1:${String(PAY_PORT)}`;
const WEBHOOK_SECRET = 'whsec_e2eLocalPaymentsSecret';
/** A demo course with lessons (ADR 036), so 'Start learning' opens them. */
const SLUG = 'react-from-the-ground-up';

test.describe.configure({ timeout: 180_000 });

/** On a phone (390 px) the page fits the screen: no sideways scroll. Then back to the desktop size. */
async function expectFitsPhone(page: Page) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (desktop) await page.setViewportSize(desktop);
}

test.describe('with PAYMENTS=stripe', () => {
  test.use({ baseURL: PAY_URL });

  let stopSite: (() => Promise<void>) | undefined;
  let stripe: Awaited<ReturnType<typeof startStripeLocal>> | undefined;

  test.beforeAll(async () => {
    // A fresh site migrates and seeds its database: minutes on a busy machine (harness/site-server.ts).
    test.setTimeout(360_000);
    stripe = await startStripeLocal({
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `${PAY_URL}/api/payments/stripe/webhook`,
      deliverRefundEvents: true,
      host: '127.0.0.1',
      port: STRIPE_PORT,
    });
    stopSite = await startSite({
      apiDir: API_DIR,
      webDistDir: WEB_DIST_DIR,
      port: PAY_PORT,
      smtpPort: SMTP_PORT,
      logFile: `${LOG_DIR}/payments-server.log`,
      env: {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2eLocalPayments',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        // The provider sends the learner back here: the origin their session is stored under.
        PUBLIC_URL: PAY_URL,
      },
    });
  });

  test.afterAll(async () => {
    await stopSite?.();
    await stripe?.close();
  });

  test('a learner pays on the provider’s page, returns to "Payment received" and starts learning; the admin refunds it', async ({
    page,
    request,
  }) => {
    const course = await readCourse(request, SLUG);
    const learner = await newLearner(request);
    let orderId = '';

    await test.step('the learner adds the course and places the order: the card section says where they pay', async () => {
      await loginViaUi(page, learner);
      await page.goto(`/coursesdetails/${SLUG}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      // Leaving the page before the cart has answered would cancel the add.
      await expectToast(page, MESSAGES.cart.added);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
      await page.goto('/checkout');
      await expect(page.getByRole('complementary', { name: 'Your Order' })).toContainText(course.name);
      const payment = page.getByRole('region', { name: 'Payment' });
      await expect(payment).toContainText(PAYMENT_TEXTS.checkoutCardLine);
      await expect(payment.getByRole('textbox')).toHaveCount(0);
      const form = page.getByRole('form', { name: 'Checkout' });
      await form.getByLabel('Full Address').fill('14 Residency Road, Bangalore 560025');
      await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
      await form.getByRole('button', { name: 'Place Order' }).click();
    });

    const total = formatMoney(dollarsToCents(course.price));
    await test.step('leaving the provider’s page unpaid comes back to the order, and Try again returns there', async () => {
      await expect(page).toHaveURL(new RegExp(`^${stripe?.url ?? ''}/pay/`));
      await page.getByRole('link', { name: 'Back to the shop' }).click();
      await expect(page).toHaveURL(new RegExp(`^${PAY_URL}/checkout/return\\?order=.*&cancelled=1`));
      await expect(page.getByRole('heading', { level: 2, name: PAYMENT_TEXTS.cancelledTitle })).toBeVisible();
      await expect(page.getByText(PAYMENT_TEXTS.cancelledMessage)).toBeVisible();
      await page.getByRole('button', { name: PAYMENT_TEXTS.tryAgain }).click();
    });

    await test.step('the provider’s page shows the order’s total; Pay delivers the signed event and comes back', async () => {
      await expect(page).toHaveURL(new RegExp(`^${stripe?.url ?? ''}/pay/`));
      await expect(page.getByText(`Total ${total}`)).toBeVisible();
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      await expect(page).toHaveURL(new RegExp(`^${PAY_URL}/checkout/return\\?order=`));
      orderId = new URL(page.url()).searchParams.get('order') ?? '';
    });

    await test.step('the return page says "Payment received" once the order does, and leads into the lessons', async () => {
      const state = page.locator('[aria-live="polite"]');
      await expect(state.getByRole('heading', { name: PAYMENT_TEXTS.paymentReceived })).toBeVisible();
      await expectNoA11yViolations(page);
      await expectFitsPhone(page);
      await page.getByRole('link', { name: `${LEARNING_MESSAGES.startLearning}: ${course.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/learn/${SLUG}`));
      await expect(page.getByText(LEARNING_MESSAGES.lessonsCompleted(0, 6))).toBeVisible();
    });

    await test.step('Order History shows the receipt number, and the receipt page the payment', async () => {
      await page.goto('/profile?tab=orders');
      const receiptLink = page.getByRole('link', { name: /^CUR-\d{4}-\d{6}$/ });
      await expect(receiptLink).toBeVisible();
      await receiptLink.click();
      await expect(page.getByRole('heading', { level: 1, name: /^Receipt CUR-/ })).toBeVisible();
      await expect(page.getByText('Card (online)')).toBeVisible();
      await expect(page.getByRole('button', { name: PAYMENT_TEXTS.downloadReceipt })).toBeVisible();
      await expectNoA11yViolations(page);
      await expectFitsPhone(page);
    });

    await test.step('the admin refunds it in full from the console; the order shows refunded', async () => {
      await loginAs(page, ADMIN, `/admin/orders/${orderId}`);
      const panel = page.getByRole('region', { name: PAYMENT_TEXTS.paymentTitle });
      await expect(panel).toContainText('Card (online)');
      await expect(panel).toContainText(/CUR-\d{4}-\d{6}/);
      await panel.getByRole('button', { name: PAYMENT_TEXTS.refund }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(PAYMENT_TEXTS.refundFullWarning);
      await dialog
        .getByLabel(PAYMENT_TEXTS.refundReasonLabel)
        .fill('The learner asked within the first week');
      await dialog.getByRole('button', { name: PAYMENT_TEXTS.refundConfirm }).dblclick();
      await expect(dialog).toBeHidden();
      const refunds = panel.getByRole('list', { name: PAYMENT_PAGE_TEXTS.refundsListLabel });
      await expect(refunds.getByRole('listitem')).toHaveCount(1);
      await expect(refunds.getByRole('listitem')).toContainText('Refunded');
      await expect(page.getByRole('heading', { level: 2, name: /^Status:/ })).toContainText('Refunded');
      const [order] = await readOrders(request, await tokenOf(request, learner));
      expect(order?.status).toBe('refunded');
      // One refund asked of the provider, with an idempotency key, for two presses.
      const asked = stripe?.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds') ?? [];
      expect(asked).toHaveLength(1);
      expect(asked[0]?.idempotencyKey).toBeTruthy();
    });
  });
});

test.describe('with PAYMENTS=manual (the suite’s own site)', () => {
  test.use({ baseURL: BASE_URL });

  test('checkout is as before: no payment page, the card section says the team arranges payment', async ({
    page,
    request,
  }) => {
    const user = uniqueUser();
    await signUpViaApi(request, user);
    const course = await readCourse(request, SLUG);
    await addToCartViaApi(request, await tokenOf(request, user), course._id);
    await loginViaUi(page, user);
    await page.goto('/checkout');
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('No card details are needed here.');
    await expect(payment).not.toContainText(PAYMENT_TEXTS.checkoutCardLine);
  });
});
