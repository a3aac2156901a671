import { BULK_TEXTS, UNDO_TEXTS, type TBulkResult, type TConsolePage } from '@curio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useBulkActions } from '#web/features/console/shell/lib/use-bulk-actions.ts';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';
import { findToast } from '#web/features/console/test/open-console.ts';
import { DataTable } from './data-table.tsx';

type TRow = { id: string; name: string };
const column = createColumnHelper<TRow>();
const columns = [column.accessor('name', { header: 'Name' })];
const rows: TRow[] = ['Alpha', 'Bravo', 'Charlie'].map((name, index) => ({
  id: `0000000${index}-0000-4000-8000-000000000000`,
  name,
}));
const [alpha, bravo, charlie] = rows as [TRow, TRow, TRow];
const page: TConsolePage<TRow> = { items: rows, total: 3, totalCapped: false, page: 1, pageSize: 25 };
const PATH = '/admin/things/bulk/publish';

function renderList() {
  function Harness() {
    const [list, setList] = useListState();
    const bulk = useBulkActions({
      items: page.items,
      getRowId: (row) => row.id,
      rowName: (row) => row.name,
      listKey: ['things'],
    });
    return (
      <DataTable
        caption="Things"
        columns={columns}
        page={page}
        isLoading={false}
        error={null}
        onRetry={() => undefined}
        list={list}
        onListChange={setList}
        emptyText="Nothing here yet."
        getRowId={(row) => row.id}
        bulk={bulk}
        bulkButtons={
          <Button
            variant="secondary"
            isLoading={bulk.isRunning('publish')}
            onClick={() =>
              bulk.run({
                key: 'publish',
                path: PATH,
                undo: { what: (count) => `publishing ${count}`, path: '/admin/things/bulk/unpublish' },
              })
            }
          >
            Publish
          </Button>
        }
      />
    );
  }
  const router = createMemoryRouter([{ path: '/things', Component: Harness }], {
    initialEntries: ['/things'],
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const pageBox = () => screen.getByRole('checkbox', { name: BULK_TEXTS.selectPage });
const rowBox = (row: TRow) => screen.getByRole('checkbox', { name: BULK_TEXTS.selectRow(row.name) });

describe('selecting rows of a console list', () => {
  it('ticks rows one by one, shows the page box as mixed, and a bar with the count and the actions', async () => {
    const user = renderList();
    expect(pageBox()).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(rowBox(alpha));
    expect(rowBox(alpha)).toBeChecked();
    expect(pageBox()).toBePartiallyChecked();
    expect(screen.getByRole('status')).toHaveTextContent(BULK_TEXTS.selected(1));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();

    // The keyboard alone: Tab to the next box, Space ticks it.
    await user.tab();
    expect(rowBox(bravo)).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent(BULK_TEXTS.selected(2));
    await user.click(rowBox(charlie));
    expect(pageBox()).toBeChecked();
    expect(pageBox()).not.toBePartiallyChecked();
  });

  it('ticks and unticks the whole page from its box, and Clear selection gives the focus back to it', async () => {
    const user = renderList();
    pageBox().focus();
    await user.keyboard(' ');
    for (const row of rows) expect(rowBox(row)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(BULK_TEXTS.selected(3));
    await user.click(pageBox());
    for (const row of rows) expect(rowBox(row)).not.toBeChecked();

    await user.click(rowBox(bravo));
    await user.click(screen.getByRole('button', { name: BULK_TEXTS.clear }));
    expect(rowBox(bravo)).not.toBeChecked();
    expect(screen.queryByRole('button', { name: BULK_TEXTS.clear })).not.toBeInTheDocument();
    expect(pageBox()).toHaveFocus();
  });

  it('sends the ticked ids, toasts the server’s summary with Undo, and lists what was skipped and why', async () => {
    const result: TBulkResult = {
      results: [
        { _id: alpha.id, outcome: 'changed', reason: null },
        { _id: charlie.id, outcome: 'skipped', reason: 'already published' },
      ],
      changed: 1,
      skipped: 1,
    };
    const api = stubApi({
      [`POST /api${PATH}`]: { data: result, message: '1 published, 1 skipped (already published)' },
      'POST /api/admin/things/bulk/unpublish': {
        data: { results: [], changed: 1, skipped: 0 },
        message: '1 unpublished',
      },
    });
    const user = renderList();
    await user.click(rowBox(alpha));
    await user.click(rowBox(charlie));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await findToast('1 published, 1 skipped (already published)');
    expect(api.find(`POST /api${PATH}`).map((request) => request.body)).toEqual([
      { ids: [alpha.id, charlie.id] },
    ]);
    const report = screen.getByRole('heading', { name: BULK_TEXTS.skippedTitle })
      .parentElement as HTMLElement;
    expect(within(report).getByRole('listitem')).toHaveTextContent('Charlie: already published');
    // The rows stay ticked: the operator sees what was acted on.
    expect(rowBox(alpha)).toBeChecked();

    // Undo takes back only what changed, through its own request.
    await user.click(screen.getByRole('button', { name: UNDO_TEXTS.undoLabel('publishing 1') }));
    await findToast('1 unpublished');
    expect(api.find('POST /api/admin/things/bulk/unpublish')[0]?.body).toEqual({ ids: [alpha.id] });

    await user.click(within(report).getByRole('button', { name: BULK_TEXTS.dismiss }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: BULK_TEXTS.skippedTitle })).toBeNull());
  });
});
