import type { TUser } from '@curio/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { saveUser } from '#web/lib/session.ts';

export const selfQueryKey = ['user', 'self'] as const;

/** The signed-in user; the stored copy (nav name, avatar) follows every fresh answer. */
export async function getSelf(signal?: AbortSignal): Promise<TUser> {
  const user = await api.get<TUser>('/user/self', signal);
  saveUser(user);
  return user;
}

export const selfQueryOptions = () =>
  queryOptions({ queryKey: selfQueryKey, queryFn: ({ signal }) => getSelf(signal) });

/** Shows the stored user at once while the fresh copy loads. */
export const useSelf = (storedUser: TUser | null) =>
  useQuery({ ...selfQueryOptions(), placeholderData: storedUser ?? undefined });

/** After any update that answers with the user: refresh the cache and the stored copy, no refetch needed. */
export function storeSelf(queryClient: QueryClient, user: TUser): void {
  queryClient.setQueryData(selfQueryKey, user);
  saveUser(user);
}
