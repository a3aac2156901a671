import { MESSAGES, ZCategoryCreateRequest, type TAdminCategory } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { friendlyError } from '#web/features/console/shell/lib/zod-messages.ts';
import { designCategory, webCategory } from '#web/features/console/test/catalogue-fixtures.ts';
import { editorUser, pageOf } from '#web/features/console/test/operations-fixtures.ts';
import { layOutSortableRows } from '#web/features/console/test/jsdom-layout.ts';
import { heldReply, openConsole, retryFailedRead } from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/catalogue/pages/categories-page.tsx');
});

const LIST = 'GET /api/admin/categories?page=1&pageSize=100&sort=order';
const CREATE = 'POST /api/admin/categories';
const RENAME = `PATCH /api/admin/categories/${webCategory._id}`;
const DELETE = `DELETE /api/admin/categories/${designCategory._id}`;
const ORDER = 'PUT /api/admin/categories/order';
/** What the shared schema, read through the console's error map, says about an empty name. */
const EMPTY_NAME = ZCategoryCreateRequest.safeParse({ name: '' }, { error: friendlyError }).error?.issues[0]
  ?.message;

/** The page as an editor sees it; the server keeps the categories and changes them as asked. */
async function openCategories(writes: Record<string, TStubHandler> = {}) {
  let categories: TAdminCategory[] = [webCategory, designCategory];
  const view = await openConsole(
    '/admin/categories',
    'Categories',
    {
      [LIST]: () => ({ data: pageOf(categories) }),
      [CREATE]: ({ body }) => {
        const created = { ...designCategory, _id: crypto.randomUUID(), courseCount: 0, ...(body as object) };
        categories = [...categories, created];
        return { status: 201, message: MESSAGES.admin.categoryCreated, data: created };
      },
      [DELETE]: () => {
        categories = categories.filter((c) => c._id !== designCategory._id);
        return { message: MESSAGES.admin.deleted };
      },
      ...writes,
    },
    editorUser,
  );
  await findCategories();
  return view;
}

/** The categories, once listed, in their order on screen. */
const findCategories = async () =>
  within(
    await within(screen.getByRole('region', { name: 'All categories' })).findByRole('list'),
  ).getAllByRole('listitem');

const item = (name: string) =>
  screen.queryByText(name, { selector: '.category-row__name' })?.closest('li') ?? null;

