import '#web/components/ui/forms.css';
import {
  BULK_TEXTS,
  CONSOLE_LIST_TEXTS as T,
  CONSOLE_PAGE_SIZES,
  CONTENT_MESSAGES,
  type TConsolePage,
} from '@curio/shared';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
} from '@tanstack/react-table';
import { Fragment, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import type { ListChange, ListState } from '#web/features/console/shell/lib/use-list-state.ts';
import type { TBulkActions } from '#web/features/console/shell/lib/use-bulk-actions.ts';
import type { TRowSelection } from '#web/features/console/shell/lib/use-row-selection.ts';
import { BulkBar } from './bulk-bar.tsx';

/**
 * A column of a console table. A sortable column's `id` is the field the server sorts by; give it
 * `enableSorting: true` (columns are not sortable unless they say so).
 */
// TanStack's own examples type a mixed column array this way: each column has its own value type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TColumn<T> = ColumnDef<T, any>;

type TDataTableProps<T> = {
  /** Names the table for screen readers ('Users'); shown visually hidden. */
  caption: string;
  columns: TColumn<T>[];
  page: TConsolePage<T> | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  list: ListState;
  onListChange: (change: ListChange) => void;
  /**
   * What an empty page means and what to do ('No users match these filters. Clear the filters to see all.').
   */
  emptyText: ReactNode;
  getRowId: (item: T) => string;
  /** When given, each row gets a Show details button that opens this under it. */
  renderExpanded?: (item: T) => ReactNode;
  /**
   * Bulk actions (useBulkActions): each row gets a checkbox named after it and the header one ticks the page;
   * while rows are ticked, a bar above the table says how many and shows `bulkButtons`, and under it what the
   * last action skipped and why.
   */
  bulk?: TBulkActions<T>;
  bulkButtons?: ReactNode;
};

const SKELETON_ROWS = 5;

/** The next sort when a header is pressed: ascending first, then descending. */
const nextSort = (field: string, current: string | undefined) => (current === field ? `-${field}` : field);

function ariaSort(field: string, current: string | undefined) {
  if (current === field) return 'ascending' as const;
  if (current === `-${field}`) return 'descending' as const;
  return undefined;
}

/**
 * A console list as a real <table>: server-side pages and sorting bound to the list state (so the URL keeps
 * them), skeleton rows while loading, and empty and error states that say what to do.
 */
export function DataTable<T>({
  caption,
  columns,
  page,
  isLoading,
  error,
  onRetry,
  list,
  onListChange,
  emptyText,
  getRowId,
  renderExpanded,
  bulk,
  bulkButtons,
}: TDataTableProps<T>) {
  const selectPage = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const table = useReactTable({
    data: page?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item) => getRowId(item),
    manualPagination: true,
    manualSorting: true,
    enableSorting: false,
  });
  const headerGroups = table.getHeaderGroups();
  const columnCount = columns.length + (renderExpanded ? 1 : 0) + (bulk ? 1 : 0);
  const selection = bulk?.selection;
  const rows = table.getRowModel().rows;
  const hasError = Boolean(error) && !page;

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="data-table">
      {bulk && (
        <BulkBar bulk={bulk} onEmptied={() => selectPage.current?.focus()}>
          {bulkButtons}
        </BulkBar>
      )}
      <div className="data-table__scroll">
        <table className="data-table__table" aria-busy={isLoading || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th scope="col" className="data-table__select-col">
                    <SelectPageBox selection={selection} box={selectPage} />
                  </th>
                )}
                {renderExpanded && (
                  <th scope="col" className="data-table__expand-col">
                    <span className="visually-hidden">Details</span>
                  </th>
                )}
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} list={list} onListChange={onListChange} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {isLoading &&
              !page &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={`skeleton-${index}`} className="data-table__skeleton" aria-hidden="true">
                  {Array.from({ length: columnCount }, (_unused, cell) => (
                    <td key={cell}>
                      <span className="skeleton-bar" />
                    </td>
                  ))}
                </tr>
              ))}
            {hasError && (
              <tr>
                <td colSpan={columnCount}>
                  <div className="data-table__state data-table__state--error" role="alert">
                    <p>{errorMessage(error, CONTENT_MESSAGES.loadFailed)}</p>
                    <Button variant="secondary" onClick={onRetry}>
                      {CONTENT_MESSAGES.retry}
                    </Button>
                  </div>
                </td>
              </tr>
            )}
            {page && rows.length === 0 && (
              <tr>
                <td colSpan={columnCount}>
                  <div className="data-table__state">{emptyText}</div>
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const isOpen = expanded.has(row.id);
              const detailsId = `${row.id}-details`;
              return (
                <Fragment key={row.id}>
                  <tr
                    className={
                      [isOpen && 'is-expanded', selection?.isSelected(row.id) && 'is-selected']
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                  >
                    {bulk && (
                      <td className="data-table__select-col">
                        <input
                          type="checkbox"
                          className="data-table__check"
                          aria-label={BULK_TEXTS.selectRow(bulk.rowName(row.original))}
                          checked={bulk.selection.isSelected(row.id)}
                          onChange={() => bulk.selection.toggle(row.id)}
                        />
                      </td>
                    )}
                    {renderExpanded && (
                      <td className="data-table__expand-col">
                        <button
                          type="button"
                          className="data-table__expand"
                          aria-expanded={isOpen}
                          aria-controls={isOpen ? detailsId : undefined}
                          onClick={() => toggle(row.id)}
                        >
                          <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
                          <span className="visually-hidden">{isOpen ? 'Hide details' : 'Show details'}</span>
                        </button>
                      </td>
                    )}
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                    ))}
                  </tr>
                  {renderExpanded && isOpen && (
                    <tr id={detailsId} className="data-table__details">
                      <td colSpan={columnCount}>{renderExpanded(row.original)}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
        {isLoading && !page && (
          <p role="status" className="visually-hidden">
            Loading {caption.toLowerCase()}…
          </p>
        )}
      </div>
      {page && <Pagination page={page} list={list} onListChange={onListChange} caption={caption} />}
    </div>
  );
}

/** Ticks every row of the page, or none; 'mixed' (indeterminate) while only some are ticked. */
function SelectPageBox({
  selection,
  box,
}: {
  selection: TRowSelection;
  box: RefObject<HTMLInputElement | null>;
}) {
  const count = selection.ids.length;
  const isAll = count > 0 && count === selection.pageIds.length;
  const isSome = count > 0 && !isAll;
  useEffect(() => {
    if (box.current) box.current.indeterminate = isSome;
  }, [box, isSome]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="data-table__check"
      aria-label={BULK_TEXTS.selectPage}
      checked={isAll}
      disabled={selection.pageIds.length === 0}
      onChange={() => selection.setPage(!isAll)}
    />
  );
}

function HeaderCell<T>({
  header,
  list,
  onListChange,
}: {
  header: Header<T, unknown>;
  list: ListState;
  onListChange: (change: ListChange) => void;
}) {
  const label = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  const field = header.column.id;
  const isSortable = header.column.columnDef.enableSorting === true;
  if (!isSortable) return <th scope="col">{label}</th>;
  const sort = ariaSort(field, list.sort);
  return (
    <th scope="col" aria-sort={sort ?? 'none'}>
      <button
        type="button"
        className="data-table__sort"
        onClick={() => onListChange({ sort: nextSort(field, list.sort) })}
      >
        {label}
        <span className="data-table__sort-icon" aria-hidden="true">
          {sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function Pagination<T>({
  page,
  list,
  onListChange,
  caption,
}: {
  page: TConsolePage<T>;
  list: ListState;
  onListChange: (change: ListChange) => void;
  caption: string;
}) {
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  // A capped total (ADR 042): "of 10,000+", and the pages stop at the cap with a hint to narrow the list.
  const capped = page.totalCapped;
  return (
    <nav className="data-table__pagination" aria-label={T.pagesLabel(caption)}>
      <p className="data-table__range" aria-live="polite">
        {page.total === 0 ? T.noResults : T.showing(first, last, page.total, capped)}
      </p>
      {capped && page.page >= pageCount && <p className="data-table__hint">{T.beyondCap}</p>}
      <div className="data-table__page-size">
        <label htmlFor={sizeId}>{T.rowsPerPage}</label>
        <select
          id={sizeId}
          className="field__input"
          value={list.pageSize}
          onChange={(event) => onListChange({ pageSize: Number(event.target.value) })}
        >
          {CONSOLE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="data-table__pager">
        <Button
          variant="secondary"
          disabled={page.page <= 1}
          onClick={() => onListChange({ page: page.page - 1 })}
        >
          {T.previous}
        </Button>
        <span>{T.pageOf(page.page, pageCount, capped)}</span>
        <Button
          variant="secondary"
          disabled={page.page >= pageCount}
          onClick={() => onListChange({ page: page.page + 1 })}
        >
          {T.next}
        </Button>
      </div>
    </nav>
  );
}
