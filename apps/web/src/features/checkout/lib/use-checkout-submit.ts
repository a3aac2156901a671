import {
  COMMERCE_MESSAGES,
  MESSAGES,
  PAYMENT_MESSAGES,
  type TCartLine,
  type TPaymentsMode,
} from '@curio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { commerceKeys, usePlaceOrder } from '#web/api/commerce.ts';
import { goToProvider, startPayment } from '#web/api/payments.ts';
import { profileTabPaths } from '#web/lib/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import {
  formFieldOf,
  invalidFormMessage,
  toOrderRequest,
  type TCheckoutFormInput,
  type TCheckoutFormValues,
} from './checkout-values.ts';
import { useAttemptKey } from './idempotency-key.ts';

type TCheckoutForm = UseFormReturn<TCheckoutFormInput, unknown, TCheckoutFormValues>;

/**
 * Place Order (docs/product.md#rules, #messages, #api): an empty cart is refused here, missing fields are
 * flagged and toasted, and a valid form sends the order once. A second press while one is on its way does
 * nothing (the ref is set before validation starts, so even two clicks in one frame send one request), and a
 * retry of the same order carries the same Idempotency-Key.
 *
 * Under PAYMENTS=stripe (docs/product.md#payment) the placed order then asks for a payment session and the
 * browser leaves for the provider's page (a full-page redirect, ADR 040); the button stays busy until the
 * page is gone. If the session cannot be started the order is kept: the learner is told why and taken to
 * Order History, where the order offers Pay now.
 */
export function useCheckoutSubmit(
  form: TCheckoutForm,
  lines: TCartLine[] | undefined,
  mode: TPaymentsMode = 'manual',
) {
  const placeOrder = usePlaceOrder();
  const attemptKey = useAttemptKey();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isSubmitting = useRef(false);
  const [isRedirecting, setIsRedirecting] = useState(false);
  // Back from the provider's page, the browser may restore this page as it was left: busy. It is not.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError) {
      applyServerErrors(form, error, formFieldOf);
      // 409: a price or the cart changed since the page loaded; 400: the cart may have been emptied
      // elsewhere. Either way the summary should show the cart as it is now, so the next press sends what the
      // learner sees.
      if (error.status === 409 || error.status === 400)
        void queryClient.invalidateQueries({ queryKey: commerceKeys.cart });
    }
    toastError(error, MESSAGES.order.failed);
  };

  const send = async (values: TCheckoutFormValues) => {
    if (!lines) return;
    const body = toOrderRequest(lines, values);
    let orderId: string;
    try {
      orderId = (await placeOrder.mutateAsync({ body, idempotencyKey: attemptKey(body) }))._id;
    } catch (error) {
      showFailure(error);
      return;
    }
    const payment = mode === 'stripe' ? await payOnline(orderId) : 'none';
    if (payment === 'redirected') return;
    // A payment that could not start has said so (and that the order is kept); otherwise the usual toast.
    if (payment !== 'failed') toast.success(MESSAGES.order.placed);
    void navigate(profileTabPaths.orders);
  };

  /** Asks for a payment session and leaves for the provider's page. */
  const payOnline = async (orderId: string): Promise<'redirected' | 'failed' | 'none'> => {
    setIsRedirecting(true);
    try {
      const { redirectUrl } = await startPayment(orderId);
      if (redirectUrl) {
        goToProvider(redirectUrl);
        return 'redirected';
      }
      setIsRedirecting(false);
      return 'none';
    } catch (error) {
      toastError(error, PAYMENT_MESSAGES.providerUnavailable);
      setIsRedirecting(false);
      return 'failed';
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting.current || !lines) return;
    if (lines.length === 0) {
      toast.error(COMMERCE_MESSAGES.cartEmpty);
      return;
    }
    isSubmitting.current = true;
    void form
      .handleSubmit(send, (errors) => toast.error(invalidFormMessage(errors)))()
      .finally(() => {
        isSubmitting.current = false;
      });
  };

  return { onSubmit, isSending: placeOrder.isPending || isRedirecting, isRedirecting };
}
