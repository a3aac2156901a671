import type { TDashboard } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKey, consoleGet } from '#web/features/console/shell/api/console-api.ts';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKey('dashboard'),
    queryFn: ({ signal }) => consoleGet<TDashboard>('/admin/dashboard', signal),
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
