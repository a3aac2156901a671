import type {
  TAdminOrder,
  TAdminOrderStatusRequest,
  TAdminOrderSummary,
  TAdminRefundRequest,
  TConsolePage,
} from '@curio/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKey,
  consoleGet,
  consolePatch,
  consolePost,
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

/** While a refund waits for the provider's answer, the order is read again this often. */
const PENDING_REFUND_POLL_MS = 2000;

/**
 * GET /api/admin/orders/{id}: the order, its learner, its timeline (oldest first), its payment and refunds.
 * While a refund is pending (sent, not yet confirmed by the provider's event) the page reads it again, so
 * the refund's state and the order's status change in front of the operator.
 */
export const useAdminOrder = (id: string) =>
  useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => fetchAdminOrder(id, signal),
    refetchInterval: (query) =>
      query.state.data?.refunds.some((refund) => refund.status === 'pending')
        ? PENDING_REFUND_POLL_MS
        : false,
  });

/** A write that answers the whole console order: it replaces the cached one, and the lists reload. */
function useOrderWrite<TBody>(
  id: string,
  send: (body: TBody) => Promise<{ data: TAdminOrder; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(orderKey(id), data);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/**
 * POST /api/admin/orders/{id}/refunds: all that is still refundable, or `amount`, with a reason; the refund is
 * pending until the provider's event confirms it.
 */
export const useRefundOrder = (id: string) =>
  useOrderWrite(id, (body: TAdminRefundRequest) =>
    consolePost<TAdminOrder>(`/admin/orders/${id}/refunds`, body),
  );

/**
 * One step of an order's life from its page (docs/product.md#console), with the version loaded and an
 * optional note: 'Mark as paid' is POST /api/admin/orders/{id}/mark-paid (the order is confirmed, with a
 * manual payment and its receipt: docs/product.md#payment); completing and cancelling are PATCH
 * /api/admin/orders/{id}/status. The reply is the order with its new timeline.
 */
export const useOrderStep = (id: string) =>
  useOrderWrite(id, ({ status, ...rest }: TAdminOrderStatusRequest) =>
    status === 'confirmed'
      ? consolePost<TAdminOrder>(`/admin/orders/${id}/mark-paid`, rest)
      : consolePatch<TAdminOrder>(`/admin/orders/${id}/status`, { status, ...rest }),
  );
