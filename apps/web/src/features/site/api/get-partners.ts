import type { TPartner } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';

const PARTNERS_PATH = '/partner';

export const getPartners = (signal?: AbortSignal) => api.get<TPartner[]>(PARTNERS_PATH, signal);

export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: ['partners'],
    queryFn: ({ signal }) => getPartners(signal),
    initialData: () => takeFirstData<TPartner[]>(PARTNERS_PATH),
  });

/**
 * Certification and technology vendors: the home logo strip and the About page's hexagon grid. The home
 * page embeds them in its first data while the list is small (ADR 051).
 */
export const usePartners = () => useQuery(partnersQueryOptions());
