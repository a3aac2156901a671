import { type Page } from '@playwright/test';
import { MESSAGES, SITE_PAGES } from '@curio/shared';
import {
  expect,
  test,
  adminLogin,
  editorLogin,
  expectNoA11yViolations,
  solidPng,
  expectToast,
} from '../fixtures/index.ts';
import { apiLogin, bearerOf, EDITOR } from '../fixtures/staff.ts';
import { apiData } from './content-helpers.ts';

/**
 * docs/product.md#console in a browser: the demo editor adds an FAQ in the console, a visitor sees it on /faq
 * until it is unpublished; the editor adds a team member with an uploaded photo and a social link, which a
 * visitor sees on the team page; the privacy policy edited in Settings shows on /privacy-policy; the admin
 * gets the site settings, social links as rows.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const M = MESSAGES.admin;
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const word = `Quorvel${letters()}`;
const faq = {
  question: `Can I pause my ${word} course?`,
  answer: `Yes: write to us and we hold your ${word} seat.`,
};

test('the editor creates an FAQ that shows on /faq, then unpublishes it', async ({ page }) => {
  await editorLogin(page, '/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faqs$/);
  await expect(page.getByRole('table', { name: 'FAQs items' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'New item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New FAQs item' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Question', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Question', { exact: true }).fill(faq.question);
  await page.getByRole('textbox', { name: 'Answer', exact: true }).fill(faq.answer);
  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, M.contentCreated);
  await expect(page).toHaveURL(/\/admin\/content\/faqs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: faq.question })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/faq');
  await expect(page.getByText(faq.question)).toBeVisible();

  // A new FAQ goes last; Move up puts it before the one above it.
  await page.goto('/admin/content/faqs');
  await expect(page.getByRole('button', { name: `Move ${faq.question} down` })).toBeDisabled();
  await page.getByRole('button', { name: `Move ${faq.question} up` }).click();
  await expectToast(page, M.contentReordered);
  await expect(page.getByRole('button', { name: `Move ${faq.question} down` })).toBeEnabled();

  await page.goto(`/admin/content/faqs?q=${word}`);
  await expect(page.getByText('Clear the filters and sort by Order to reorder.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(faq.question.replace(/[?]/g, '\\?')) });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Unpublish ${faq.question}` }).click();
  await expectToast(page, M.contentUnpublished);
  await expect(row.getByText('Unpublished', { exact: true })).toBeVisible();

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect(page.getByText(faq.question)).toHaveCount(0);
});

test('the editor adds a team member with an uploaded photo, and a visitor sees it on the team page', async ({
  page,
  request,
}) => {
  const member = { name: `Tavi ${word}`, linkedIn: `https://www.linkedin.com/in/tavi-${word.toLowerCase()}` };
  await editorLogin(page, '/admin/content/team/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Team item' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(member.name);
  await page.getByLabel('Role', { exact: true }).fill('Cloud mentor');
  await page.getByLabel('Bio', { exact: true }).fill('Teaches cloud engineering to working teams.');

  // The photo: the button opens the file picker; the upload shows its preview at once.
  const photo = page.getByRole('group', { name: 'Image', exact: true });
  await expect(photo.getByText('No image')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await photo.getByRole('button', { name: 'Upload image' }).click();
  await (
    await chooser
  ).setFiles({ name: 'tavi.png', mimeType: 'image/png', buffer: solidPng(96, [200, 80, 40]) });
  const preview = photo.getByRole('img', { name: 'The image now' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/content\/[0-9a-f]+\.webp$/);
  await expect(photo.getByRole('button', { name: 'Replace image' })).toBeEnabled();
  const url = (await preview.getAttribute('src')) ?? '';

  await page.getByRole('button', { name: 'Add a link' }).click();
  const link = page.getByRole('group', { name: 'Link 1', exact: true });
  await expect(link.getByLabel('Network')).toBeFocused();
  await link.getByLabel('Network').selectOption('LinkedIn');
  await link.getByLabel('Address').fill(member.linkedIn);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, M.contentCreated);
  await expect(page).toHaveURL(/\/admin\/content\/team\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  try {
    await expect(page.getByRole('img', { name: 'The image now' })).toHaveAttribute('src', url);

    await page.goto('/MastermindsHQ');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: member.name }) });
    await card.scrollIntoViewIfNeeded();
    const shown = card.locator('img.team-card__photo');
    await expect(shown).toHaveAttribute('src', url);
    // The re-encoded photo really loads (not a broken image), from one of its responsive variants.
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`${url.replace(/\.webp$/, '')}-\\d+w\\.(avif|webp)$`),
    );
    await expect(card.getByRole('link', { name: `${member.name} on LinkedIn` })).toHaveAttribute(
      'href',
      member.linkedIn,
    );
  } finally {
    // Other specs count the team: take the member away again.
    const session = await apiLogin(request, EDITOR);
    const removed = await request.delete(`/api/admin/content/team/${id}`, { headers: bearerOf(session) });
    expect(removed.status()).toBe(200);
  }
});

test('the editor edits the privacy policy and /privacy-policy shows it', async ({ page, request }) => {
  // Other specs read the seeded policy texts: put them back whatever happens here.
  const session = await apiLogin(request, EDITOR);
  const settingsOf = async () =>
    (await (await request.get('/api/admin/settings', { headers: bearerOf(session) })).json()).data;
  const original = (await settingsOf()).websitePolicy.value;
  try {
    await editPolicy(page);
  } finally {
    const current = (await settingsOf()).websitePolicy;
    const restored = await request.put('/api/admin/settings/websitePolicy', {
      headers: bearerOf(session),
      data: { ...original, version: current.updatedAt },
    });
    expect(restored.status()).toBe(200);
  }
});

async function editPolicy(page: Page) {
  await editorLogin(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Website policies' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Site settings' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  const text = `We keep your ${word} data safe and never sell it.`;
  await page.getByRole('textbox', { name: 'Privacy policy', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save policies' }).click();
  await expectToast(page, M.saved);

  await page.goto('/privacy-policy');
  await expect(page.getByText(text)).toBeVisible();
}

test('the admin also gets the site settings form', async ({ page }) => {
  await adminLogin(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Site settings' })).toBeVisible();
  await expect(page.getByLabel('Brand', { exact: true })).not.toHaveValue('');
  const socialLinks = page.getByRole('group', { name: 'Social links', exact: true });
  await expect(socialLinks.getByRole('group', { name: /^Link \d+$/ })).toHaveCount(6);
  await expect(socialLinks.getByRole('group', { name: 'Link 1' }).getByLabel('Network')).toHaveValue(
    'Facebook',
  );
  await expect(page.getByRole('img', { name: "The founder's photo now" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('each content type says which page it feeds, and View on site opens that page or the item’s own', async ({
  page,
  request,
}) => {
  const [article] = await apiData<{ _id: string; slug: string; title: string }[]>(request, '/article');
  if (!article) throw new Error('the demo has no published article');
  await editorLogin(page, '/admin/content');
  const jobs = page
    .getByRole('navigation', { name: 'Content types' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Jobs', exact: true }) });
  await expect(jobs).toContainText(M.shownOn(`‘${SITE_PAGES.jobs.title}’`));
  const jobsPage = page.waitForEvent('popup');
  await jobs.getByRole('link', { name: /^View on site/ }).click();
  const visitor = await jobsPage;
  await expect(visitor.getByRole('heading', { level: 1, name: SITE_PAGES.jobs.title })).toBeVisible();
  expect(new URL(visitor.url()).pathname).toBe('/our-work');
  await visitor.close();

  // A published article links to its own page.
  await page.goto(`/admin/content/articles/${article._id}`);
  await expect(page.getByText(M.ownPage(`/dive-our/${article.slug}`))).toBeVisible();
  const articlePage = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^View on site/ }).click();
  const reader = await articlePage;
  await expect(reader.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  expect(new URL(reader.url()).pathname).toBe(`/dive-our/${article.slug}`);
  await reader.close();
});
