import type { TDashboard, TDashboardQuery } from '@curio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKey, consoleGet } from '#web/features/console/shell/api/console-api.ts';

const query = (period: TDashboardQuery) =>
  new URLSearchParams(Object.entries(period).filter((entry): entry is [string, string] => Boolean(entry[1])));

/** GET /api/admin/dashboard for one period (whole days from–to in the operator's time zone). */
export const dashboardQueryOptions = (period: TDashboardQuery) =>
  queryOptions({
    queryKey: [...adminKey('dashboard'), period],
    queryFn: ({ signal }) => consoleGet<TDashboard>(`/admin/dashboard?${query(period).toString()}`, signal),
    // Another period's figures stay on screen, marked as loading, until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useDashboard = (period: TDashboardQuery | null) =>
  useQuery({ ...dashboardQueryOptions(period ?? {}), enabled: period !== null });
