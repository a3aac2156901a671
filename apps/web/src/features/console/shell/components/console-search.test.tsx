import { CONSOLE_SEARCH_TEXTS as T, type TConsoleSearchReply } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRecordedRequest } from '#web-test/api-stub.ts';
import { currentPath } from '#web-test/render-app.tsx';
import { reactCourse } from '#web/features/console/test/catalogue-fixtures.ts';
import { openConsole } from '#web/features/console/test/open-console.ts';
import { editorUser, newLead, pendingOrder } from '#web/features/console/test/operations-fixtures.ts';

beforeAll(async () => {
  await import('#web/features/console/shell/pages/console-not-found-page.tsx');
});

const results: TConsoleSearchReply = {
  groups: [
    {
      group: 'courses',
      items: [{ _id: reactCourse._id, title: 'React from Zero', detail: '/react · Published' }],
      hasMore: false,
    },
    {
      group: 'orders',
      items: [
        {
          _id: pendingOrder._id,
          title: pendingOrder.reference,
          detail: 'ravi@example.com · Pending payment',
        },
      ],
      hasMore: false,
    },
    { group: 'users', items: [], hasMore: false },
    {
      group: 'enquiries',
      items: [
        { _id: newLead._id, title: newLead.name, detail: `${newLead.email} · Enquiry`, inbox: 'leads' },
      ],
      hasMore: true,
    },
  ],
};

const empty: TConsoleSearchReply = {
  groups: ['courses', 'orders', 'users', 'enquiries'].map((group) => ({
    group: group as TConsoleSearchReply['groups'][number]['group'],
    items: [],
    hasMore: false,
  })),
};

const searchedFor = (request: TRecordedRequest) =>
  new URL(request.path, 'http://localhost').searchParams.get('q');

async function openSearch(user = undefined as Parameters<typeof openConsole>[3]) {
  const view = await openConsole(
    '/admin/nowhere',
    'Page not found',
    { 'GET /api/admin/search?*': (request) => ({ data: searchedFor(request) === 'zz' ? empty : results }) },
    user,
  );
  const box = screen.getByRole('combobox', { name: T.label });
  return {
    ...view,
    box,
    searches: () => view.api.requests.filter((r) => r.path.startsWith('/api/admin/search')),
  };
}

describe('the console search', () => {
  it('groups what the server found, highlights with the arrows and opens the highlighted result with Enter', async () => {
    const { box, user, router, searches } = await openSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('placeholder', T.placeholder.admin);

    await user.type(box, 'CUR-0F');
    const list = await screen.findByRole('listbox', { name: T.label });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // Typing pauses, then one request: not one per key.
    expect(searches().map(searchedFor)).toEqual(['CUR-0F']);
    // Only the groups with hits, each named: Users found nothing.
    expect(within(list).getAllByRole('group')).toHaveLength(3);
    expect(within(list).getByRole('group', { name: 'Courses' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Orders' })).toBeInTheDocument();
    expect(within(list).queryByRole('group', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(list).getByRole('group', { name: `Enquiries · ${T.more}` })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(T.results(3));

    await user.keyboard('{ArrowDown}');
    const [course, order, enquiry] = within(list).getAllByRole('option');
    expect(course).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', course?.id);
    await user.keyboard('{ArrowUp}');
    expect(enquiry).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(order).toHaveAttribute('aria-selected', 'true');
    expect(order).toHaveTextContent(pendingOrder.reference);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe(`/admin/orders/${pendingOrder._id}`));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an enquiry in its inbox list, found by the name, with a click', async () => {
    const { box, user, router } = await openSearch();
    await user.type(box, 'rahul');
    await user.click(await screen.findByRole('option', { name: new RegExp(newLead.name) }));
    await waitFor(() => expect(currentPath(router)).toBe('/admin/inbox'));
    expect(router.state.location.search).toBe(
      `?kind=leads&q=${encodeURIComponent(newLead.name).replace(/%20/g, '+')}`,
    );
  });

  it('says what it is doing: too short, no results for the words typed', async () => {
    const { box, user, searches } = await openSearch();
    await user.type(box, 'z');
    expect(screen.getByRole('status')).toHaveTextContent(T.typeMore);
    await user.type(box, 'z');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(T.noResults('zz')));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(searches().map(searchedFor)).toEqual(['zz']);
  });

  it('closes the list with Escape, then clears the box; / puts the focus in the box from anywhere else', async () => {
    const { box, user } = await openSearch();
    await user.type(box, 'react');
    await screen.findByRole('listbox', { name: T.label });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('react');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');

    box.blur();
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    expect(box).toHaveAccessibleDescription(T.shortcut);
  });

  it('tells an editor what an editor can search', async () => {
    const { box } = await openSearch(editorUser);
    expect(box).toHaveAttribute('placeholder', T.placeholder.editor);
  });
});
