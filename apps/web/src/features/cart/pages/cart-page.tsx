import '#web/components/commerce/commerce.css';
import { cartTotalCents, COMMERCE_MESSAGES, MESSAGES, type TCart, SITE_PAGES } from '@curio/shared';
import { Link } from 'react-router';
import { itemCountText, useCart } from '#web/api/commerce.ts';
import { paths } from '#web/lib/paths.ts';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useSession } from '#web/lib/session.ts';
import { CartLine } from '#web/features/cart/components/cart-line.tsx';
import { LineSkeleton } from '#web/components/commerce/line-skeleton.tsx';
import { CartTotal } from '#web/features/cart/components/cart-total.tsx';
import { LoginRequired } from '#web/components/commerce/login-required.tsx';

/**
 * `/cart` (Cart, docs/product.md#pages): the signed-in user's lines and the Cart Total card; anonymous
 * visitors log in first.
 */
export function CartPage() {
  const { isLoggedIn } = useSession();
  return (
    <PageFrame eyebrow="Your account" head={SITE_PAGES.cart}>
      {isLoggedIn ? <CartContent /> : <LoginRequired reason="Your cart is kept in your account." />}
    </PageFrame>
  );
}

function CartContent() {
  const cart = useCart();
  return (
    <QueryState
      query={cart}
      loadingLabel="Loading your cart…"
      loading={<LineSkeleton label="Loading your cart…" />}
      isEmpty={(data) => data.courses.length === 0}
      empty={
        <>
          {MESSAGES.cart.empty}{' '}
          <Link className="text-link" to={paths.courses}>
            Browse courses
          </Link>
        </>
      }
    >
      {(data) => <CartView cart={data} />}
    </QueryState>
  );
}

function CartView({ cart }: { cart: TCart }) {
  return (
    <div className="cart-layout">
      <section className="cart-layout__lines" aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="section-heading">
          Your courses
        </h2>
        <p className="cart-layout__count">{itemCountText(cart.itemCount)} in your cart</p>
        {/* ADR 013: what a line's quantity means, said once above the lines. */}
        <p className="cart-layout__seats">{COMMERCE_MESSAGES.seatsExplained}</p>
        <ul className="line-list">
          {cart.courses.map((line) => (
            <li key={line.course._id}>
              <CartLine line={line} />
            </li>
          ))}
        </ul>
      </section>
      <CartTotal totalCents={cartTotalCents(cart.courses)} />
    </div>
  );
}
