import { CONSOLE_COUNT_CAP, CONSOLE_LIST_TEXTS, type TConsolePage } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';
import { DataTable } from './data-table.tsx';

type TRow = { id: string; name: string };
const column = createColumnHelper<TRow>();
const columns = [
  column.accessor('name', { header: 'Name', enableSorting: true }),
  column.accessor('id', { header: 'Id' }),
];

const pageOf = (count: number, total = count): TConsolePage<TRow> => ({
  items: Array.from({ length: count }, (_, index) => ({ id: `r${index}`, name: `Row ${index}` })),
  total,
  totalCapped: false,
  page: 1,
  pageSize: 25,
});

function renderTable(props: {
  page?: TConsolePage<TRow>;
  error?: unknown;
  isLoading?: boolean;
  onRetry?: () => void;
}) {
  function Harness() {
    const [list, setList] = useListState();
    return (
      <DataTable
        caption="Things"
        columns={columns}
        page={props.page}
        isLoading={props.isLoading ?? false}
        error={props.error ?? null}
        onRetry={props.onRetry ?? (() => undefined)}
        list={list}
        onListChange={setList}
        emptyText="Nothing here yet."
        getRowId={(row) => row.id}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/things', Component: Harness }], {
    initialEntries: ['/things'],
  });
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), unmount };
}

describe('DataTable', () => {
  it('is a captioned table whose sortable headers are buttons that put the sort in the URL', async () => {
    const { router, user } = renderTable({ page: pageOf(3) });
    const table = screen.getByRole('table', { name: 'Things' });
    const header = within(table).getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');

    await user.click(within(header).getByRole('button', { name: /Name/ }));
    expect(router.state.location.search).toBe('?sort=name');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: /Name/ }));
    expect(router.state.location.search).toBe('?sort=-name');
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages through the server’s total and keeps the page in the URL', async () => {
    const { router, user } = renderTable({ page: pageOf(25, 60) });
    expect(screen.getByText('Showing 1–25 of 60')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(router.state.location.search).toBe('?pageSize=50');
  });

  it('shows a capped total as "10,000+" and stops at the last page it reaches, saying how to see more', () => {
    const capped = (page: number): TConsolePage<TRow> => ({
      ...pageOf(25, CONSOLE_COUNT_CAP),
      totalCapped: true,
      page,
    });
    const first = renderTable({ page: capped(1) });
    expect(screen.getByText('Showing 1–25 of 10,000+')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 400+')).toBeInTheDocument();
    expect(screen.queryByText(CONSOLE_LIST_TEXTS.beyondCap)).not.toBeInTheDocument();
    first.unmount();

    renderTable({ page: capped(400) });
    expect(screen.getByText('Showing 9,976–10,000 of 10,000+')).toBeInTheDocument();
    expect(screen.getByText(CONSOLE_LIST_TEXTS.beyondCap)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says what an empty page means', () => {
    renderTable({ page: pageOf(0) });
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('shows the server’s message and a retry when the list fails', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ error: new ApiError(500, 'The database is asleep.'), onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The database is asleep.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows skeleton rows and a status while the first page loads', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading things…');
  });
});
