import type { TBroadcast, TBroadcastRequest } from '@curio/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';
import { adminKey, consolePost, consoleQuery } from '#web/features/console/shell/api/console-api.ts';

const broadcastsKey = adminKey('broadcasts');

export const useBroadcasts = (list: ListState) =>
  useQuery({
    queryKey: [...broadcastsKey, list],
    queryFn: ({ signal }) => consoleQuery<TBroadcast>('/admin/notifications', list, signal),
    placeholderData: keepPreviousData,
  });

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBroadcastRequest) => consolePost<TBroadcast>('/admin/notifications', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: broadcastsKey }),
  });
}
