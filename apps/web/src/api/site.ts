import type { TSiteSettings } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getSite = (signal?: AbortSignal) => api.get<TSiteSettings>('/site', signal);

/** Brand, tagline, contact and social links change rarely: keep them for the visit. */
export const siteQueryOptions = () =>
  queryOptions({ queryKey: ['site'], queryFn: ({ signal }) => getSite(signal), staleTime: Infinity });

export const useSite = () => useQuery(siteQueryOptions());
