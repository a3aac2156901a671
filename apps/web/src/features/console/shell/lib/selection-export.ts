import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';

/**
 * The list a selection's CSV export asks for: only the ticked rows (`ids`, docs/product.md#console), in the
 * list's sort; its search and filters do not narrow it further.
 */
export const selectionList = (list: ListState, ids: readonly string[]): ListState => ({
  page: 1,
  pageSize: list.pageSize,
  sort: list.sort,
  filters: { ids: ids.join(',') },
});
