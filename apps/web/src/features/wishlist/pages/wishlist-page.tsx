import '#web/components/commerce/commerce.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { useSession } from '#web/lib/session.ts';
import { LoginRequired } from '#web/components/commerce/login-required.tsx';
import { WishlistList } from '#web/components/commerce/wishlist-list.tsx';

/**
 * `/wishlist` (Wishlist, docs/product.md#pages): saved courses with Move to Cart and remove; anonymous
 * visitors log in first.
 */
export function WishlistPage() {
  const { isLoggedIn } = useSession();
  return (
    <PageFrame eyebrow="Your account" head={SITE_PAGES.wishlist}>
      {isLoggedIn ? <WishlistList /> : <LoginRequired reason="Your wishlist is kept in your account." />}
    </PageFrame>
  );
}
