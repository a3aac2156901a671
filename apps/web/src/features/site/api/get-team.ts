import type { TTeamMember } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getTeam = (signal?: AbortSignal) => api.get<TTeamMember[]>('/team', signal);

export const teamQueryOptions = () =>
  queryOptions({ queryKey: ['team'], queryFn: ({ signal }) => getTeam(signal) });

/** The founder page shows the team it loads (SPEC §2 loads it and shows nothing: a defect). */
export const useTeam = () => useQuery(teamQueryOptions());
