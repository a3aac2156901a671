import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function CheckoutPage() {
  return (
    <PageFrame
      eyebrow="Your account"
      heading="Checkout"
      intro="Enter your contact and address details, check your order and place it."
    />
  );
}
