import { MESSAGES } from '@curio/shared';
import { useLocation, useNavigate } from 'react-router';
import { useCourseAdds } from '#web/api/course-adds.ts';
import { useCourseOwnership } from '#web/api/commerce.ts';
import { loginPathReturningTo } from '#web/lib/login-return.ts';
import { rememberPendingAdd, type TPendingAdd } from '#web/lib/pending-add.ts';
import { useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * Add to Cart / Add to Wishlist with the rule of docs/product.md#accounts: anonymous visitors are told to log
 * in and taken to /login, which returns to this page and finishes the add; signed-in learners get the toasts
 * of docs/product.md#messages. Also what the learner already has: a course they are enrolled in, a
 * course in their wishlist.
 */
export function useCourseActions() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const adds = useCourseAdds();
  const ownership = useCourseOwnership();

  const sendToLogin = (kind: TPendingAdd['kind'], courseId: string, message: string) => {
    const returnTo = `${location.pathname}${location.search}`;
    rememberPendingAdd({ kind, courseId, returnTo });
    toast.error(message);
    void navigate(loginPathReturningTo(returnTo));
  };

  const addToCart = (courseId: string) => {
    if (!isLoggedIn) return sendToLogin('cart', courseId, MESSAGES.cart.loginRequired);
    void adds.addToCart(courseId);
  };

  const addToWishlist = (courseId: string) => {
    if (!isLoggedIn) return sendToLogin('wishlist', courseId, MESSAGES.wishlist.loginRequired);
    void adds.addToWishlist(courseId);
  };

  return {
    addToCart,
    addToWishlist,
    ...ownership,
    cartPendingId: adds.cartPendingId,
    wishlistPendingId: adds.wishlistPendingId,
  };
}
