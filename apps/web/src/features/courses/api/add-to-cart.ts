import type { TCart } from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCart } from '#web/api/commerce.ts';
import { api } from '#web/lib/api-client.ts';

/** SPEC §7: POST api/cart/add-to-cart { courseId, quantity: 1 } (SPEC §9: quantity on add is 1). */
export const addToCart = (courseId: string) =>
  api.post<TCart>('/cart/add-to-cart', { courseId, quantity: 1 });

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // The reply is the whole cart: it replaces the cached one, so the nav badge and cart page follow at once.
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}
