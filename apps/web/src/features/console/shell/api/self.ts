import { queryOptions } from '@tanstack/react-query';
import { sessionUserQueryOptions } from '#web/api/session-user.ts';

/**
 * Who is opening the console, asked of the server on every visit: the stored user's role may be stale
 * (a role change applies on the next request). The same entry as the header's (`api/session-user.ts`): a
 * console request refused with 403 reads it again, and the console shows what the new role allows.
 */
export const consoleSelfQueryOptions = () =>
  queryOptions({ ...sessionUserQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
