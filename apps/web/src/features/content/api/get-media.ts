import type { TMediaItem } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/ourMedia (docs/product.md#api). */
export const getMedia = (signal?: AbortSignal) => api.get<TMediaItem[]>('/ourMedia', signal);

export const mediaQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.media, queryFn: ({ signal }) => getMedia(signal) });

export const useMedia = () => useQuery(mediaQueryOptions());
