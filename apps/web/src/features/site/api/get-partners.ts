import type { TPartner } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getPartners = (signal?: AbortSignal) => api.get<TPartner[]>('/partner', signal);

export const partnersQueryOptions = () =>
  queryOptions({ queryKey: ['partners'], queryFn: ({ signal }) => getPartners(signal) });

/** Certification and technology vendors: the home logo strip and the About page's hexagon grid. */
export const usePartners = () => useQuery(partnersQueryOptions());
