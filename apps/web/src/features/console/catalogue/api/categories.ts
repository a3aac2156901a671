import type { TAdminCategory, TCategoryRenameRequest, TConsolePage } from '@curio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKey,
  consoleDelete,
  consolePatch,
  consolePost,
  consolePut,
  consoleQuery,
} from '#web/features/console/shell/api/console-api.ts';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';
import { applyOrder } from '#web/features/console/shell/lib/reorder.ts';

/**
 * Every category at once, in the site's order: reordering sends every id, so the page needs them all. The
 * API pages at most 100 per request; a catalogue past that shows a notice and keeps reorder off.
 */
export const ALL_CATEGORIES: ListState = { page: 1, pageSize: 100, sort: 'order', filters: {} };

export const adminCategoryKeys = {
  all: adminKey('categories'),
  list: () => [...adminCategoryKeys.all, ALL_CATEGORIES] as const,
};

type TCategoryPage = TConsolePage<TAdminCategory>;

export const useAdminCategories = () =>
  useQuery<TCategoryPage>({
    queryKey: adminCategoryKeys.list(),
    queryFn: ({ signal }) => consoleQuery<TAdminCategory>('/admin/categories', ALL_CATEGORIES, signal),
  });

/** Categories feed the course list's filter and the editor's select: refresh courses too. */
function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKey('courses') }),
    ]);
}

export function useCreateCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (name: string) => consolePost<TAdminCategory>('/admin/categories', { name }),
    onSuccess: invalidate,
  });
}

export function useRenameCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ id, ...body }: TCategoryRenameRequest & { id: string }) =>
      consolePatch<TAdminCategory>(`/admin/categories/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: string) => consoleDelete<null>(`/admin/categories/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/**
 * PUT /api/admin/categories/order with every id. The list shows the new order at once and goes back to the
 * old one if the server refuses; either way it is read again afterwards.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  const key = adminCategoryKeys.list();
  return useMutation({
    mutationFn: (ids: string[]) => consolePut<null>('/admin/categories/order', { ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TCategoryPage>(key);
      if (previous)
        queryClient.setQueryData<TCategoryPage>(key, { ...previous, items: applyOrder(previous.items, ids) });
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  });
}
