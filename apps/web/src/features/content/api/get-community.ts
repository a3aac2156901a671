import type { TCommunityPost } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/community (docs/product.md#api). */
export const getCommunityPosts = (signal?: AbortSignal) => api.get<TCommunityPost[]>('/community', signal);

export const communityQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.community, queryFn: ({ signal }) => getCommunityPosts(signal) });

export const useCommunityPosts = () => useQuery(communityQueryOptions());
