import type { TSlideItem } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getLmsFeatures = (signal?: AbortSignal) => api.get<TSlideItem[]>('/lms', signal);

export const lmsFeaturesQueryOptions = () =>
  queryOptions({ queryKey: ['lms'], queryFn: ({ signal }) => getLmsFeatures(signal) });

export const useLmsFeatures = () => useQuery(lmsFeaturesQueryOptions());
