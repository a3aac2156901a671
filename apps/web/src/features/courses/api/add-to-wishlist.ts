import type { TWishlist } from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeWishlist } from '#web/api/commerce.ts';
import { api } from '#web/lib/api-client.ts';

/** SPEC §7: POST api/wishlist/add { courseId }. */
export const addToWishlist = (courseId: string) => api.post<TWishlist>('/wishlist/add', { courseId });

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    // The reply is the whole wishlist: it replaces the cached one (the wishlist page and profile tab).
    onSuccess: (wishlist) => storeWishlist(queryClient, wishlist),
  });
}
