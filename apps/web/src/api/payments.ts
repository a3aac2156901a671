import type { TOrder, TPaymentStartReply, TPaymentsMode, TReceipt } from '@curio/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { downloadFile } from '#web/lib/download.ts';
import { leaveSite } from '#web/lib/leave-site.ts';
import { useSession } from '#web/lib/session.ts';
import { commerceKeys } from './commerce.ts';
import { useSite } from './site.ts';

/**
 * Online payment in the browser (docs/product.md#payment): which checkout the site runs, one order read again
 * and again while its payment settles, the move to the provider's page, and receipts. The checkout, the
 * return page and the profile share these, so they read and write the same cache entries.
 */

/** The site's payment mode from GET /api/site (`manual` until it has loaded: today's checkout). */
export function usePaymentsMode(): TPaymentsMode {
  return useSite().data?.payments.mode ?? 'manual';
}

export const orderKey = (id: string) => [...commerceKeys.orders, id] as const;

export const getOrder = (id: string, signal?: AbortSignal) =>
  api.get<TOrder>(`/booking/${encodeURIComponent(id)}`, signal);

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKey(id), queryFn: ({ signal }) => getOrder(id, signal) });

/** One of the learner's orders (GET /api/booking/{id}); only for a signed-in learner. */
export const useOrder = (id: string) =>
  useQuery({ ...orderQueryOptions(id), enabled: useSession().isLoggedIn && id !== '' });

/**
 * Leaves the site for the provider's hosted page: a full-page navigation, so no script or card field of the
 * provider ever runs on ours (ADR 040).
 */
export function goToProvider(url: string) {
  leaveSite.to(url);
}

/**
 * POST /api/booking/{id}/pay: a new payment session for a pending order (Place Order, Try again, Pay now);
 * answers the provider's page, or null under PAYMENTS=manual.
 */
export const startPayment = (orderId: string) =>
  api.post<TPaymentStartReply>(`/booking/${encodeURIComponent(orderId)}/pay`);

/**
 * Starts a payment and leaves for the provider's page. On a refusal the order may have changed (paid in
 * another tab, expired): it and the order list are read again.
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayment,
    onSuccess: ({ redirectUrl }) => {
      if (redirectUrl) goToProvider(redirectUrl);
    },
    onError: (_error, orderId) => {
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders, exact: true });
    },
  });
}

/**
 * The return page's fallback: asks the server to ask the provider once about the order's latest session,
 * for when the provider's event is late; answers the order as it then stands.
 */
export const checkPayment = (orderId: string) =>
  api.post<TOrder>(`/booking/${encodeURIComponent(orderId)}/payment/check`);

// ---- Receipts
// ----------------------------------------------------------------------------------------------

export const receiptKey = (number: string) => ['receipts', number] as const;

/** GET /api/receipts/{number}: one of the learner's receipts or credit notes. */
export const useReceipt = (number: string) =>
  useQuery({
    queryKey: receiptKey(number),
    queryFn: ({ signal }) => api.get<TReceipt>(`/receipts/${encodeURIComponent(number)}`, signal),
    enabled: useSession().isLoggedIn,
  });

/** The receipt's PDF, fetched with the learner's token. */
export const downloadReceiptPdf = (number: string) =>
  downloadFile(`/receipts/${encodeURIComponent(number)}/pdf`, 'application/pdf', `${number}.pdf`);
