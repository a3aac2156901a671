import { MESSAGES } from '@curio/shared';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { paths } from '#web/lib/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useAddToCart } from '#web/features/courses/api/add-to-cart.ts';
import { useAddToWishlist } from '#web/features/courses/api/add-to-wishlist.ts';

/** A failed add: the spec's own failure text (SPEC §8), unless the session just ended and the user was told. */
function toastAddFailed(error: unknown, message: string) {
  if (error instanceof ApiError && error.endedSession) return;
  toast.error(message);
}

/**
 * Add to Cart / Add to Wishlist with the SPEC §6 rule: anonymous visitors are told to log in and taken to
 * /login; signed-in users get 'Course added to cart!' / 'Course added to wishlist!' or the failure text.
 */
export function useCourseActions() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const cart = useAddToCart();
  const wishlist = useAddToWishlist();

  const sendToLogin = (message: string) => {
    toast.error(message);
    void navigate(paths.login);
  };

  const addToCart = (courseId: string) => {
    if (!isLoggedIn) return sendToLogin(MESSAGES.cart.loginRequired);
    cart.mutate(courseId, {
      onSuccess: () => toast.success(MESSAGES.cart.added),
      onError: (error) => toastAddFailed(error, MESSAGES.cart.addFailed),
    });
  };

  const addToWishlist = (courseId: string) => {
    if (!isLoggedIn) return sendToLogin(MESSAGES.wishlist.loginRequired);
    wishlist.mutate(courseId, {
      onSuccess: () => toast.success(MESSAGES.wishlist.added),
      onError: (error) => toastAddFailed(error, MESSAGES.wishlist.addFailed),
    });
  };

  return {
    addToCart,
    addToWishlist,
    /** The course whose add is on its way, to show a busy button. */
    cartPendingId: cart.isPending ? cart.variables : undefined,
    wishlistPendingId: wishlist.isPending ? wishlist.variables : undefined,
  };
}
