import { CONSOLE_SEARCH_MIN_LENGTH, type TConsoleSearchReply } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { adminKey, consoleGet } from '#web/features/console/shell/api/console-api.ts';

/**
 * GET /api/admin/search?q=: the matches grouped (courses, orders, users, enquiries), only the groups the
 * caller's role may open. Asks nothing until `q` has CONSOLE_SEARCH_MIN_LENGTH characters.
 */
export const useConsoleSearch = (q: string) =>
  useQuery({
    queryKey: adminKey('search', q),
    queryFn: ({ signal }) =>
      consoleGet<TConsoleSearchReply>(`/admin/search?q=${encodeURIComponent(q)}`, signal),
    enabled: q.length >= CONSOLE_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
