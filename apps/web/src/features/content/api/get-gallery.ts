import type { TGalleryItem } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/communityGallery (docs/product.md#api). */
export const getGallery = (signal?: AbortSignal) => api.get<TGalleryItem[]>('/communityGallery', signal);

export const galleryQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.gallery, queryFn: ({ signal }) => getGallery(signal) });

export const useGallery = () => useQuery(galleryQueryOptions());
