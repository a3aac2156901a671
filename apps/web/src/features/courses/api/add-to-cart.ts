import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** SPEC §7: POST api/cart/add-to-cart { courseId, quantity: 1 } (SPEC §9: quantity on add is 1). */
export const addToCart = (courseId: string) =>
  api.post<unknown>('/cart/add-to-cart', { courseId, quantity: 1 });

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // The cart screens (commerce issue) read under the 'cart' key; they refetch on their next visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
