import { type APIRequestContext, type Page } from '@playwright/test';
import {
  cartTotalCents,
  centsToDollars,
  COMMERCE_MESSAGES,
  MESSAGES,
  seatsText,
  type TCourseCard,
  type TOrder,
} from '@curio/shared';
import {
  expect,
  test,
  addToCartViaApi,
  addToWishlistViaApi,
  cartLink,
  appStarted,
  courseAt,
  confirmOrderViaApi,
  ERROR_RED,
  expectPath,
  loginViaUi,
  newLearner,
  readCart,
  readCatalogue,
  signUpViaApi,
  tokenOf,
  uniqueUser,
  type Catalogue,
  expectToast,
  shownToasts,
} from '../fixtures/index.ts';

/** Fixes as a learner meets them: what they own, checkout, the wishlist, forms, search. */
test.describe.configure({ timeout: 120_000 });

let catalogue: Catalogue;

test.beforeAll(async ({ request }) => {
  catalogue = await readCatalogue(request);
});

const journeyLink = (page: Page, course: TCourseCard) =>
  page.getByRole('link', { name: `Enrolled in ${course.name}: see it in your learning journey` });
const awaitingLink = (page: Page, course: TCourseCard) =>
  page.getByRole('link', { name: `${COMMERCE_MESSAGES.awaitingPayment} for ${course.name}: see your order` });

/** Orders the learner's whole cart through the API, as checkout would: a pending order. */
async function orderCart(request: APIRequestContext, token: string): Promise<TOrder> {
  const cart = await readCart(request, token);
  const reply = await request.post('/api/booking/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      courses: cart.courses.map(({ course, quantity }) => ({
        course: course._id,
        quantity,
        price: course.price,
      })),
      address: { name: 'Asha Tester', fullAddress: '1 MG Road, Bangalore', mobile: '9812345678' },
      payment: { amount: centsToDollars(cartTotalCents(cart.courses)) },
      acceptTerms: true,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { data: TOrder }).data;
}

