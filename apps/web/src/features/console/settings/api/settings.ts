import type { TAdminSettings, TSiteSettingsUpdateRequest, TWebsitePolicyUpdateRequest } from '@curio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey, consoleGet, consolePut } from '#web/features/console/shell/api/console-api.ts';

export const settingsKey = adminKey('settings');

/** The settings as the server has them now, outside the query cache (a stale save compares with them). */
export const fetchAdminSettings = (signal?: AbortSignal) =>
  consoleGet<TAdminSettings>('/admin/settings', signal);

export const useAdminSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => fetchAdminSettings(signal) });

/** A setting's PUT body: its value with the version loaded (each key has its own shared schema). */
export type TSettingSave =
  | { key: 'site'; body: TSiteSettingsUpdateRequest }
  | { key: 'websitePolicy'; body: TWebsitePolicyUpdateRequest };

/** PUT /api/admin/settings/{key}: saves one key at the version loaded (409 when someone saved in between). */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: TSettingSave) => consolePut<unknown>(`/admin/settings/${key}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
