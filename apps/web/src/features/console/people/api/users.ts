import type {
  TAdminUser,
  TAdminUserDetail,
  TUserLearning,
  TUserRoleRequest,
  TUserStatusRequest,
} from '@curio/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';
import {
  adminKey,
  consoleGet,
  consolePatch,
  consoleQuery,
} from '#web/features/console/shell/api/console-api.ts';

const usersKey = adminKey('users');

export const useUsers = (list: ListState) =>
  useQuery({
    queryKey: [...usersKey, 'list', list],
    queryFn: ({ signal }) => consoleQuery<TAdminUser>('/admin/users', list, signal),
    placeholderData: keepPreviousData,
  });

/** The user as the server has them now (outside the query cache when called directly). */
export const fetchUser = (id: string, signal?: AbortSignal) =>
  consoleGet<TAdminUserDetail>(`/admin/users/${encodeURIComponent(id)}`, signal);

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id],
    queryFn: ({ signal }) => fetchUser(id, signal),
  });

export const useUser = (id: string) => useQuery(userQueryOptions(id));

/** Role and status changes answer the user; the detail keeps its orders, every list refreshes. */
function useUserWrite<TBody>(id: string, action: 'role' | 'status') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      consolePatch<TAdminUser>(`/admin/users/${encodeURIComponent(id)}/${action}`, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, (current) =>
        current ? { ...current, ...data } : current,
      );
      void queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] });
    },
  });
}

export const useChangeRole = (id: string) => useUserWrite<TUserRoleRequest>(id, 'role');
export const useSetDisabled = (id: string) => useUserWrite<TUserStatusRequest>(id, 'status');

/** GET /api/admin/users/{id}/learning: the courses the user may open and their progress in each. */
export const useUserLearning = (id: string) =>
  useQuery({
    queryKey: [...usersKey, 'learning', id],
    queryFn: ({ signal }) =>
      consoleGet<TUserLearning>(`/admin/users/${encodeURIComponent(id)}/learning`, signal),
  });
