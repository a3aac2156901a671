import { formatMoney } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';

/**
 * The 'Cart Total' card (docs/product.md#pages). The spec shows a fixed $99.25; here both figures are Σ
 * quantity × price of the lines on screen (docs/product.md#cart-and-orders). There is no tax or shipping, so
 * Subtotal and Total agree.
 */
export function CartTotal({ totalCents }: { totalCents: number }) {
  return (
    <aside className="summary-card" aria-labelledby="cart-total-title">
      <h2 id="cart-total-title" className="summary-card__title">
        Cart Total
      </h2>
      <dl className="summary-card__rows">
        <div className="summary-card__row">
          <dt>Subtotal</dt>
          <dd>{formatMoney(totalCents)}</dd>
        </div>
        <div className="summary-card__row summary-card__row--total">
          <dt>Total</dt>
          <dd>{formatMoney(totalCents)}</dd>
        </div>
      </dl>
      <Link className={buttonClass('primary', 'btn--lg summary-card__action')} to={paths.checkout}>
        Proceed to Checkout
      </Link>
      <p className="summary-card__note">Prices are in USD. You pay after placing the order.</p>
    </aside>
  );
}
