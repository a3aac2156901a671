import { MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import type { TContentItem } from '#web/features/console/content/api/content.ts';
import { article, faqs } from '#web/features/console/test/catalogue-fixtures.ts';
import { editorUser, pageOf } from '#web/features/console/test/operations-fixtures.ts';
import {
  findToast,
  heldReply,
  openConsole,
  retryFailedRead,
} from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/content/pages/content-list-page.tsx');
});

const FAQS = '/api/admin/content/faqs';
const [published, hidden] = faqs as [TContentItem, TContentItem];
const titleOf = (item: TContentItem) => String(item.question);

/** The FAQs list as an editor opens it; the server keeps the items and changes them as asked. */
async function openFaqs(routes: Record<string, TStubHandler> = {}, path = '/admin/content/faqs') {
  let items = faqs;
  const view = await openConsole(
    path,
    'FAQs',
    {
      [`GET ${FAQS}?*`]: () => ({ data: pageOf(items) }),
      [`PUT ${FAQS}/${hidden._id}/published`]: () => {
        items = items.map((item) => (item._id === hidden._id ? { ...item, published: true } : item));
        return { message: MESSAGES.admin.contentPublished, data: items[1] };
      },
      [`DELETE ${FAQS}/${hidden._id}`]: () => {
        items = items.filter((item) => item._id !== hidden._id);
        return { message: MESSAGES.admin.deleted };
      },
      ...routes,
    },
    editorUser,
  );
  return { ...view, asked: () => view.api.queriesOf(FAQS) };
}

const findRow = (item: TContentItem) => screen.findByRole('row', { name: new RegExp(titleOf(item)) });

