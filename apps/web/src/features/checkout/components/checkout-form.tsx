import type { TCartLine, TPaymentsMode } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { PhoneField } from '#web/components/ui/phone-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useZodForm } from '#web/lib/form.ts';
import {
  fieldErrorText,
  ZCheckoutForm,
  type TCheckoutFormInput,
} from '#web/features/checkout/lib/checkout-values.ts';
import { useCheckoutSubmit } from '#web/features/checkout/lib/use-checkout-submit.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { PaymentSection } from './payment-section.tsx';

type TCheckoutFormProps = {
  defaultValues: TCheckoutFormInput;
  /** The cart's lines once loaded; undefined while it loads or if it failed (Place Order waits). */
  lines: TCartLine[] | undefined;
  accountEmail: string | undefined;
  /** PAYMENTS: `stripe` places the order, then leaves for the payment page (docs/product.md#payment). */
  mode?: TPaymentsMode;
};

/**
 * Checkout (docs/product.md#pages): contact email and address, the two checkboxes, the payment note and Place
 * Order.
 */
export function CheckoutForm({ defaultValues, lines, accountEmail, mode = 'manual' }: TCheckoutFormProps) {
  const form = useZodForm(ZCheckoutForm, defaultValues);
  const { onSubmit, isSending, isRedirecting } = useCheckoutSubmit(form, lines, mode);
  const field = (name: keyof TCheckoutFormInput) => {
    const props = form.field(name);
    return { ...props, error: fieldErrorText(name, props.error) };
  };

  return (
    <form className="form checkout-form" onSubmit={onSubmit} noValidate aria-label="Checkout">
      <section className="checkout-section" aria-labelledby="checkout-contact-title">
        <h2 id="checkout-contact-title" className="checkout-section__title">
          Contact
        </h2>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          hint="Optional: where we can reach you about this order."
          {...field('email')}
        />
      </section>

      <section className="checkout-section" aria-labelledby="checkout-address-title">
        <h2 id="checkout-address-title" className="checkout-section__title">
          Address
        </h2>
        <p className="checkout-section__note">Full name, full address and phone are required.</p>
        <TextField label="Full Name" autoComplete="name" required {...field('name')} />
        <TextAreaField
          label="Full Address"
          rows={3}
          autoComplete="street-address"
          required
          {...field('fullAddress')}
        />
        <TextField label="Landmark" hint="Optional." {...field('landmark')} />
        <PhoneField label="Phone" required {...field('mobile')} />
        <CheckboxField
          label="Save this address for next time"
          hint="It fills in this form on your next checkout. Untick it to forget a saved address."
          {...field('saveAddress')}
        />
      </section>

      <PaymentSection accountEmail={accountEmail} mode={mode} isRedirecting={isRedirecting} />

      <div className="checkout-form__place">
        <CheckboxField
          label={
            <>
              I accept the{' '}
              <Link className="text-link" to={paths.terms} target="_blank" rel="noopener">
                terms and conditions
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Link>
            </>
          }
          required
          {...field('acceptTerms')}
        />
        <Button type="submit" className="btn--lg btn--block" isLoading={isSending} disabled={!lines}>
          Place Order
        </Button>
      </div>
    </form>
  );
}
