import '#web/components/commerce/commerce.css';
import '#web/features/checkout/checkout.css';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  SITE_PAGES,
  dollarsToCents,
  formatMoney,
  type TOrder,
} from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { commerceKeys } from '#web/api/commerce.ts';
import { checkPayment, orderKey, useOrder } from '#web/api/payments.ts';
import { LoginRequired } from '#web/components/commerce/login-required.tsx';
import { PayButton } from '#web/components/commerce/pay-button.tsx';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths, profileTabPaths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';
import {
  CHECK_AFTER_READS,
  pollDelay,
  returnState,
  type TReturnState,
} from '#web/features/checkout/lib/payment-return.ts';

/**
 * `/checkout/return?order={id}` (docs/product.md#payment): where the payment page sends the learner back,
 * with `&cancelled=1` when they left it without paying. The page believes only the order: it shows 'Payment
 * received' once the order says so, reads it again with growing pauses while the provider's event is on its
 * way, and after a while asks the server to ask the provider once (ADR 040).
 */
export function CheckoutReturnPage() {
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  return (
    <PageFrame eyebrow="Your account" head={SITE_PAGES.checkoutReturn}>
      {!isLoggedIn ? (
        <LoginRequired reason={PAYMENT_PAGE_TEXTS.returnLoginReason} />
      ) : orderId ? (
        <PaymentReturn orderId={orderId} leftUnpaid={params.get('cancelled') === '1'} />
      ) : (
        <NoOrder />
      )}
    </PageFrame>
  );
}

function NoOrder() {
  return (
    <div className="notice">
      <p className="notice__title">{PAYMENT_PAGE_TEXTS.returnNoOrder}</p>
      <Link className={buttonClass('primary')} to={profileTabPaths.orders}>
        {PAYMENT_TEXTS.viewOrders}
      </Link>
    </div>
  );
}

function PaymentReturn({ orderId, leftUnpaid }: { orderId: string; leftUnpaid: boolean }) {
  const order = useOrder(orderId);
  const state = order.data ? returnState(order.data, { leftUnpaid }) : null;
  const { isLong } = useWaitForPayment(orderId, state);

  // Once the order is in, a later read that fails keeps it on screen (the next read may succeed).
  if (order.data) return <ReturnView order={order.data} state={state ?? 'waiting'} isLong={isLong} />;
  return (
    <QueryState
      query={order}
      loadingLabel={PAYMENT_PAGE_TEXTS.loadingOrder}
      empty={null}
      isEmpty={() => false}
    >
      {() => null}
    </QueryState>
  );
}

/**
 * Reads the order again while it waits for the provider: after 1 s, then longer pauses (`pollDelay`); after
 * `CHECK_AFTER_READS` reads still waiting, one check with the provider (`checkPayment`), whose answer
 * replaces the order, and the page says it takes longer than usual. Once paid, what shows the learner's
 * courses and orders elsewhere is read again.
 */
function useWaitForPayment(orderId: string, state: TReturnState | null) {
  const queryClient = useQueryClient();
  const [reads, setReads] = useState(0);
  const { mutate: check, isIdle: hasNotChecked } = useMutation({
    mutationFn: () => checkPayment(orderId),
    onSuccess: (latest) => queryClient.setQueryData(orderKey(orderId), latest),
  });
  const isWaiting = state === 'waiting';

  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId), exact: true });
      setReads((n) => n + 1);
    }, pollDelay(reads));
    return () => window.clearTimeout(timer);
  }, [isWaiting, reads, orderId, queryClient]);

  // Once: the mutation leaves its idle state with the first call and never returns to it.
  useEffect(() => {
    if (isWaiting && reads >= CHECK_AFTER_READS && hasNotChecked) check();
  }, [isWaiting, reads, hasNotChecked, check]);

  useEffect(() => {
    if (state !== 'received') return;
    for (const queryKey of [commerceKeys.orders, commerceKeys.enrolled, commerceKeys.notifications])
      void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [state, queryClient]);

  return { isLong: !hasNotChecked && isWaiting };
}