describe('a content list', () => {
  it('says it is loading, then shows the items in the site’s order with their visibility', async () => {
    const reply = heldReply({ data: pageOf(faqs) });
    const { api } = await openConsole(
      '/admin/content/faqs',
      'FAQs',
      { [`GET ${FAQS}?*`]: reply.handler },
      editorUser,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading faqs items…');
    reply.release();
    const row = await findRow(published);
    expect(within(row).getByRole('link', { name: titleOf(published) })).toHaveAttribute(
      'href',
      `/admin/content/faqs/${published._id}`,
    );
    expect(row).toHaveTextContent('Published');
    expect(await findRow(hidden)).toHaveTextContent('Unpublished');
    expect(
      within(screen.getByRole('table', { name: 'FAQs items' })).getByRole('columnheader', { name: /Order/ }),
    ).toHaveAttribute('aria-sort', 'ascending');
    expect(api.queriesOf(FAQS)).toEqual([{ page: '1', pageSize: '25', sort: 'order' }]);
    expect(screen.getByRole('link', { name: 'New item' })).toHaveAttribute('href', '/admin/content/faqs/new');
    expect(screen.getByRole('link', { name: '← All content' })).toHaveAttribute('href', '/admin/content');
  });

  it('lists a dated type newest first, without an order to set', async () => {
    const { api } = await openConsole(
      '/admin/content/articles',
      'Articles',
      { 'GET /api/admin/content/articles?*': { data: pageOf([article]) } },
      editorUser,
    );
    expect(await screen.findByRole('row', { name: new RegExp(String(article.title)) })).toBeInTheDocument();
    expect(api.queriesOf('/api/admin/content/articles')).toEqual([
      { page: '1', pageSize: '25', sort: '-createdAt' },
    ]);
    expect(screen.getByText('Visitors see published items newest first.')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  });

  it('sends the search and the visibility filter, and turns reordering off while filtered', async () => {
    const { user, asked } = await openFaqs();
    await findRow(published);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'false');
    await user.type(screen.getByLabelText('Search titles'), 'pay{Enter}');
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        page: '1',
        pageSize: '25',
        sort: 'order',
        q: 'pay',
        published: 'false',
      }),
    );
    expect(screen.getByText('Clear the filters and sort by Order to reorder.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });

  it('moves an item down by sending every id in the new order', async () => {
    const { user, api } = await openFaqs({
      [`PUT ${FAQS}/order`]: { message: MESSAGES.admin.contentReordered },
    });
    await findRow(published);
    expect(screen.getByRole('button', { name: `Move ${titleOf(published)} up` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Move ${titleOf(hidden)} down` })).toBeDisabled();
    const down = screen.getByRole('button', { name: `Move ${titleOf(published)} down` });
    await user.click(down);
    expect(await findToast(MESSAGES.admin.contentReordered)).toBeInTheDocument();
    // Still under the keyboard, to move it again.
    expect(down).toHaveFocus();
    expect(api.find(`PUT ${FAQS}/order`).map((r) => r.body)).toEqual([{ ids: [hidden._id, published._id] }]);
  });

  it('asks for every item on one page before reordering', async () => {
    await openFaqs({ [`GET ${FAQS}?*`]: { data: { ...pageOf(faqs), total: 30 } } });
    await findRow(published);
    expect(
      screen.getByText('Show all items on one page to reorder (choose a larger page size below).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });

  it('publishes with the version loaded, says so, and shows it published', async () => {
    const { user, api } = await openFaqs();
    const publish = within(await findRow(hidden)).getByRole('button', { name: `Publish ${titleOf(hidden)}` });
    await user.click(publish);
    expect(await findToast(MESSAGES.admin.contentPublished)).toBeInTheDocument();
    expect(api.find(`PUT ${FAQS}/${hidden._id}/published`).map((r) => r.body)).toEqual([
      { published: true, version: hidden.updatedAt },
    ]);
    // The same button, still under the keyboard, now offers the way back.
    await waitFor(() => expect(publish).toHaveAccessibleName(`Unpublish ${titleOf(hidden)}`));
    expect(publish).toHaveFocus();
  });

  it("keeps a stale publish's 409 on screen with Reload", async () => {
    const { user, api } = await openFaqs({
      [`PUT ${FAQS}/${published._id}/published`]: { status: 409, message: MESSAGES.admin.staleEdit },
    });
    await findRow(published);
    await user.click(screen.getByRole('button', { name: `Unpublish ${titleOf(published)}` }));
    // The toast says it too; the notice stays, with what to do.
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(reload.closest('[role="alert"]')).toHaveTextContent(MESSAGES.admin.staleEdit);
    const reads = api.queriesOf(FAQS).length;
    await user.click(reload);
    await waitFor(() => expect(api.queriesOf(FAQS).length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument());
  });

  it('asks before deleting; Cancel keeps the item, Delete removes it', async () => {
    const { user, api } = await openFaqs();
    const remove = within(await findRow(hidden)).getByRole('button', { name: `Delete ${titleOf(hidden)}` });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent(`“${titleOf(hidden)}” will be removed from the site for good.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find(`DELETE ${FAQS}/${hidden._id}`)).toHaveLength(0);
    // The keyboard is back where it was.
    expect(remove).toHaveFocus();

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.admin.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: new RegExp(titleOf(hidden)) })).not.toBeInTheDocument(),
    );
  });

  it('says what to do with an empty list', async () => {
    await openFaqs({ [`GET ${FAQS}?*`]: { data: pageOf([]) } });
    expect(await screen.findByText('No items yet. Use New item to add the first one.')).toBeInTheDocument();
  });

  it('tells a filtered empty list from an empty type', async () => {
    await openFaqs({ [`GET ${FAQS}?*`]: { data: pageOf([]) } }, '/admin/content/faqs?published=true');
    expect(
      await screen.findByText('No item matches these filters. Clear the filters to see all.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message and a retry when the list fails", async () => {
    const { user, asked } = await openFaqs({
      [`GET ${FAQS}?*`]: { status: 500, message: MESSAGES.api.internal },
    });
    await retryFailedRead(user, MESSAGES.api.internal, () => asked().length);
  });

  it('answers an unknown type with the console’s not-found page', async () => {
    const { api } = await openConsole('/admin/content/recipes', 'Page not found', {}, editorUser);
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin');
    expect(api.requests.some((request) => request.path.startsWith('/api/admin/content'))).toBe(false);
  });
});
