import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** SPEC §7: POST api/wishlist/add { courseId }. */
export const addToWishlist = (courseId: string) => api.post<unknown>('/wishlist/add', { courseId });

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    // The wishlist screens (commerce issue) read under the 'wishlist' key; they refetch on their next visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
  });
}
