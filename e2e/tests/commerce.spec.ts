import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  COMMERCE_MESSAGES,
  dollarsToCents,
  formatMoney,
  formatPriceTag,
  JOURNEY_ENROLLED_ONCE_PAID,
  MESSAGES,
  type TCourseCard,
} from '@curio/shared';
import {
  expect,
  test,
  addToCartViaApi,
  addToWishlistViaApi,
  cartLink,
  courseAt,
  centredSlide,
  expectFieldError,
  expectNoA11yViolations,
  readLatestMail,
  readOrders,
  recordApiCalls,
  courseCarousel,
  coursesOf,
  expectPath,
  loginViaUi,
  readCart,
  readCatalogue,
  readWishlist,
  signUpViaApi,
  tokenOf,
  uniqueUser,
  type Catalogue,
  type TestUser,
  expectToast,
} from '../fixtures/index.ts';

/**
 * docs/product.md#cart-and-orders in a browser: cart, wishlist, the nav badge, checkout, the order in the
 * profile, mail and notifications.
 */
test.describe.configure({ timeout: 120_000 });

let catalogue: Catalogue;

test.beforeAll(async ({ request }) => {
  catalogue = await readCatalogue(request);
});

/** The first category's courses, as its carousel shows them. */
function firstCourses(): TCourseCard[] {
  const [category] = catalogue.categories;
  if (!category) throw new Error('the seed has no category');
  const courses = coursesOf(catalogue, category);
  if (courses.length < 2) throw new Error('the first category needs two courses');
  return courses;
}

/** A new learner, logged in through the UI; the token is for arranging and reading state through the API. */
async function signedIn(page: Page, request: APIRequestContext): Promise<TestUser & { token: string }> {
  const user = uniqueUser();
  await signUpViaApi(request, user);
  await loginViaUi(page, user);
  return { ...user, token: await tokenOf(request, user) };
}

