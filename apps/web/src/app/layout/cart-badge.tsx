import { itemCountText, useCart } from '#web/api/commerce.ts';

/** The nav cart's accessible name: 'Cart, 3 items' once the count is known, plain 'Cart' until then. */
export const cartLabel = (count: number | undefined) =>
  count === undefined ? 'Cart' : `Cart, ${itemCountText(count)}`;

/** Σ quantity of the signed-in user's cart (GET /api/cart/get-cart `itemCount`); undefined while unknown. */
export const useCartCount = () => useCart().data?.itemCount;

/**
 * The number on the cart icon; hidden when the cart is empty. The link's name already says it, so it is
 * aria-hidden.
 */
export function CartBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="cart-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
