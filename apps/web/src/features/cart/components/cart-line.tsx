import { cartLineTotalCents, COMMERCE_MESSAGES, formatMoney, MESSAGES, type TCartLine } from '@curio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '#web/lib/toast.ts';
import { commerceKeys, useRemoveFromCart, useUpdateCartQuantity } from '#web/api/commerce.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toastError } from '#web/lib/notify.ts';
import { CourseLineSummary } from '#web/components/commerce/course-line-summary.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * One cart line (docs/product.md#pages): image, name, price, quantity with minus and plus, the line's total,
 * remove.
 */
export function CartLine({ line }: { line: TCartLine }) {
  const { course, quantity } = line;
  const nameId = useId();
  const queryClient = useQueryClient();
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const isBusy = update.isPending || remove.isPending;

  // A refused change (the line was removed in another tab, the limit was passed): say why, show the real
  // cart.
  const onFailed = (error: unknown) => {
    toastError(error, MESSAGES.api.internal);
    void queryClient.invalidateQueries({ queryKey: commerceKeys.cart });
  };

  return (
    <article className="cart-line" aria-labelledby={nameId} aria-busy={isBusy || undefined}>
      <CourseLineSummary course={course} nameId={nameId} />
      <QuantityStepper
        courseName={course.name}
        quantity={quantity}
        isBusy={isBusy}
        onChange={(next) => update.mutate({ courseId: course._id, quantity: next }, { onError: onFailed })}
      />
      <p className="cart-line__total">
        <span className="visually-hidden">Line total: </span>
        {formatMoney(cartLineTotalCents(line))}
      </p>
      <button
        type="button"
        className="text-button cart-line__remove"
        aria-label={`Remove: ${course.name}`}
        aria-disabled={isBusy || undefined}
        onClick={() => {
          if (isBusy) return;
          // mutateAsync: the removed line unmounts, and mutate()'s own callbacks would then never run.
          remove
            .mutateAsync(course._id)
            .then(() => toast.success(COMMERCE_MESSAGES.removedFromCart), onFailed);
        }}
      >
        {remove.isPending && <Spinner size="sm" />}
        Remove
      </button>
    </article>
  );
}
