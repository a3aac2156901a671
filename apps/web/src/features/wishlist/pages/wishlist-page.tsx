import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function WishlistPage() {
  return (
    <PageFrame
      eyebrow="Your account"
      heading="Wishlist"
      intro="Courses you have saved for later; move any of them to your cart when you are ready."
    />
  );
}
