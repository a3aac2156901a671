import type { TUser } from '@curio/shared';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/lib/api-client.ts';
import { onAccessRefused, saveUser, useSession } from '#web/lib/session.ts';

/** The signed-in user as the server has them now: one entry for the header, the profile and the console. */
export const sessionUserKey = ['user', 'self'] as const;

/** GET /api/user/self; the stored copy (the header's name and avatar, and its Admin link) follows it. */
export async function getSessionUser(signal?: AbortSignal): Promise<TUser> {
  const user = await api.get<TUser>('/user/self', signal);
  saveUser(user);
  return user;
}

export const sessionUserQueryOptions = () =>
  queryOptions({ queryKey: sessionUserKey, queryFn: ({ signal }) => getSessionUser(signal) });

/**
 * The header follows the role the server has now (docs/product.md#pages): the stored user is asked for
 * again when the app starts with a session (or a new one begins), and whenever a console request is refused
 * with 403, which then also tells the console, reading the same entry, that access is gone.
 */
export function useSessionUserRefresh() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (token) void queryClient.prefetchQuery({ ...sessionUserQueryOptions(), staleTime: 0 });
  }, [queryClient, token]);
  useEffect(
    () =>
      onAccessRefused(
        () => void queryClient.invalidateQueries({ queryKey: sessionUserKey, refetchType: 'all' }),
      ),
    [queryClient],
  );
}
