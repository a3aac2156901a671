import type { TBulkResult } from '@curio/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { consolePost } from '#web/features/console/shell/api/console-api.ts';

/** One bulk request: its route under /api and its body (the ids and what to do with them). */
export type TBulkRequest = { path: string; body: { ids: readonly string[] } & Record<string, unknown> };

/** POST a bulk action (docs/product.md#console): a result per item and the summary as the message. */
export const postBulk = ({ path, body }: TBulkRequest) => consolePost<TBulkResult>(path, body);

/** A bulk action of one list; whatever it did, the list (`listKey`) reloads. */
export function useBulkMutation(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBulk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
