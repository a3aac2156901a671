import type { TTeamMember } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getTeam = (signal?: AbortSignal) => api.get<TTeamMember[]>('/team', signal);

export const teamQueryOptions = () =>
  queryOptions({ queryKey: ['team'], queryFn: ({ signal }) => getTeam(signal) });

/**
 * The founder page shows the team it loads (the original showed nothing: a defect; docs/product.md#pages).
 */
export const useTeam = () => useQuery(teamQueryOptions());
