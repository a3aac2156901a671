import '#web/features/console/content/content.css';
import { UNDO_TEXTS, ZContentType, type TContentType } from '@curio/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, use, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { useConfirmedDelete } from '#web/features/console/shell/lib/use-confirmed-delete.ts';
import { paths } from '#web/lib/paths.ts';
import {
  useContentList,
  useDeleteContent,
  usePublishContent,
  useReorderContent,
  useRestoreContent,
  type TContentItem,
} from '#web/features/console/content/api/content.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { useConflictNotice } from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { toastWithUndo } from '#web/features/console/shell/lib/undo-toast.ts';
import { DataTable, type TColumn } from '#web/features/console/shell/components/data-table.tsx';
import { FilterBar, type TSelectFilter } from '#web/features/console/shell/components/filter-bar.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { TypeOnSite } from '#web/features/console/content/components/content-on-site.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import {
  CONTENT_TYPE_LABELS,
  isOrderedType,
  titleFieldOf,
} from '#web/features/console/content/lib/content-fields.ts';
import { reorderedIds } from '#web/features/console/shell/lib/reorder.ts';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';
import { useListState } from '#web/features/console/shell/lib/use-list-state.ts';
import { ConsoleNotFoundPage } from '#web/features/console/shell/pages/console-not-found-page.tsx';

const column = createColumnHelper<TContentItem>();

const publishedFilter: TSelectFilter[] = [
  {
    name: 'published',
    label: 'Visibility',
    allLabel: 'Published and hidden',
    options: [
      { value: 'true', label: 'Published' },
      { value: 'false', label: 'Unpublished' },
    ],
  },
];

/**
 * Publish and Unpublish share a place in a row: one ActionButton of one guarded action, so a double-click is
 * one change, never a publish and its undoing (docs/product.md#console, "One click, one step").
 */
const usePublishAction = (type: TContentType) => useConsoleAction(usePublishContent(type));

/** What each row's actions need from the list. */
type TRowActions = {
  titleField: string;
  canReorder: boolean;
  publish: ReturnType<typeof usePublishAction>;
  reorder: ReturnType<typeof useReorderContent>;
  onError: (error: unknown, fallback: string) => void;
  onDelete: (item: TContentItem) => void;
};

/**
 * The list's state reaches the row actions through a context, so the columns are built once per type: a
 * cell is rendered as a component, and columns rebuilt on every render would remount every row's buttons,
 * losing the keyboard focus on them (after the delete dialog closes, after a move).
 */
const RowActionsContext = createContext<TRowActions | null>(null);

function contentColumns(type: TContentType): TColumn<TContentItem>[] {
  const titleField = titleFieldOf(type);
  const columns: TColumn<TContentItem>[] = [
    column.accessor((item) => String(item[titleField] ?? ''), {
      id: 'title',
      header: 'Title',
      enableSorting: true,
      cell: (info) => (
        <Link to={paths.admin.contentItem.to(type, info.row.original._id)} className="data-table__link">
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('published', {
      header: 'Visibility',
      cell: (info) =>
        info.getValue() ? (
          <StatusBadge label="Published" tone="success" />
        ) : (
          <StatusBadge label="Unpublished" tone="neutral" />
        ),
    }),
    column.accessor('updatedAt', {
      header: 'Updated',
      enableSorting: true,
      cell: (info) => <ConsoleTime iso={info.getValue()} zone="utc" />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row, table }) => (
        <RowActions
          item={row.original}
          index={row.index}
          rows={table.getRowModel().rows.map((r) => r.original)}
        />
      ),
    }),
  ];
  if (isOrderedType(type))
    columns.unshift(column.accessor('sortOrder', { id: 'order', header: 'Order', enableSorting: true }));
  return columns;
}

/** Publish or unpublish, move up or down (when the whole type is on screen in order), delete. */
function RowActions({ item, index, rows }: { item: TContentItem; index: number; rows: TContentItem[] }) {
  const context = use(RowActionsContext);
  if (!context) throw new Error('RowActions renders inside RowActionsContext');
  const { titleField, canReorder, publish, reorder, onError, onDelete } = context;
  const name = String(item[titleField] ?? '');
  const move = (to: number) =>
    reorder.mutate(reorderedIds(rows, index, to), {
      onSuccess: ({ message }) => toast.success(message || 'Reordered'),
      onError: (error) => onError(error, 'The new order could not be saved. Try again.'),
    });
  return (
    <div className="content-row-actions">
      <ActionButton
        variant="secondary"
        aria-label={`${item.published ? 'Unpublish' : 'Publish'} ${name}`}
        isBusy={publish.pendingVars?._id === item._id}
        disabled={publish.isPending}
        onClick={() =>
          publish.run(item, {
            // Off the site: the toast offers to put it back at the version this answered.
            onSuccess: ({ message, data }) =>
              item.published
                ? toastWithUndo(message, {
                    what: UNDO_TEXTS.unpublishing(name),
                    undo: () => publish.mutateAsync(data),
                  })
                : toast.success(message),
            onError: (error) => onError(error, 'The change could not be saved. Try again.'),
          })
        }
      >
        {item.published ? 'Unpublish' : 'Publish'}
      </ActionButton>
      {canReorder && (
        <>
          <Button
            variant="ghost"
            aria-label={`Move ${name} up`}
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(index - 1)}
          >
            Move up
          </Button>
          <Button
            variant="ghost"
            aria-label={`Move ${name} down`}
            disabled={index === rows.length - 1 || reorder.isPending}
            onClick={() => move(index + 1)}
          >
            Move down
          </Button>
        </>
      )}
      <Button variant="ghost" aria-label={`Delete ${name}`} onClick={() => onDelete(item)}>
        Delete
      </Button>
    </div>
  );
}

