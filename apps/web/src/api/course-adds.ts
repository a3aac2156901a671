import { COMMERCE_MESSAGES, MESSAGES, type TCart, type TWishlist } from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commerceKeys, storeCart, storeWishlist } from '#web/api/commerce.ts';
import { ApiError, api, apiRequest } from '#web/lib/api-client.ts';
import { toastAddFailed } from '#web/lib/notify.ts';
import { takePendingAdd } from '#web/lib/pending-add.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * docs/product.md#api: POST api/cart/add-to-cart { courseId, quantity: 1 } (quantity on add is 1,
 * docs/product.md#rules).
 */
export const addToCart = (courseId: string) =>
  api.post<TCart>('/cart/add-to-cart', { courseId, quantity: 1 });

/**
 * docs/product.md#api: POST api/wishlist/add { courseId }. A course already there is a no-op 200
 * (docs/product.md#api) whose message says so: `isAdded` tells the two apart, so the learner is not told
 * 'Course added to wishlist!' twice.
 */
export async function addToWishlist(courseId: string): Promise<{ wishlist: TWishlist; isAdded: boolean }> {
  const reply = await apiRequest<TWishlist>('/wishlist/add', { method: 'POST', body: { courseId } });
  return { wishlist: reply.data, isAdded: reply.message !== COMMERCE_MESSAGES.alreadyInWishlist };
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // The reply is the whole cart: it replaces the cached one, so the nav badge and cart page follow at once.
    onSuccess: (cart) => storeCart(queryClient, cart),
    // 409 'already enrolled': the course was bought elsewhere (another tab); show 'Enrolled' from now on.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: commerceKeys.enrolled });
    },
  });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    // The reply is the whole wishlist: it replaces the cached one (the wishlist page, the saved hearts).
    onSuccess: ({ wishlist }) => storeWishlist(queryClient, wishlist),
  });
}

/**
 * A signed-in learner's Add to Cart / Add to Wishlist with the toasts of docs/product.md#messages. The
 * promises settle even when the calling screen has gone (the login form navigates away before its add
 * answers), so the toast always shows.
 */
export function useCourseAdds() {
  const cart = useAddToCart();
  const wishlist = useAddToWishlist();

  const addCourseToCart = (courseId: string) =>
    cart.mutateAsync(courseId).then(
      () => toast.success(MESSAGES.cart.added),
      (error: unknown) => toastAddFailed(error, MESSAGES.cart.addFailed),
    );

  const addCourseToWishlist = (courseId: string) =>
    wishlist.mutateAsync(courseId).then(
      ({ isAdded }) =>
        isAdded ? toast.success(MESSAGES.wishlist.added) : toast.info(COMMERCE_MESSAGES.alreadyInWishlist),
      (error: unknown) => toastAddFailed(error, MESSAGES.wishlist.addFailed),
    );

  return {
    addToCart: addCourseToCart,
    addToWishlist: addCourseToWishlist,
    /** The course whose add is on its way, to show a busy button. */
    cartPendingId: cart.isPending ? cart.variables : undefined,
    wishlistPendingId: wishlist.isPending ? wishlist.variables : undefined,
  };
}

/**
 * After a login: finishes the add an anonymous click was refused (lib/pending-add.ts), when the login returns
 * to the page that click was on.
 */
export function useFinishPendingAdd() {
  const adds = useCourseAdds();
  return (returnTo: string) => {
    const pending = takePendingAdd(returnTo);
    if (!pending) return;
    void (pending.kind === 'cart' ? adds.addToCart(pending.courseId) : adds.addToWishlist(pending.courseId));
  };
}
