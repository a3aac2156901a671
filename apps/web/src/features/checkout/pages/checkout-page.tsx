import '#web/components/commerce/commerce.css';
import { MESSAGES, SITE_PAGES } from '@curio/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { useCart, useSavedAddress } from '#web/api/commerce.ts';
import { usePaymentsMode } from '#web/api/payments.ts';
import { paths } from '#web/lib/paths.ts';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session.ts';
import { LoginRequired } from '#web/components/commerce/login-required.tsx';
import { CheckoutForm } from '#web/features/checkout/components/checkout-form.tsx';
import { OrderSummary } from '#web/features/checkout/components/order-summary.tsx';
import { checkoutDefaults } from '#web/features/checkout/lib/checkout-values.ts';

/**
 * `/checkout` (Checkout, docs/product.md#pages): the address form and Place Order beside the 'Your Order'
 * summary.
 */
export function CheckoutPage() {
  const { isLoggedIn } = useSession();
  const [isAnonymousArrival] = useState(!isLoggedIn);
  return (
    <PageFrame eyebrow="Your account" head={SITE_PAGES.checkout}>
      {isLoggedIn ? <Checkout /> : <SendToLogin shouldRedirect={isAnonymousArrival} />}
    </PageFrame>
  );
}

/**
 * docs/product.md#accounts: "Checkout without login gives an error and a redirect to /login." Only for a
 * visitor who arrives logged out. A session that ends on this page (logout, an expired token) is announced
 * and redirected by the code that ended it, so here it only shows the notice: a second toast would contradict
 * the first.
 */
function SendToLogin({ shouldRedirect }: { shouldRedirect: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!shouldRedirect) return;
    // The id keeps StrictMode's second effect run from showing the toast twice.
    toast.error(MESSAGES.auth.loginRequired, { toastId: 'checkout-login-required' });
    void navigate(paths.login, { replace: true });
  }, [shouldRedirect, navigate]);
  return <LoginRequired reason="Your cart and orders are kept in your account." />;
}

function Checkout() {
  const { user } = useSession();
  const cart = useCart();
  const savedAddress = useSavedAddress();
  const mode = usePaymentsMode();

  // The form starts from the saved address, so it waits for it; a failed read starts it from the profile.
  if (savedAddress.isPending) {
    return (
      <div className="query-state">
        <Spinner label="Loading checkout…" />
      </div>
    );
  }
  // The summary comes first: on a phone the learner sees what they are buying before the form; on a wide
  // screen the grid puts it in the right-hand column.
  return (
    <div className="checkout-layout">
      <OrderSummary cart={cart} />
      <CheckoutForm
        defaultValues={checkoutDefaults(savedAddress.data, user ?? {})}
        lines={cart.data?.courses}
        accountEmail={user?.email}
        mode={mode}
      />
    </div>
  );
}
