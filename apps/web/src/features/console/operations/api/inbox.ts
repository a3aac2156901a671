import type { TConsolePage, TInboxUpdateRequest, TJob } from '@curio/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKey,
  consoleGet,
  consolePatch,
  consoleQuery,
} from '#web/features/console/shell/api/console-api.ts';
import type { TInboxItem, TInboxKind } from '#web/features/console/operations/lib/inbox-kinds.ts';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';

const inboxKey = (kind: TInboxKind) => adminKey('inbox', kind);

/** GET /api/admin/{leads|job-applications|trainer-applications}: status, the kind's own filter, search. */
export const useInboxList = (kind: TInboxKind, list: ListState) =>
  useQuery<TConsolePage<TInboxItem>>({
    queryKey: [...inboxKey(kind), list],
    queryFn: ({ signal }) => consoleQuery<TInboxItem>(`/admin/${kind}`, list, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/{kind}/{id}: one item as it is now, outside the query cache (a stale save compares). */
export const fetchInboxItem = (kind: TInboxKind, id: string) =>
  consoleGet<TInboxItem>(`/admin/${kind}/${encodeURIComponent(id)}`);

/**
 * PATCH /api/admin/{kind}/{id}: status and/or note, with the version loaded (409 when someone saved first).
 */
export function useUpdateInboxItem(kind: TInboxKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TInboxUpdateRequest }) =>
      consolePatch<TInboxItem>(`/admin/${kind}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey(kind) }),
  });
}

/** The open positions (GET /api/workWithCurio), for the job applications' job filter. */
export const useJobOptions = () =>
  useQuery({
    queryKey: adminKey('options', 'jobs'),
    queryFn: ({ signal }) => consoleGet<TJob[]>('/workWithCurio', signal),
    staleTime: 60_000,
  });