test.describe('a course the learner owns', () => {
  test('shows Awaiting payment until the order is confirmed, then Enrolled, leading to the journey, on its page, its card and the wishlist', async ({
    page,
    request,
  }) => {
    const learner = await newLearner(request);
    const owned = courseAt(catalogue, 0);
    await addToCartViaApi(request, learner.token, owned._id);
    await addToWishlistViaApi(request, learner.token, owned._id);
    const order = await orderCart(request, learner.token);
    await loginViaUi(page, learner);

    await test.step('the course page while the order waits for payment', async () => {
      await page.goto(`/coursesdetails/${owned.slug}`);
      await expect(awaitingLink(page, owned)).toHaveAttribute('href', '/profile?tab=orders');
      await expect(page.getByText(COMMERCE_MESSAGES.awaitingPaymentNote)).toBeVisible();
      await expect(page.getByText(COMMERCE_MESSAGES.enrolledNote)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    });

    await confirmOrderViaApi(request, order);

    await test.step('the course page once the order is confirmed', async () => {
      await page.goto(`/coursesdetails/${owned.slug}`);
      await expect(journeyLink(page, owned)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      await expect(page.getByText(COMMERCE_MESSAGES.enrolledNote)).toBeVisible();
    });

    await test.step('its card in the search results', async () => {
      await page.goto(`/course?search=${encodeURIComponent(owned.name)}`);
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: owned.name }) });
      await expect(card.getByRole('link', { name: /^Enrolled in / })).toBeVisible();
      await expect(card.getByRole('button', { name: `Add ${owned.name} to cart` })).toHaveCount(0);
    });

    await test.step('the wishlist, and on to the journey', async () => {
      await page.goto('/wishlist');
      const item = page.getByRole('article', { name: owned.name });
      await expect(item.getByRole('button', { name: `Move to Cart: ${owned.name}` })).toHaveCount(0);
      await journeyLink(page, owned).click();
      await expect(page).toHaveURL(/\/profile\?tab=journey$/);
      const timeline = page.getByRole('list', { name: 'Your courses, oldest first' });
      await expect(timeline.getByRole('article', { name: owned.name })).toBeVisible();
    });
  });

  test('turns to Awaiting payment as soon as the order is placed, and a stale Add to Cart is refused with a toast', async ({
    page,
    request,
  }) => {
    const learner = await newLearner(request);
    const course = courseAt(catalogue, 1);
    await loginViaUi(page, learner);

    await test.step('bought through checkout: its page says Awaiting payment without a reload', async () => {
      await page.goto(`/coursesdetails/${course.slug}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expectToast(page, MESSAGES.cart.added);
      await cartLink(page).click();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      const form = page.getByRole('form', { name: 'Checkout' });
      await form.getByLabel('Full Address').fill('14 Residency Road, Bangalore 560025');
      await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
      await form.getByRole('button', { name: 'Place Order' }).click();
      await expectToast(page, MESSAGES.order.placed);
      // From the order history back to the course, inside the app: the page must not offer it again.
      await page
        .getByRole('table', { name: 'Your orders, newest first' })
        .getByRole('link', { name: course.name })
        .click();
      await expect(awaitingLink(page, course)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    });

    await test.step('bought in another tab while this page was open', async () => {
      const other = courseAt(catalogue, 2);
      await page.goto(`/coursesdetails/${other.slug}`);
      const addToCart = page.getByRole('button', { name: 'Add to Cart' });
      // The page is open, the app running on it, when the course is bought elsewhere.
      await appStarted(page);
      await expect(addToCart).toBeVisible();
      await addToCartViaApi(request, learner.token, other._id);
      await orderCart(request, learner.token);
      await addToCart.click();
      await expectToast(page, COMMERCE_MESSAGES.alreadyEnrolled);
      await expect(awaitingLink(page, other)).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    });
  });

  test('the cart says a quantity is seats, and checkout counts them', async ({ page, request }) => {
    const learner = await newLearner(request);
    const course = courseAt(catalogue, 3);
    await addToCartViaApi(request, learner.token, course._id, 3);
    await loginViaUi(page, learner);
    await page.goto('/cart');
    await expect(page.getByText(COMMERCE_MESSAGES.seatsExplained)).toBeVisible();
    const seats = page.getByRole('group', { name: `Seats for ${course.name}` });
    await expect(seats).toContainText('Seats');
    await expect(seats.locator('output')).toHaveText('3');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('complementary', { name: 'Your Order' })).toContainText(`× ${seatsText(3)}`);
  });
});

test.describe('checkout uses what the site knows', () => {
  test('starts from the profile’s name and phone, and flags the terms box on the first try', async ({
    page,
    request,
  }) => {
    const learner = await newLearner(request);
    await addToCartViaApi(request, learner.token, courseAt(catalogue, 4)._id);
    await loginViaUi(page, learner);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await expect(form.getByLabel('Full Name')).toHaveValue(learner.name);
    await expect(form.getByLabel('Phone')).toHaveValue(learner.phone);
    await expect(form.getByLabel('Full Address')).toHaveValue('');

    await form.getByLabel('Full Address').fill('22 Brigade Road, Bangalore 560001');
    const orderCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/booking/create')) orderCalls.push(r.url());
    });
    await form.getByRole('button', { name: 'Place Order' }).click();
    const terms = form.getByRole('checkbox', { name: /I accept the terms and conditions/ });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toBeFocused();
    await expect(terms).toHaveAccessibleDescription(COMMERCE_MESSAGES.termsRequired);
    // The red border goes round the whole row, where it is seen.
    const termsRow = form
      .locator('.agree')
      .filter({ has: page.getByRole('checkbox', { name: /I accept the terms and conditions/ }) });
    await expect(termsRow).toHaveCSS('border-top-color', ERROR_RED);
    await expectToast(page, COMMERCE_MESSAGES.termsRequired);
    expect(orderCalls).toHaveLength(0);

    await terms.check();
    await expect(terms).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expectToast(page, MESSAGES.order.placed);
  });
});

test.describe('the wishlist button shows what is saved', () => {
  test('on the course page and its card: In wishlist, and a second add says it is already there', async ({
    page,
    request,
  }) => {
    const learner = await newLearner(request);
    const course = courseAt(catalogue, 5);
    await loginViaUi(page, learner);
    await page.goto(`/coursesdetails/${course.slug}`);
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect.poll(() => shownToasts(page)).toEqual([MESSAGES.wishlist.added]);
    const saved = page.getByRole('button', { name: 'In wishlist' });
    await expect(saved).toBeVisible();
    await expect(saved.locator('svg')).toHaveAttribute('fill', 'currentColor');

    // The second press says it is already there, and never 'added' again.
    await saved.click();
    await expect
      .poll(() => shownToasts(page))
      .toEqual([MESSAGES.wishlist.added, COMMERCE_MESSAGES.alreadyInWishlist]);

    await page.goto(`/course?search=${encodeURIComponent(course.name)}`);
    const heart = page.getByRole('button', { name: `${course.name} is in your wishlist` });
    await expect(heart).toBeVisible();
    await heart.click();
    await expectToast(page, COMMERCE_MESSAGES.alreadyInWishlist);
  });
});

test.describe('smaller fixes', () => {
  test('phone fields keep digits only, typed or pasted', async ({ page }) => {
    await page.goto('/singup');
    const phone = page.getByLabel('Contact Number');
    await phone.pressSequentially('98a7b6-c5 d4e3f2x10');
    await expect(phone).toHaveValue('9876543210');

    await phone.fill('');
    // A number copied with its country code and separators: its last 10 digits are what fits.
    await phone.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text', '+91 98450-61732');
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(phone).toHaveValue('9845061732');
  });

  test('a search that finds nothing says so, offers the categories, and leads back to all courses', async ({
    page,
  }) => {
    const [category] = catalogue.categories;
    if (!category) throw new Error('the seed has no category');
    await page.goto('/course');
    // This test is about the empty result; typing during the take-over is server-render.spec's.
    await appStarted(page);
    const box = page.getByRole('searchbox', { name: 'Search courses' });
    await box.fill('zzqxnothing');
    await expect(page.getByText('No courses match “zzqxnothing”.')).toBeVisible();
    await page.getByRole('button', { name: `Search for ${category.name}` }).click();
    await expect(box).toHaveValue(category.name);
    await expect(
      page.getByRole('heading', {
        name: new RegExp(`^\\d+ courses? found for “${escapeRegExp(category.name)}”$`),
      }),
    ).toBeVisible();

    await box.fill('zzqxnothing');
    await page.getByRole('button', { name: 'Show all courses' }).click();
    await expect(page.getByRole('tablist', { name: 'Course categories' })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });

  test('a refused anonymous Add to Cart returns to the course after login and finishes the add', async ({
    page,
    request,
  }) => {
    const user = uniqueUser();
    await signUpViaApi(request, user);
    const course = courseAt(catalogue, 6);
    const coursePath = `/coursesdetails/${course.slug}`;
    await page.goto(coursePath);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, MESSAGES.cart.loginRequired);
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(coursePath);

    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(page, coursePath);
    await expectToast(page, MESSAGES.cart.added);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    const cart = await readCart(request, await tokenOf(request, user));
    expect(cart.courses.map((line) => [line.course._id, line.quantity])).toEqual([[course._id, 1]]);
  });

  for (const next of [
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ]) {
    test(`login ignores next=${next} and goes home`, async ({ page, request, baseURL }) => {
      const user = uniqueUser();
      await signUpViaApi(request, user);
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Email', { exact: true }).fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expectToast(page, MESSAGES.auth.loginSuccess);
      await expect(page).toHaveURL(new URL('/', baseURL).href);
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
