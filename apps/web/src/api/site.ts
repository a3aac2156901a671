import type { TPublicSite } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';

const SITE_PATH = '/site';

export const getSite = (signal?: AbortSignal) => api.get<TPublicSite>(SITE_PATH, signal);

/**
 * Brand, tagline, contact and social links change rarely: keep them for the visit. Every page embeds them.
 */
export const siteQueryOptions = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: ({ signal }) => getSite(signal),
    initialData: () => takeFirstData<TPublicSite>(SITE_PATH),
    staleTime: Infinity,
  });

export const useSite = () => useQuery(siteQueryOptions());
