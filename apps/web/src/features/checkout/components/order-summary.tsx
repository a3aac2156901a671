import {
  cartLineTotalCents,
  cartTotalCents,
  dollarsToCents,
  formatMoney,
  MESSAGES,
  seatsText,
  type TCart,
} from '@curio/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';

/**
 * 'Your Order' (docs/product.md#pages): each line's name and price × quantity (seats, ADR 013), the total, or
 * 'No items in cart'.
 */
export function OrderSummary({ cart }: { cart: UseQueryResult<TCart> }) {
  return (
    <aside className="summary-card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="summary-card__title">
        Your Order
      </h2>
      <QueryState
        query={cart}
        loadingLabel="Loading your order…"
        isEmpty={(data) => data.courses.length === 0}
        empty={MESSAGES.order.noItems}
      >
        {(data) => (
          <>
            <ul className="order-summary__lines">
              {data.courses.map((line) => (
                <li key={line.course._id} className="order-summary__line">
                  <span className="order-summary__name">{line.course.name}</span>
                  <span className="order-summary__qty">
                    {formatMoney(dollarsToCents(line.course.price))} × {seatsText(line.quantity)}
                  </span>
                  <span className="order-summary__amount">
                    <span className="visually-hidden">Line total: </span>
                    {formatMoney(cartLineTotalCents(line))}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="summary-card__rows">
              <div className="summary-card__row summary-card__row--total">
                <dt>Total</dt>
                <dd>{formatMoney(cartTotalCents(data.courses))}</dd>
              </div>
            </dl>
            <Link className="text-link order-summary__edit" to={paths.cart}>
              Edit cart
            </Link>
          </>
        )}
      </QueryState>
    </aside>
  );
}
