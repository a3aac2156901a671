import { type Page } from '@playwright/test';
import { MESSAGES, type TRole } from '@curio/shared';
import {
  expect,
  test,
  header,
  loginAs,
  loginAsAdmin,
  signUpViaApi,
  storedSession,
  uniqueUser,
  expectToast,
} from '../fixtures/index.ts';

/**
 * The header follows the role the server has now (docs/product.md#pages): a role changed by an admin shows
 * on the person's next page load, and a console request refused with 403 tells the console and the header
 * at once, without a new login.
 */
test.describe.configure({ timeout: 120_000 });

const adminLink = (page: Page) => header(page).getByRole('link', { name: 'Admin', exact: true });

/** The admin, on the user's page, saves a new role (a demotion asks first). */
async function changeRole(admin: Page, role: TRole) {
  await admin.getByLabel('Role', { exact: true }).selectOption(role);
  await admin.getByRole('button', { name: 'Save role' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Change role?' });
  if (role === 'user') await confirm.getByRole('button', { name: 'Change role' }).click();
  await expectToast(admin, MESSAGES.staff.roleChanged);
}

const storedRole = async (page: Page) =>
  (JSON.parse((await storedSession(page)).user ?? '{}') as { role?: TRole }).role;

test('a promotion and a demotion reach the header on the next page load, and a 403 in the console at once', async ({
  page,
  browser,
}) => {
  const learner = uniqueUser();
  await signUpViaApi(page.request, learner);
  const context = await browser.newContext();
  const other = await context.newPage();
  const session = await loginAs(other, learner, '/faq');
  await expect(header(other).getByRole('link', { name: learner.firstName })).toBeVisible();
  await expect(adminLink(other)).toHaveCount(0);

  await loginAsAdmin(page, `/admin/users/${session.user._id}`);
  await expect(page.getByRole('heading', { level: 1, name: learner.name })).toBeVisible();
  await changeRole(page, 'editor');
  // Their stored user still says learner: the next page load asks the server.
  await other.goto('/course');
  await expect(adminLink(other)).toBeVisible();

  await changeRole(page, 'user');
  await other.goto('/faq');
  await expect(header(other).getByRole('link', { name: learner.firstName })).toBeVisible();
  await expect(adminLink(other)).toHaveCount(0);

  // Promoted again, they open the console; demoted while there, their next click in it is refused.
  await changeRole(page, 'editor');
  await other.goto('/faq');
  await adminLink(other).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await changeRole(page, 'user');
  const refused = other.waitForResponse(
    (reply) => reply.url().includes('/api/admin/categories') && reply.status() === 403,
  );
  await other.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Categories' }).click();
  await refused;
  await expect(other.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(other.getByText(MESSAGES.admin.forbiddenPage)).toBeVisible();
  await expect(other.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  await expect(header(other).getByRole('link', { name: learner.firstName })).toBeVisible();
  await expect(adminLink(other)).toHaveCount(0);
  expect(await storedRole(other)).toBe('user');
  await context.close();
});
