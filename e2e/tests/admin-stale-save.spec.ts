import { CONFLICT_MESSAGES as C, MESSAGES } from '@curio/shared';
import { expect, test, apiLogin, bearerOf, EDITOR, editorLogin, expectToast } from '../fixtures/index.ts';

/**
 * Two tabs on one course (docs/product.md#console, ADR 030): the stale save names what the other tab
 * changed, copies what this tab typed, and asks before a reload throws it away.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a stale save names what changed elsewhere, copies what was typed, asks before discarding it', async ({
  page,
  context,
}) => {
  const session = await apiLogin(page.request, EDITOR);
  const headers = bearerOf(session);
  const categories = await page.request.get('/api/admin/categories', { headers });
  const [category] = ((await categories.json()) as { data: { items: { _id: string }[] } }).data.items;
  if (!category) throw new Error('the demo seed has no category');
  const tag = Date.now().toString(36);
  const created = await page.request.post('/api/admin/courses', {
    headers,
    data: {
      name: `Kiln Safety ${tag}`,
      slug: `kiln-safety-${tag}`,
      category: category._id,
      duration: '4 weeks',
      lectures: 8,
      videoLessons: 6,
      skillLevel: 'Beginner',
      description: '<p>Fire clay safely.</p>',
      price: 30,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = ((await created.json()) as { data: { _id: string } }).data;
  const url = `/admin/courses/${course._id}`;

  await editorLogin(page, url);
  const other = await context.newPage();
  await other.goto(url);
  const duration = other.getByLabel('Duration', { exact: true });
  await expect(duration).toHaveValue('4 weeks');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Kiln Safety ${tag}`);

  await page.getByLabel('Name', { exact: true }).fill(`Kiln Safety Basics ${tag}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, MESSAGES.admin.saved);

  await duration.fill('6 weeks (with firing days)');
  await other.getByRole('button', { name: 'Save changes' }).click();
  const conflict = other.getByRole('alert').filter({ hasText: MESSAGES.admin.staleEdit });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('list', { name: C.changedFields }).getByRole('listitem')).toHaveText([
    'Name',
  ]);

  await conflict.getByRole('button', { name: C.copy }).click();
  await expectToast(other, C.copied);
  const copied = await other.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Duration: 6 weeks (with firing days)');
  expect(copied).not.toContain('Lectures');
  await expect(duration).toHaveValue('6 weeks (with firing days)');

  await conflict.getByRole('button', { name: C.reloadDiscard }).click();
  const ask = other.getByRole('dialog', { name: C.discardTitle });
  await expect(ask).toContainText('Duration');
  await ask.getByRole('button', { name: C.discardCancel }).click();
  await expect(duration).toHaveValue('6 weeks (with firing days)');

  await conflict.getByRole('button', { name: C.reloadDiscard }).click();
  await ask.getByRole('button', { name: C.discardConfirm }).click();
  await expect(conflict).toBeHidden();
  await expect(duration).toHaveValue('4 weeks');
  await expect(other.getByLabel('Name', { exact: true })).toHaveValue(`Kiln Safety Basics ${tag}`);
});
