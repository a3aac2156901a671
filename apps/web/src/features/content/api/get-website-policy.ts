import type { TWebsitePolicy } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/websitepolicy (docs/product.md#api). */
export const getWebsitePolicy = (signal?: AbortSignal) => api.get<TWebsitePolicy>('/websitepolicy', signal);

export const websitePolicyQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.websitePolicy, queryFn: ({ signal }) => getWebsitePolicy(signal) });

export const useWebsitePolicy = () => useQuery(websitePolicyQueryOptions());
