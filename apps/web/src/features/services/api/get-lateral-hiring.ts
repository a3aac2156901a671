import type { TSlideItem } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getLateralHiring = (signal?: AbortSignal) => api.get<TSlideItem[]>('/lateralHiring', signal);

export const lateralHiringQueryOptions = () =>
  queryOptions({ queryKey: ['lateral-hiring'], queryFn: ({ signal }) => getLateralHiring(signal) });

export const useLateralHiring = () => useQuery(lateralHiringQueryOptions());