describe('categories', () => {
  it('says it is loading, then lists the categories in the site’s order with their course counts', async () => {
    const reply = heldReply({ data: pageOf([webCategory, designCategory]) });
    await openConsole('/admin/categories', 'Categories', { [LIST]: reply.handler }, editorUser);
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories…');
    reply.release();
    const items = await findCategories();
    expect(items.map((li) => li.querySelector('.category-row__name')?.textContent)).toEqual([
      'Web development',
      'Design',
    ]);
    expect(items[0]).toHaveTextContent('2 courses');
    expect(items[1]).toHaveTextContent('1 course');
    expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Reorder category Web development' }),
    ).toHaveAttribute('aria-disabled', 'false');
  });

  it('says what to do with no category yet', async () => {
    await openConsole('/admin/categories', 'Categories', { [LIST]: { data: pageOf([]) } }, editorUser);
    expect(
      await screen.findByText(
        'No categories yet. Add the first one above: courses are filed under a category.',
      ),
    ).toBeInTheDocument();
  });

  it("shows a failed load with the server's message and a retry", async () => {
    const { user, api } = await openConsole(
      '/admin/categories',
      'Categories',
      { [LIST]: { status: 500, message: MESSAGES.api.internal } },
      editorUser,
    );
    await retryFailedRead(user, MESSAGES.api.internal, () => api.find(LIST).length);
  });

  it('turns reordering off, and says why, when not every category is on the page', async () => {
    await openConsole(
      '/admin/categories',
      'Categories',
      { [LIST]: { data: { ...pageOf([webCategory, designCategory]), total: 101 } } },
      editorUser,
    );
    expect(
      await screen.findByText(/Showing the first 2 of 101 categories; reordering needs them all/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder category Design' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('adds a category: an empty name is refused under the field, then it is created and listed', async () => {
    const { user, api } = await openCategories();
    const name = screen.getByRole('textbox', { name: 'New category name' });
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(name).toHaveAccessibleDescription(EMPTY_NAME);
    expect(api.find(CREATE)).toHaveLength(0);

    await user.type(name, 'Data science');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(MESSAGES.admin.categoryCreated)).toBeInTheDocument();
    expect(api.find(CREATE).map((r) => r.body)).toEqual([{ name: 'Data science' }]);
    expect(name).toHaveValue('');
    expect(await screen.findByText('Data science', { selector: '.category-row__name' })).toBeInTheDocument();
  });

  it('puts a taken name under the field', async () => {
    const { user } = await openCategories({
      [CREATE]: { status: 409, message: MESSAGES.admin.categoryNameTaken },
    });
    const name = screen.getByRole('textbox', { name: 'New category name' });
    await user.type(name, 'Design');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(MESSAGES.admin.categoryNameTaken));
    expect(name).toHaveFocus();
  });

  it('renames in place with the version loaded', async () => {
    const { user, api } = await openCategories({
      [RENAME]: ({ body }) => ({
        message: MESSAGES.admin.saved,
        data: { ...webCategory, ...(body as object) },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Rename Web development' }));
    const field = screen.getByRole('textbox', { name: 'New name for Web development' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(EMPTY_NAME);
    await user.type(field, 'Web');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.admin.saved)).toBeInTheDocument();
    expect(api.find(RENAME).map((r) => r.body)).toEqual([{ name: 'Web', version: webCategory.updatedAt }]);
    // The keyboard is back on the row, not dropped to the page.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Rename Web/ })).toHaveFocus());
  });

  it('gives focus back to the row’s Rename button when the rename is cancelled or escaped', async () => {
    const { user, api } = await openCategories();
    const rename = () => screen.getByRole('button', { name: 'Rename Web development' });
    await user.click(rename());
    await user.keyboard('{Escape}');
    expect(rename()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'New name for Web development' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rename()).toHaveFocus();
    expect(api.find(RENAME)).toHaveLength(0);
  });

  it("keeps a stale rename's 409 on screen with Reload, which reads the list again", async () => {
    const { user, api } = await openCategories({
      [RENAME]: { status: 409, message: MESSAGES.admin.staleEdit },
    });
    await user.click(screen.getByRole('button', { name: 'Rename Web development' }));
    await user.type(
      screen.getByRole('textbox', { name: 'New name for Web development' }),
      ' and more{Enter}',
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(MESSAGES.admin.staleEdit);
    const reads = api.find(LIST).length;
    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api.find(LIST).length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByText(MESSAGES.admin.staleEdit)).not.toBeInTheDocument());
  });

  it('asks before deleting; Cancel keeps it, Delete removes it', async () => {
    const { user, api } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Delete Design' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this category?' });
    expect(dialog).toHaveTextContent('“Design” will be removed from the catalogue.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find(DELETE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Design' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.admin.deleted)).toBeInTheDocument();
    await waitFor(() => expect(item('Design')).toBeNull());
  });

  it("says why a category with courses cannot go, in the server's words", async () => {
    const { user } = await openCategories({
      [DELETE]: { status: 409, message: MESSAGES.admin.categoryHasCourses },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Design' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.admin.categoryHasCourses)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(item('Design')).not.toBeNull();
  });

  it('sends every id in the new order after a move from the keyboard', async () => {
    const { user, api } = await openCategories({
      [ORDER]: { message: MESSAGES.admin.categoriesReordered },
    });
    layOutSortableRows();
    const handle = screen.getByRole('button', { name: 'Reorder category Web development' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(await screen.findByText(MESSAGES.admin.categoriesReordered)).toBeInTheDocument();
    expect(api.find(ORDER).map((r) => r.body)).toEqual([{ ids: [designCategory._id, webCategory._id] }]);
  });

  it('puts the old order back when the server refuses the new one, and says why', async () => {
    const { user } = await openCategories({
      [ORDER]: { status: 409, message: MESSAGES.admin.categoryOrderMismatch },
    });
    layOutSortableRows();
    screen.getByRole('button', { name: 'Reorder category Web development' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(await screen.findByText(MESSAGES.admin.categoryOrderMismatch)).toBeInTheDocument();
    const names = (await findCategories()).map((li) => li.querySelector('.category-row__name')?.textContent);
    expect(names).toEqual([webCategory.name, designCategory.name]);
  });
});
