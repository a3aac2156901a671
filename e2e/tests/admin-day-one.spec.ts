import { type APIRequestContext, type Page } from '@playwright/test';
import {
  BULK_TEXTS,
  CONSOLE_SEARCH_TEXTS,
  COURSE_COPY_TEXTS,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  type TOrder,
} from '@curio/shared';
import {
  expect,
  test,
  addToCartViaApi,
  apiLogin,
  bearerOf,
  courseViaApi,
  EDITOR,
  expectNoA11yViolations,
  loginAsAdmin,
  loginAsEditor,
  readCatalogue,
  signUpViaApi,
  tokenOf,
  uniqueUser,
  expectToast,
} from '../fixtures/index.ts';

/**
 * What a console offers on day one (docs/product.md#console): duplicate a course, act on ticked rows, search
 * from the header, and Undo in a toast. Each test arranges its own courses and orders through the API, and
 * leaves none of them on the site: later specs read the catalogue's first courses and expect the demo's
 * (with images).
 */

const word = () => `Quorvex${Math.random().toString(36).slice(2, 7)}`;

const editorHeaders = async (request: APIRequestContext) => bearerOf(await apiLogin(request, EDITOR));

/** A course made through the console's API by the demo editor, published or not. */
const aCourse = (request: APIRequestContext, name: string, status: 'draft' | 'published') =>
  courseViaApi(request, name, {
    curriculum: [{ title: 'Getting started', description: '<p>Tools and setup.</p>' }],
    quiz: [{ question: 'What comes first?', options: ['Setup', 'Deploy'], correctOption: 0 }],
    status,
  });

/** Moves a course this spec published back to draft, so it leaves the public catalogue as it found it. */
async function takeOffSite(request: APIRequestContext, id: string) {
  const reply = await request.post('/api/admin/courses/bulk/status', {
    headers: await editorHeaders(request),
    data: { ids: [id], status: 'draft' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an editor duplicates a course from the list and lands in the editor on its draft copy', async ({
  page,
}) => {
  const name = `${word()} Kilns`;
  const course = await aCourse(page.request, name, 'draft');
  await loginAsEditor(page, `/admin/courses?q=${encodeURIComponent(name)}`);
  await row(page, name)
    .getByRole('button', { name: COURSE_COPY_TEXTS.duplicateLabel(name) })
    .click();

  await expectToast(page, COURSE_COPY_TEXTS.duplicated);
  await expect(page.getByRole('heading', { level: 1, name: `Copy of ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(course._id);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`${course.slug}-copy`);
  await expect(page.getByLabel('Entry 1 title', { exact: true })).toHaveValue('Getting started');
  await expect(page.getByLabel('Question 1', { exact: true })).toHaveValue('What comes first?');
  await expect(page.getByText('Visitors do not see this course.')).toBeVisible();
});

test('an editor ticks two published courses and unpublishes both at once; the site drops them', async ({
  page,
}) => {
  const shared = word();
  const names = [`${shared} Glazes`, `${shared} Wheels`];
  for (const name of names) await aCourse(page.request, name, 'published');
  await loginAsEditor(page, `/admin/courses?q=${shared}`);
  await expect(row(page, names[1] ?? '')).toBeVisible();

  for (const name of names) await page.getByRole('checkbox', { name: BULK_TEXTS.selectRow(name) }).check();
  await expect(page.getByRole('checkbox', { name: BULK_TEXTS.selectPage })).toBeChecked();
  await expect(page.getByText(BULK_TEXTS.selected(2), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: BULK_TEXTS.unpublish, exact: true }).click();

  await expectToast(page, '2 unpublished');
  for (const name of names) await expect(row(page, name)).toContainText('Draft');
  const catalogue = await readCatalogue(page.request);
  expect(catalogue.courses.filter((course) => course.name.startsWith(shared))).toEqual([]);
});

test('an editor unpublishes a course, then takes it back with Undo in the toast', async ({ page }) => {
  const name = `${word()} Raku`;
  const course = await aCourse(page.request, name, 'published');
  await loginAsEditor(page, `/admin/courses/${course._id}`);
  await page.getByRole('button', { name: 'Move to draft' }).click();
  await expect(page.getByText('Visitors do not see this course.')).toBeVisible();

  // A real button in the toast, reached from the keyboard: Alt+T moves to the notifications, Tab to Undo.
  const undo = page.getByRole('button', { name: `Undo unpublishing ${name}` });
  await expect(undo).toBeVisible();
  await page.keyboard.press('Alt+T');
  await page.keyboard.press('Tab');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Visitors see this course.')).toBeVisible();
  const catalogue = await readCatalogue(page.request);
  expect(catalogue.courses.map((card) => card._id)).toContain(course._id);
  // The unpublish and its Undo each say so with the same text.
  await expectToast(page, MESSAGES.admin.courseStatusChanged, { times: 2 });
  await takeOffSite(page.request, course._id);
});

test('an admin finds an order by its reference from the header and opens it with the keyboard', async ({
  page,
}) => {
  const learner = uniqueUser();
  await signUpViaApi(page.request, learner);
  const token = await tokenOf(page.request, learner);
  const course = (await readCatalogue(page.request)).courses[0];
  if (!course) throw new Error('the demo seed has no course');
  await addToCartViaApi(page.request, token, course._id);
  const placed = await page.request.post('/api/booking/create', {
    headers: { authorization: `Bearer ${token}`, [IDEMPOTENCY_KEY_HEADER]: `e2e-search-${Date.now()}` },
    data: {
      courses: [{ course: course._id, quantity: 1, price: course.price }],
      address: { name: learner.name, fullAddress: '14 Residency Road, Bangalore', mobile: learner.phone },
      payment: { amount: course.price },
      acceptTerms: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: TOrder }).data;

  await loginAsAdmin(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: CONSOLE_SEARCH_TEXTS.label });
  await expect(box).toBeFocused();
  await page.keyboard.type(order.reference);
  const option = page.getByRole('option', { name: new RegExp(order.reference) });
  await expect(option).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.reference) })).toBeVisible();
});
