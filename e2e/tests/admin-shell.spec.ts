import { type Browser, type Page } from '@playwright/test';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, MESSAGES } from '@curio/shared';
import {
  expect,
  test,
  expectNoA11yViolations,
  expectPath,
  header,
  loginAs,
  loginAsAdmin,
  loginAsEditor,
  signUpViaApi,
  storedSession,
  uniqueUser,
  type TestUser,
  expectToast,
  recordToasts,
} from '../fixtures/index.ts';

/**
 * docs/product.md#console: who may open the console, its frame, and the admin's users, audit and broadcast
 * pages.
 */

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

async function newLearner(page: Page): Promise<TestUser> {
  const learner = uniqueUser();
  await signUpViaApi(page.request, learner);
  return learner;
}

/** A second browser for a second person, already logged in. */
async function learnerBrowser(browser: Browser, learner: TestUser) {
  const context = await browser.newContext();
  await recordToasts(context);
  const page = await context.newPage();
  await loginAs(page, learner);
  return { context, page };
}

async function openUser(page: Page, email: string) {
  await page.goto('/admin/users');
  await page.getByLabel('Search name, email or phone').fill(email);
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Users');
}

test.describe('access', () => {
  test('an anonymous visitor is sent to log in', async ({ page }) => {
    await page.goto('/admin');
    await expectPath(page, '/login');
  });

  test('a learner sees the 403 page inside the site, with a way home', async ({ page }) => {
    const learner = await newLearner(page);
    await loginAs(page, learner, '/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText(MESSAGES.admin.forbiddenPage)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(consoleNav(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expectPath(page, '/');
  });

  test('the editor gets the console without the admin-only pages, and a 403 view at /admin/users', async ({
    page,
  }) => {
    await loginAsEditor(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = consoleNav(page);
    for (const name of [
      'Dashboard',
      'Courses',
      'Categories',
      'Inbox',
      'Reviews',
      'Broadcasts',
      'Content',
      'Settings',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Orders', 'Users', 'Audit log']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(consoleNav(page)).toBeVisible();
  });

  test("staff see an 'Admin' link in the site header; learners do not", async ({ page, browser }) => {
    await loginAsEditor(page, '/faq');
    const adminLink = header(page).getByRole('link', { name: 'Admin', exact: true });
    await expect(adminLink).toBeVisible();
    await adminLink.click();
    await expectPath(page, '/admin');
    await expect(page.getByRole('link', { name: '← Back to site' })).toBeVisible();

    const learner = await newLearner(page);
    const other = await learnerBrowser(browser, learner);
    await other.page.goto('/faq');
    await expect(
      header(other.page)
        .getByRole('link', { name: 'Profile' })
        .or(header(other.page).getByRole('link', { name: learner.firstName })),
    ).toBeVisible();
    await expect(header(other.page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await other.context.close();
  });
});

test.describe('users', () => {
  test('the admin makes a learner an editor: their next visit opens the console', async ({
    page,
    browser,
  }) => {
    const learner = await newLearner(page);
    const other = await learnerBrowser(browser, learner);
    await other.page.goto('/admin');
    await expect(other.page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();

    await loginAsAdmin(page);
    await openUser(page, learner.email);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Save role' }).click();
    await expectToast(page, MESSAGES.staff.roleChanged);

    // Their stored user still says 'user': the console asks the server.
    await other.page.goto('/admin');
    await expect(other.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(consoleNav(other.page).getByRole('link', { name: 'Users' })).toHaveCount(0);
    await other.context.close();
  });

  test('the admin disables an account: its session ends on its next request', async ({ page, browser }) => {
    const learner = await newLearner(page);
    const other = await learnerBrowser(browser, learner);

    await loginAsAdmin(page);
    await openUser(page, learner.email);
    await page.getByRole('button', { name: 'Disable account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expectToast(page, MESSAGES.staff.disabled);
    await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();

    await other.page.goto('/profile');
    await expectToast(other.page, MESSAGES.auth.sessionExpired);
    await expectPath(other.page, '/login');
    expect((await storedSession(other.page)).token).toBeNull();
    await other.context.close();
  });

  test('the last admin cannot step down: the server says why', async ({ page }) => {
    const session = await loginAsAdmin(page);
    await page.goto(`/admin/users/${session.user._id}`);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Save role' }).click();
    await page
      .getByRole('dialog', { name: 'Change role?' })
      .getByRole('button', { name: 'Change role' })
      .click();
    await expectToast(page, MESSAGES.staff.lastAdmin);
  });
});

test('a broadcast sent from the console reaches a learner’s notification page', async ({ page, browser }) => {
  const learner = await newLearner(page);
  const title = `Spring sale ${Date.now().toString(36)}`;
  await loginAsAdmin(page, '/admin/broadcasts');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('Every course is 20% off this week.');
  await page.getByLabel('Link (optional)').fill('/course');
  await page.getByRole('button', { name: 'Send broadcast' }).click();
  await page
    .getByRole('dialog', { name: 'Send to every learner?' })
    .getByRole('button', { name: 'Send to every learner' })
    .click();
  await expectToast(page, MESSAGES.broadcast.sent);
  await expect(page.getByRole('table', { name: 'Sent broadcasts' }).getByText(title)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');

  const other = await learnerBrowser(browser, learner);
  await other.page.goto('/notification');
  await expect(other.page.getByText(title)).toBeVisible();
  await other.context.close();
});

test('the audit log names who changed whom, links both, and shows the fields before and after', async ({
  page,
}) => {
  const learner = await newLearner(page);
  const admin = await loginAsAdmin(page);
  await openUser(page, learner.email);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expectToast(page, MESSAGES.staff.roleChanged);

  await page.goto('/admin/audit');
  await page.getByRole('combobox', { name: 'Item' }).selectOption({ label: AUDIT_ENTITY_LABELS.user });
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: AUDIT_ACTION_LABELS.role });
  await expect(page).toHaveURL(/entity=user.*action=role|action=role.*entity=user/);
  const row = page.getByRole('row').filter({ hasText: learner.name }).first();
  await expect(row.getByRole('link', { name: learner.name })).toHaveAttribute('href', /^\/admin\/users\//);
  await expect(row.getByRole('link', { name: String(admin.user.name), exact: true })).toHaveAttribute(
    'href',
    `/admin/users/${admin.user._id}`,
  );
  await expect(row).toContainText('admin@curio.example');
  await row.getByRole('button', { name: 'Show details' }).click();
  const details = page.getByRole('table', { name: /Fields changed/ }).first();
  await expect(details.getByRole('row', { name: /role/ })).toContainText('user');
  await expect(details.getByRole('row', { name: /role/ })).toContainText('editor');
});

test.describe('accessibility (axe: WCAG 2.1 AA)', () => {
  test('the dashboard, users, a user, the audit log and broadcasts', async ({ page }) => {
    const learner = await newLearner(page);
    await loginAsAdmin(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top courses' })).toBeVisible();
    await expectNoA11yViolations(page);

    await openUser(page, learner.email);
    await expect(page.getByRole('heading', { name: 'Orders (0)' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/admin/users');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Audit log' })).not.toHaveAttribute('aria-busy', 'true');
    await expectNoA11yViolations(page);

    await page.goto('/admin/broadcasts');
    await expect(page.getByRole('heading', { level: 2, name: 'Sent broadcasts' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sent broadcasts' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expectNoA11yViolations(page);
  });

  test('the 403 page', async ({ page }) => {
    const learner = await newLearner(page);
    await loginAs(page, learner, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('under 1024 px the sidebar folds into a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1000 });
  await loginAsEditor(page, '/admin');
  // Exactly 'Menu': the site's 'Open menu' is on screen in the pre-rendered shell until the console replaces
  // it.
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(consoleNav(page)).toBeHidden();
  await toggle.click();
  await consoleNav(page).getByRole('link', { name: 'Broadcasts' }).click();
  await expectPath(page, '/admin/broadcasts');
  await expect(consoleNav(page)).toBeHidden();
});
