import '#web/features/console/catalogue/catalogue.css';
import { toast } from '#web/lib/toast.ts';
import type { TAdminCategory } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useConfirmedDelete } from '#web/features/console/shell/lib/use-confirmed-delete.ts';
import { toastError } from '#web/lib/notify.ts';
import {
  useAdminCategories,
  useDeleteCategory,
  useReorderCategories,
} from '#web/features/console/catalogue/api/categories.ts';
import { CategoryCreateForm } from '#web/features/console/catalogue/components/category-create-form.tsx';
import { CategoryRow } from '#web/features/console/catalogue/components/category-row.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { SortableList } from '#web/features/console/shell/components/sortable-list.tsx';
import { useConflictNotice } from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { reorderedIds } from '#web/features/console/shell/lib/reorder.ts';

/** `/admin/categories` (docs/product.md#console): create, rename, reorder by drag, delete when empty. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const reorder = useReorderCategories();
  // 409 while it still has courses: the server's message says what to do first.
  const deletion = useConfirmedDelete<TAdminCategory>(
    useDeleteCategory(),
    'The category could not be deleted. Try again.',
  );
  // A stale rename (a row reports it): Reload reads the list again.
  const conflict = useConflictNotice(() => categories.refetch(), categories.isFetching);

  const onMove = (items: TAdminCategory[], from: number, to: number) =>
    reorder.mutate(reorderedIds(items, from, to), {
      onSuccess: ({ message }) => toast.success(message || 'Categories reordered'),
      onError: (error) => toastError(error, 'The new order could not be saved. Try again.'),
    });

  return (
    <div className="console-page">
      <PageHeader
        title="Categories"
        description="The catalogue's tabs, in the order visitors see them. Drag a category by its handle (or use Space and the arrow keys) to reorder."
      />
      <section className="console-panel" aria-labelledby="new-category-heading">
        <h2 id="new-category-heading" className="console-panel__title">
          Add a category
        </h2>
        <CategoryCreateForm />
      </section>
      {conflict.notice}
      <section className="console-panel" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="console-panel__title">
          All categories
        </h2>
        <QueryState
          query={categories}
          loadingLabel="Loading categories…"
          isEmpty={(page) => page.items.length === 0}
          empty="No categories yet. Add the first one above: courses are filed under a category."
        >
          {(page) => (
            <>
              {page.total > page.items.length && (
                <p className="console-note">
                  Showing the first {page.items.length} of {page.total} categories; reordering needs them all,
                  so it is turned off.
                </p>
              )}
              <SortableList
                items={page.items}
                getId={(category) => category._id}
                describe={(category) => `category ${category.name}`}
                isDisabled={reorder.isPending || page.total > page.items.length}
                onMove={(from, to) => onMove(page.items, from, to)}
                className="category-list"
                renderItem={(category, _index, handle) => (
                  <CategoryRow
                    category={category}
                    handle={handle}
                    onDelete={deletion.ask}
                    onStale={conflict.show}
                  />
                )}
              />
            </>
          )}
        </QueryState>
      </section>
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete this category?"
        body={
          deletion.target
            ? `“${deletion.target.name}” will be removed from the catalogue. A category that still has courses cannot be deleted.`
            : ''
        }
      />
    </div>
  );
}
