import type { TUser } from '@curio/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { saveUser } from '#web/lib/session.ts';
import { adminKey } from './console-api.ts';

/**
 * Who is opening the console, asked of the server on every visit: the stored user's role may be stale
 * (a role change applies on the next request). The stored copy follows the answer, so the header does too.
 */
export const consoleSelfQueryOptions = () =>
  queryOptions({
    queryKey: adminKey('self'),
    queryFn: async ({ signal }) => {
      const user = await api.get<TUser>('/user/self', signal);
      saveUser(user);
      return user;
    },
    staleTime: 0,
    refetchOnMount: 'always',
  });
