import type { TUser } from '@curio/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { saveUser } from '#web/lib/session.ts';
import { sessionUserKey, sessionUserQueryOptions } from '#web/api/session-user.ts';

/** Shows the stored user at once while the fresh copy loads. */
export const useSelf = (storedUser: TUser | null) =>
  useQuery({ ...sessionUserQueryOptions(), placeholderData: storedUser ?? undefined });

/** After any update that answers with the user: refresh the cache and the stored copy, no refetch needed. */
export function storeSelf(queryClient: QueryClient, user: TUser): void {
  queryClient.setQueryData(sessionUserKey, user);
  saveUser(user);
}
