import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function CartPage() {
  return (
    <PageFrame
      eyebrow="Your account"
      heading="Cart"
      intro="The courses you have chosen, with their prices and quantities, ready for checkout."
    />
  );
}
