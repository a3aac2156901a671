import type { TAdminOrder, TAdminOrderStatusRequest, TAdminOrderSummary, TConsolePage } from '@curio/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKey,
  consoleGet,
  consolePatch,
  consoleQuery,
} from '#web/features/console/shell/api/console-api.ts';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';

const listKey = adminKey('orders', 'list');
const orderKey = (id: string) => adminKey('orders', 'detail', id);

/** GET /api/admin/orders: status, from/to (days), learner (email or part), course; `q` is a reference. */
export const useAdminOrders = (list: ListState) =>
  useQuery<TConsolePage<TAdminOrderSummary>>({
    queryKey: [...listKey, list],
    queryFn: ({ signal }) => consoleQuery<TAdminOrderSummary>('/admin/orders', list, signal),
    placeholderData: keepPreviousData,
  });

/** The order as the server has it now (outside the query cache when called directly). */
export const fetchAdminOrder = (id: string, signal?: AbortSignal) =>
  consoleGet<TAdminOrder>(`/admin/orders/${id}`, signal);

/** GET /api/admin/orders/{id}: the order, its learner and its timeline, oldest first. */
export const useAdminOrder = (id: string) =>
  useQuery({ queryKey: orderKey(id), queryFn: ({ signal }) => fetchAdminOrder(id, signal) });

/**
 * PATCH /api/admin/orders/{id}/status with the version loaded: the reply is the order with its new timeline,
 * which replaces the cached one; the lists reload (their status column changed).
 */
export function useMoveOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminOrderStatusRequest) =>
      consolePatch<TAdminOrder>(`/admin/orders/${id}/status`, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(orderKey(id), data);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
