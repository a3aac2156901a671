import { PageFrame } from '../../../components/layout/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { LoginRequired } from '../../../components/commerce/login-required.tsx';
import { WishlistList } from '../../../components/commerce/wishlist-list.tsx';

/** `/wishlist` (SPEC §2 Wishlist): saved courses with Move to Cart and remove; anonymous visitors log in first. */
export function WishlistPage() {
  const { isLoggedIn } = useSession();
  return (
    <PageFrame
      eyebrow="Your account"
      heading="Wishlist"
      intro="Courses you have saved for later; move any of them to your cart when you are ready."
    >
      {isLoggedIn ? <WishlistList /> : <LoginRequired reason="Your wishlist is kept in your account." />}
    </PageFrame>
  );
}