test('a learner adds courses from the catalogue and a course page and sees the cart badge count them', async ({
  page,
  request,
}) => {
  const learner = await signedIn(page, request);
  const [first, second] = firstCourses();
  if (!first || !second) throw new Error('unreachable');

  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  await test.step('from the catalogue card', async () => {
    await page.goto('/course');
    const [category] = catalogue.categories;
    if (!category) throw new Error('unreachable');
    const carousel = courseCarousel(page, category);
    await expect(centredSlide(carousel)).toHaveAccessibleName(/^1 of/);
    await centredSlide(carousel)
      .getByRole('button', { name: `Add ${first.name} to cart` })
      .click();
    await expectToast(page, MESSAGES.cart.added);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.locator('.cart-badge').first()).toHaveText('1');
  });

  await test.step('from the course page, and the same course again raises its quantity', async () => {
    await page.goto(`/coursesdetails/${second.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, MESSAGES.cart.added);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(page.locator('.cart-badge').first()).toHaveText('3');
  });

  await test.step('add to wishlist from the course page', async () => {
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expectToast(page, MESSAGES.wishlist.added);
  });

  const cart = await readCart(request, learner.token);
  expect(cart.courses.map((line) => [line.course._id, line.quantity])).toEqual([
    [first._id, 1],
    [second._id, 2],
  ]);
  expect((await readWishlist(request, learner.token)).courses.map((c) => c._id)).toEqual([second._id]);

  await cartLink(page).click();
  await expectPath(page, '/cart');
  await expect(page.getByText('3 items in your cart')).toBeVisible();
});

test('a learner changes quantities and removes a line, and the Cart Total follows', async ({
  page,
  request,
}) => {
  const learner = await signedIn(page, request);
  const one = courseAt(catalogue, 0);
  const two = courseAt(catalogue, 1);
  const oneCents = dollarsToCents(one.price);
  const twoCents = dollarsToCents(two.price);
  await addToCartViaApi(request, learner.token, one._id);
  await addToCartViaApi(request, learner.token, two._id);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const total = page.getByRole('complementary', { name: 'Cart Total' });
  const subtotalValue = total.locator('dt', { hasText: 'Subtotal' }).locator('xpath=following-sibling::dd');
  const totalValue = total.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');
  await expect(subtotalValue).toHaveText(formatMoney(oneCents + twoCents));
  await expect(totalValue).toHaveText(formatMoney(oneCents + twoCents));
  await expect(page.getByText('2 items in your cart')).toBeVisible();

  const line = page.getByRole('article', { name: one.name });
  await expect(line.locator('img')).toBeVisible();
  await expect(line).toContainText(formatPriceTag(oneCents, { alwaysCents: true }));
  const minus = line.getByRole('button', { name: `Decrease quantity of ${one.name}` });
  const plus = line.getByRole('button', { name: `Increase quantity of ${one.name}` });
  await expect(minus).toBeDisabled(); // docs/product.md#pages: minus only above 1

  await plus.click();
  await expect(line.locator('output')).toHaveText('2');
  await expect(minus).toBeEnabled();
  await plus.click();
  await expect(line.locator('output')).toHaveText('3');
  await expect(totalValue).toHaveText(formatMoney(3 * oneCents + twoCents));
  await expect(subtotalValue).toHaveText(formatMoney(3 * oneCents + twoCents));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');

  await minus.click();
  await expect(line.locator('output')).toHaveText('2');
  await expect(totalValue).toHaveText(formatMoney(2 * oneCents + twoCents));
  expect(
    (await readCart(request, learner.token)).courses.find((l) => l.course._id === one._id)?.quantity,
  ).toBe(2);

  await page
    .getByRole('article', { name: two.name })
    .getByRole('button', { name: `Remove: ${two.name}` })
    .click();
  await expectToast(page, COMMERCE_MESSAGES.removedFromCart);
  await expect(page.getByRole('article', { name: two.name })).toHaveCount(0);
  await expect(totalValue).toHaveText(formatMoney(2 * oneCents));

  await line.getByRole('button', { name: `Remove: ${one.name}` }).click();
  await expect(page.getByText(MESSAGES.cart.empty)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  expect((await readCart(request, learner.token)).courses).toEqual([]);
});

test('a learner moves a course from the wishlist to the cart and removes another', async ({
  page,
  request,
}) => {
  const learner = await signedIn(page, request);
  const keep = courseAt(catalogue, 2);
  const drop = courseAt(catalogue, 3);
  await addToWishlistViaApi(request, learner.token, keep._id);
  await addToWishlistViaApi(request, learner.token, drop._id);

  await page.goto('/wishlist');
  await expect(page.getByRole('article', { name: keep.name })).toBeVisible();
  await page.getByRole('button', { name: `Move to Cart: ${keep.name}` }).click();
  await expectToast(page, MESSAGES.wishlist.moved);
  await expect(page.getByRole('article', { name: keep.name })).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await page.getByRole('button', { name: `Remove: ${drop.name}` }).click();
  await expectToast(page, COMMERCE_MESSAGES.removedFromWishlist);
  await expect(page.getByText(MESSAGES.wishlist.empty)).toBeVisible();

  expect((await readWishlist(request, learner.token)).courses).toEqual([]);
  expect((await readCart(request, learner.token)).courses.map((l) => [l.course._id, l.quantity])).toEqual([
    [keep._id, 1],
  ]);

  await page.goto('/cart');
  await expect(page.getByRole('article', { name: keep.name })).toBeVisible();
});

test('an empty cart and wishlist say so', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/cart');
  await expect(page.getByText(MESSAGES.cart.empty)).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByText(MESSAGES.wishlist.empty)).toBeVisible();
});

/** docs/product.md#rules: order dates read DD-MM-YYYY hh:mm A. */
const ORDER_DATE = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/;

test('a learner checks out: required fields, terms, the order placed once, then in the profile, the mail and notifications', async ({
  page,
  request,
}) => {
  const learner = await signedIn(page, request);
  const one = courseAt(catalogue, 4);
  const two = courseAt(catalogue, 5);
  await addToCartViaApi(request, learner.token, one._id, 2);
  await addToCartViaApi(request, learner.token, two._id);
  const oneCents = dollarsToCents(one.price);
  const twoCents = dollarsToCents(two.price);
  const expectedTotalCents = 2 * oneCents + twoCents;

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expectPath(page, '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary).toContainText(one.name);
  await expect(summary).toContainText(`${formatMoney(oneCents)} × 2`);
  await expect(summary).toContainText(`${formatMoney(twoCents)} × 1`);
  await expect(summary).toContainText(formatMoney(expectedTotalCents));
  await expect(page.getByText('No card details are needed here.', { exact: false })).toBeVisible();

  const form = page.getByRole('form', { name: 'Checkout' });
  const name = form.getByLabel('Full Name');
  const address = form.getByLabel('Full Address');
  const phone = form.getByLabel('Phone');
  const terms = form.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  const place = form.getByRole('button', { name: 'Place Order' });
  const orderCalls = recordApiCalls(page, '/api/booking/create');
  await expectNoA11yViolations(page);

  await test.step('without the required fields: the toast and a red border on each', async () => {
    await expect(place).toBeEnabled();
    // The profile's name and phone start the form; this learner empties them.
    await expect(name).toHaveValue(learner.name);
    await name.fill('');
    await phone.fill('');
    await place.click();
    await expectToast(page, MESSAGES.validation.requiredFields);
    await expectFieldError(name, 'Enter your full name.');
    await expectFieldError(address, 'Enter your full address.');
    await expectFieldError(phone, 'Enter your phone number.');
    expect(orderCalls).toHaveLength(0);
  });

  await test.step('with the fields but not the terms', async () => {
    await name.fill(learner.name);
    await address.fill('14 Residency Road, Bangalore 560025');
    await form.getByLabel('Landmark').fill('Near the museum');
    await phone.fill('9812345678');
    await expectNoFieldErrorOn([name, address, phone]);
    await place.click();
    await expectToast(page, COMMERCE_MESSAGES.termsRequired);
    expect(orderCalls).toHaveLength(0);
  });

  await test.step('with the terms accepted: a double click places one order', async () => {
    await form.getByRole('checkbox', { name: 'Save this address for next time' }).check();
    await terms.check();
    await place.dblclick();
    await expectToast(page, MESSAGES.order.placed);
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    expect(orderCalls).toHaveLength(1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  });

  const orders = await readOrders(request, learner.token);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  if (!order) throw new Error('unreachable');
  expect(dollarsToCents(order.payment.amount)).toBe(expectedTotalCents);
  expect(order.status).toBe('pending');
  expect((await readCart(request, learner.token)).courses).toEqual([]);

  await test.step('the order is in Order History and its courses in the Skillset Journey', async () => {
    await expect(page.getByRole('tab', { name: 'Order History' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Your orders, newest first' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: order.reference }) });
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(ORDER_DATE);
    await expect(cells.nth(1)).toContainText(one.name);
    await expect(cells.nth(1)).toContainText('× 2');
    await expect(cells.nth(2)).toHaveText(formatMoney(expectedTotalCents));
    await expect(cells.nth(3)).toHaveText('Pending payment');
    await expectNoA11yViolations(page);

    await page.getByRole('tab', { name: 'Your Skillset Journey' }).click();
    await expect(page).toHaveURL(/\?tab=journey$/);
    // Placed, not paid: not enrolled yet, and the journey says where the order is.
    await expect(page.getByText(JOURNEY_ENROLLED_ONCE_PAID)).toBeVisible();
    await page.getByRole('button', { name: 'Awaiting payment' }).click();
    const timeline = page.getByRole('list', { name: 'Your courses, oldest first' });
    await expect(timeline.getByRole('article', { name: one.name })).toContainText('Awaiting payment');
    await expect(timeline.getByRole('article', { name: two.name })).toContainText('Awaiting payment');
    await page.getByRole('button', { name: 'Completed Courses' }).click();
    await expect(page.getByText('You have not completed any courses yet.')).toBeVisible();
  });

  await test.step('the confirmation mail lists the lines and the total', async () => {
    const mail = await readLatestMail(learner.email);
    expect(mail.subject).toContain(order.reference);
    expect(mail.text).toContain(`${one.name} — 2 seats × ${formatMoney(oneCents)}`);
    expect(mail.text).toContain(two.name);
    expect(mail.text).toContain(`Total: ${formatMoney(expectedTotalCents)} USD`);
  });

  await test.step('the bell in the bar opens the notifications, the order among them', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
    await expectPath(page, '/notification');
    const list = page.getByRole('list', { name: 'Notifications' });
    const placed = list.getByRole('article', { name: 'Order placed' });
    await expect(placed).toContainText(order.reference);
    await expect(placed).toContainText('For you');
    await expect(list.getByText('Announcement').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  await test.step('the next checkout is prefilled from the saved address', async () => {
    // A course not bought yet: the ones just ordered are the learner's (a second order of them is refused).
    await addToCartViaApi(request, learner.token, courseAt(catalogue, 6)._id);
    await page.goto('/checkout');
    await expect(name).toHaveValue(learner.name);
    await expect(address).toHaveValue('14 Residency Road, Bangalore 560025');
    await expect(phone).toHaveValue('9812345678');
  });
});

async function expectNoFieldErrorOn(fields: Locator[]) {
  for (const field of fields) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

test('checkout with an empty cart says so and sends nothing', async ({ page, request }) => {
  await signedIn(page, request);
  const orderCalls = recordApiCalls(page, '/api/booking/create');
  await page.goto('/checkout');
  await expect(page.getByRole('complementary', { name: 'Your Order' })).toContainText(MESSAGES.order.noItems);
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Full Name').fill('Asha Tester');
  await form.getByLabel('Full Address').fill('1 MG Road, Bangalore');
  await form.getByLabel('Phone').fill('9812345678');
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expectToast(page, COMMERCE_MESSAGES.cartEmpty);
  expect(orderCalls).toHaveLength(0);
});

test('an anonymous visitor is sent to log in from checkout, and the cart and notifications ask them to', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expectToast(page, MESSAGES.auth.loginRequired);
  await expectPath(page, '/login');

  await page.goto('/notification');
  await expect(page.getByText(MESSAGES.auth.loginRequired, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: /log in/i }).first()).toBeVisible();
});

test("the demo learner's profile shows their past orders and the journey filters", async ({
  page,
  request,
}) => {
  const demo = { email: 'learner@curio.example', password: 'Learner123' };
  await loginViaUi(page, demo);
  const token = await tokenOf(request, demo);
  const orders = await readOrders(request, token);
  const completed = orders.find((o) => o.status === 'completed')?.courses[0]?.course;
  const active = orders.find((o) => o.status === 'confirmed')?.courses[0]?.course;
  if (!completed || !active) throw new Error('the demo seed has a completed and a confirmed order');

  await page.goto('/profile?tab=orders');
  const rows = page.getByRole('table', { name: 'Your orders, newest first' }).getByRole('rowheader');
  await expect(rows).toHaveText(orders.map((o) => o.reference));

  await page.getByRole('tab', { name: 'Your Skillset Journey' }).click();
  const timeline = page.getByRole('list', { name: 'Your courses, oldest first' });
  const filters = page.getByRole('group', { name: 'Show courses' });
  await expect(filters.getByRole('button', { name: 'Enrolled' })).toHaveAttribute('aria-pressed', 'true');
  await expect(timeline.getByRole('article', { name: completed.name })).toContainText('Completed');
  await expect(timeline.getByRole('article', { name: active.name })).toContainText('Active');
  // docs/product.md#pages: the orders alternate between two rows.
  await expect(timeline.locator(':scope > li').nth(0)).toHaveAttribute('data-row', 'top');
  await expect(timeline.locator(':scope > li').nth(1)).toHaveAttribute('data-row', 'bottom');

  await filters.getByRole('button', { name: 'Active' }).click();
  await expect(filters.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
  await expect(timeline.getByRole('article', { name: active.name })).toBeVisible();
  await expect(timeline.getByRole('article', { name: completed.name })).toHaveCount(0);
  await filters.getByRole('button', { name: 'Completed Courses' }).click();
  await expect(timeline.getByRole('article', { name: completed.name })).toBeVisible();
  await expect(timeline.getByRole('article', { name: active.name })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("the Reviews tab lists the learner's own reviews, not anyone else's", async ({ page, request }) => {
  const learner = await signedIn(page, request);
  const course = courseAt(catalogue, 6);
  await page.goto('/profile?tab=reviews');
  await expect(page.getByText('You have not reviewed any courses yet.')).toBeVisible();

  const reply = await request.post(`/api/course/${course._id}/review`, {
    headers: { authorization: `Bearer ${learner.token}` },
    data: { rating: 4, comment: 'Clear and <b>practical</b><script>window.pwned = 1</script>' },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);

  await page.reload();
  const reviews = page.getByRole('list', { name: 'Your reviews' });
  await expect(reviews.getByRole('article')).toHaveCount(1);
  const article = reviews.getByRole('article', { name: course.name });
  await expect(article.getByRole('link', { name: course.name })).toHaveAttribute(
    'href',
    `/coursesdetails/${course.slug}`,
  );
  await expect(article.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(article.locator('b')).toHaveText('practical');
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});
