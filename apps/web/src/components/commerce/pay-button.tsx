import { PAYMENT_MESSAGES } from '@curio/shared';
import { useRef } from 'react';
import { useStartPayment } from '#web/api/payments.ts';
import { Button, type TButtonVariant } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';

type TPayButtonProps = {
  orderId: string;
  /** 'Try again' after a failed or abandoned try, 'Pay now' on an order never paid. */
  label: string;
  variant?: TButtonVariant;
  /** Names the order for a screen reader when several buttons share a label ('Try again: CUR-…'). */
  'aria-label'?: string;
};

/**
 * Starts a new payment of a pending order and leaves for the provider's page (docs/product.md#payment): one
 * press, one session. The button stays busy until the browser has left; a refusal (the order was paid
 * meanwhile, the provider is down) is toasted with the server's reason, and the order is read again.
 */
export function PayButton({ orderId, label, variant = 'primary', ...props }: TPayButtonProps) {
  const start = useStartPayment();
  const isStarting = useRef(false);
  const isLeaving = start.isSuccess && start.data.redirectUrl !== null;
  const pay = () => {
    if (isStarting.current) return;
    isStarting.current = true;
    start.mutate(orderId, {
      onError: (error) => toastError(error, PAYMENT_MESSAGES.providerUnavailable),
      onSettled: () => {
        isStarting.current = false;
      },
    });
  };
  return (
    <Button variant={variant} isLoading={start.isPending || isLeaving} onClick={pay} {...props}>
      {label}
    </Button>
  );
}
