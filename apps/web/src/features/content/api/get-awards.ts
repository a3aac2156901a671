import type { TAward } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/communityAwards (docs/product.md#api). */
export const getAwards = (signal?: AbortSignal) => api.get<TAward[]>('/communityAwards', signal);

export const awardsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.awards, queryFn: ({ signal }) => getAwards(signal) });

export const useAwards = () => useQuery(awardsQueryOptions());
