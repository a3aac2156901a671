import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@curio/shared';

type TQuantityStepperProps = {
  courseName: string;
  quantity: number;
  onChange: (quantity: number) => void;
  /**
   * While a change is on its way: the buttons ignore presses but keep focus (aria-disabled, not disabled).
   */
  isBusy: boolean;
};

/**
 * docs/product.md#pages: minus only above 1 (docs/product.md#rules minimum 1, step 1); plus up to the cart's
 * limit of 100 (docs/product.md#api). The quantity is seats, one learner each (ADR 013), and the control says
 * so.
 */
export function QuantityStepper({ courseName, quantity, onChange, isBusy }: TQuantityStepperProps) {
  const change = (next: number) => {
    if (!isBusy) onChange(next);
  };
  return (
    <div className="qty" role="group" aria-label={`Seats for ${courseName}`}>
      <span className="qty__label" aria-hidden="true">
        Seats
      </span>
      <button
        type="button"
        className="qty__button"
        aria-label={`Decrease quantity of ${courseName}`}
        disabled={quantity <= CART_QUANTITY_MIN}
        aria-disabled={isBusy || undefined}
        onClick={() => change(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="qty__value" aria-live="polite" aria-busy={isBusy || undefined}>
        {quantity}
      </output>
      <button
        type="button"
        className="qty__button"
        aria-label={`Increase quantity of ${courseName}`}
        disabled={quantity >= CART_QUANTITY_MAX}
        aria-disabled={isBusy || undefined}
        onClick={() => change(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
