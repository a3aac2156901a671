import { WishlistList } from '#web/components/commerce/wishlist-list.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * Profile → Wishlist (docs/product.md#pages): the same list as /wishlist (Move to Cart, remove), under this
 * tab's h2.
 */
export function WishlistTab() {
  return (
    <ProfileSection title="Wishlist" intro="Courses you have saved for later.">
      <WishlistList headingLevel="h3" />
    </ProfileSection>
  );
}