const RETURN_TITLES: Record<TReturnState, string> = {
  received: PAYMENT_TEXTS.paymentReceived,
  waiting: PAYMENT_TEXTS.waitingTitle,
  processing: PAYMENT_TEXTS.waitingTitle,
  failed: PAYMENT_TEXTS.cancelledTitle,
  cancelled: PAYMENT_TEXTS.cancelledTitle,
  flagged: PAYMENT_TEXTS.waitingTitle,
  closed: PAYMENT_TEXTS.returnTitle,
};

function stateMessage(order: TOrder, state: TReturnState, isLong: boolean): string {
  switch (state) {
    case 'received':
      return PAYMENT_TEXTS.paymentReceivedMessage(order.reference);
    case 'waiting':
      return isLong ? PAYMENT_TEXTS.waitingLong : PAYMENT_TEXTS.waitingMessage;
    case 'processing':
      return PAYMENT_TEXTS.processingMessage;
    case 'failed':
      return order.payment.failureReason ?? PAYMENT_TEXTS.cancelledMessage;
    case 'cancelled':
      return PAYMENT_TEXTS.cancelledMessage;
    case 'flagged':
      return PAYMENT_TEXTS.flaggedMessage;
    case 'closed':
      return PAYMENT_PAGE_TEXTS.returnClosed(ORDER_STATUS_LABELS[order.status]);
  }
}

/**
 * The state in words inside one live region (read as it changes), the order it is about, and the way on:
 * the courses once paid, Try again after a failed or abandoned try, the order history otherwise.
 */
function ReturnView({ order, state, isLong }: { order: TOrder; state: TReturnState; isLong: boolean }) {
  const titleId = useId();
  const canRetry = (state === 'failed' || state === 'cancelled') && order.payment.canPay;
  return (
    <section className="summary-card payment-return" aria-labelledby={titleId}>
      <div className="payment-return__state" role="status" aria-live="polite" aria-atomic="true">
        {state === 'waiting' && <Spinner size="md" />}
        <h2 id={titleId} className="payment-return__title">
          {RETURN_TITLES[state]}
        </h2>
        <p className="payment-return__message">{stateMessage(order, state, isLong)}</p>
      </div>
      <dl className="summary-card__rows payment-return__order">
        <Row term={PAYMENT_TEXTS.receiptOrder}>{order.reference}</Row>
        <Row term={PAYMENT_TEXTS.receiptTotal}>{formatMoney(dollarsToCents(order.payment.amount))}</Row>
        {order.payment.receiptNumber && (
          <Row term={PAYMENT_TEXTS.receiptNumberLabel}>
            <Link className="text-link" to={paths.receipt.to(order.payment.receiptNumber)}>
              {order.payment.receiptNumber}
            </Link>
          </Row>
        )}
      </dl>
      {state === 'received' && <CourseLinks order={order} />}
      <div className="payment-return__actions">
        {canRetry && <PayButton orderId={order._id} label={PAYMENT_TEXTS.tryAgain} />}
        <Link
          className={buttonClass(canRetry || state === 'received' ? 'secondary' : 'primary')}
          to={profileTabPaths.orders}
        >
          {PAYMENT_TEXTS.viewOrders}
        </Link>
      </div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="summary-card__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Each paid course with its way into the lessons. */
function CourseLinks({ order }: { order: TOrder }) {
  const courses = order.courses.filter((line) => line.course._id);
  if (courses.length === 0) return null;
  return (
    <ul className="payment-return__courses">
      {courses.map((line, index) => (
        <li key={`${line.course._id ?? ''}-${index}`}>
          <span className="payment-return__course">{line.course.name}</span>
          <Link
            className={buttonClass('primary')}
            to={paths.learn.course.to(line.course.slug)}
            aria-label={`${PAYMENT_TEXTS.startLearning}: ${line.course.name}`}
          >
            {PAYMENT_TEXTS.startLearning}
          </Link>
        </li>
      ))}
    </ul>
  );
}