/** `/admin/content/:type`: one type's items (search, visibility, sort), publish, delete, reorder. */
export function ContentListPage() {
  const parsed = ZContentType.safeParse(useParams().type);
  if (!parsed.success) return <ConsoleNotFoundPage />;
  return <ContentList key={parsed.data} type={parsed.data} />;
}

function ContentList({ type }: { type: TContentType }) {
  const isOrdered = isOrderedType(type);
  const [list, setList] = useListState({ sort: isOrdered ? 'order' : '-createdAt' });
  const items = useContentList(type, list);
  const publish = usePublishAction(type);
  const restore = useRestoreContent(type);
  const titleOf = (item: TContentItem) => String(item[titleFieldOf(type)] ?? '');
  const deletion = useConfirmedDelete<TContentItem>(
    useDeleteContent(type),
    'The item could not be deleted. Try again.',
    { nameOf: titleOf, restore: (item) => restore(item._id) },
  );
  const reorder = useReorderContent(type);
  const conflict = useConflictNotice(() => items.refetch(), items.isFetching);
  const label = CONTENT_TYPE_LABELS[type];
  const titleField = titleFieldOf(type);

  const page = items.data;
  const isFiltered = Boolean(list.q) || Object.keys(list.filters).length > 0;
  // Moving sends every id of the type: only when the whole type is on screen in the site's order.
  const canReorder =
    isOrdered &&
    !isFiltered &&
    list.sort === 'order' &&
    page !== undefined &&
    page.total <= page.items.length;

  const columns = useMemo(() => contentColumns(type), [type]);

  return (
    <div className="console-page">
      <PageHeader
        title={label}
        back={<Link to={paths.admin.content}>← All content</Link>}
        description={
          isOrdered
            ? 'Visitors see published items in this order. Move items up or down to change it.'
            : 'Visitors see published items newest first.'
        }
        actions={
          <Link to={paths.admin.contentNew.to(type)} className={buttonClass('primary')}>
            New item
          </Link>
        }
      />
      <TypeOnSite type={type} />
      {conflict.notice}
      <FilterBar list={list} onListChange={setList} searchLabel="Search titles" selects={publishedFilter} />
      {isOrdered && page !== undefined && !canReorder && (
        <p className="console-note">
          {page.total > page.items.length
            ? 'Show all items on one page to reorder (choose a larger page size below).'
            : 'Clear the filters and sort by Order to reorder.'}
        </p>
      )}
      <RowActionsContext
        value={{
          titleField,
          canReorder,
          publish,
          reorder,
          onError: conflict.onError,
          onDelete: deletion.ask,
        }}
      >
        <DataTable
          caption={`${label} items`}
          columns={columns}
          page={page}
          isLoading={items.isPending}
          error={items.error}
          onRetry={() => void items.refetch()}
          list={list}
          onListChange={setList}
          getRowId={(item) => item._id}
          emptyText={
            isFiltered
              ? 'No item matches these filters. Clear the filters to see all.'
              : 'No items yet. Use New item to add the first one.'
          }
        />
      </RowActionsContext>
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete this item?"
        body={
          deletion.target
            ? `“${String(deletion.target[titleField] ?? '')}” will be removed from the site for good.`
            : ''
        }
      />
    </div>
  );
}
