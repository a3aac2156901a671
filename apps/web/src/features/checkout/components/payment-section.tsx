import { ORDER_STATUS_LABELS, PAYMENT_TEXTS, type TPaymentsMode } from '@curio/shared';
import { StrokeIcon } from '#web/components/ui/icons.tsx';

const CardIcon = () => (
  <StrokeIcon className="payment-card__icon">
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 10h19M6.5 15h4" />
  </StrokeIcon>
);

/**
 * docs/product.md#pages: "A card payment section with no card inputs." Under PAYMENTS=manual nothing is
 * charged on this page: the order is placed as 'Pending payment' and the team arranges payment afterwards,
 * which is what the confirmation email says (apps/api/src/modules/commerce/mails.ts). Under PAYMENTS=stripe
 * the learner pays by card on the provider's page, which Place Order leads to (docs/product.md#payment,
 * ADR 040): still no card field here. The email goes to the account's address (ADR 006).
 */
export function PaymentSection({
  accountEmail,
  mode,
  isRedirecting = false,
}: {
  accountEmail: string | undefined;
  mode: TPaymentsMode;
  /** The order is placed and the browser is leaving for the payment page. */
  isRedirecting?: boolean;
}) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className="checkout-section__title">
        {PAYMENT_TEXTS.checkoutCardTitle}
      </h2>
      <div className="payment-card">
        <CardIcon />
        <div>
          <p className="payment-card__method">Card payment</p>
          {mode === 'stripe' ? (
            <p className="payment-card__text">{PAYMENT_TEXTS.checkoutCardLine}</p>
          ) : (
            <p className="payment-card__text">
              No card details are needed here. Your order is placed as{' '}
              <strong>{ORDER_STATUS_LABELS.pending}</strong>: we will contact you to arrange payment and
              confirm your enrolment once it is received.
            </p>
          )}
          {accountEmail && (
            <p className="payment-card__text">
              The confirmation, with your order reference and total, is emailed to{' '}
              <strong>{accountEmail}</strong>.
            </p>
          )}
          <p className="payment-card__text payment-card__status" role="status">
            {isRedirecting ? PAYMENT_TEXTS.redirecting : ''}
          </p>
        </div>
      </div>
    </section>
  );
}
