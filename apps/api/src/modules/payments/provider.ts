/**
 * A payment provider (docs/ARCHITECTURE.md#payments, ADR 039): starts a payment for an order, reads the
 * provider's events into effects, asks for a session's state, and refunds. `manual` (an admin marks orders
 * paid) and `stripe` (hosted Checkout) implement it; another provider is one more module beside them.
 */

export interface CheckoutLine {
  name: string;
  quantity: number;
  unitCents: number;
}

export interface StartPaymentInput {
  orderId: string;
  /** The reference the learner quotes ('CUR-1A2B3C4D'), shown on the provider's page. */
  reference: string;
  amountCents: number;
  currency: string;
  /** The order's server-computed lines (ADR 006): Σ quantity × unitCents = amountCents. */
  lines: CheckoutLine[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Sent as the provider request's Idempotency-Key: the same key answers the same session. */
  idempotencyKey: string;
}

export interface StartedPayment {
  sessionId: string;
  url: string;
}

/** What an event (or a session's state) means for an order; the order's status decides whether it applies. */
export type PaymentEffect =
  | {
      kind: 'paid';
      orderId: string;
      sessionId: string;
      /** The provider's payment id (Stripe's PaymentIntent). */
      paymentReference: string;
      amountCents: number;
      currency: string;
    }
  | { kind: 'processing'; orderId: string; sessionId: string }
  | { kind: 'failed'; orderId: string; sessionId: string; reason: 'failed' | 'expired' }
  | {
      kind: 'refunded';
      /** From the payment's metadata when present; otherwise found by `paymentReference`. */
      orderId: string | null;
      paymentReference: string;
      /** Σ refunded so far at the provider (Stripe's charge.amount_refunded): grows, never shrinks. */
      refundedCents: number;
    }
  /** The provider gave up on a refund it had accepted (Stripe's refund.failed). */
  | { kind: 'refund-failed'; orderId: string | null; refundId: string }
  | { kind: 'none' };

export interface ProviderEvent {
  id: string;
  type: string;
  effect: PaymentEffect;
}

export interface RefundInput {
  paymentReference: string;
  amountCents: number;
  idempotencyKey: string;
  orderId: string;
}

export interface ProviderRefund {
  refundId: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/** The provider's signature did not verify: 400, nothing changed. */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or answered an error; `refused` when it said no (a 4xx). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: 'manual' | 'stripe';
  /** Online providers: where to send the learner. Manual: null (an admin confirms the order). */
  startPayment(input: StartPaymentInput): Promise<StartedPayment | null>;
  /** Verifies a webhook's signature over its raw body and reads it; throws WebhookSignatureError. */
  readEvent(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent;
  /** Asks the provider once where a session stands (the return page's fallback). */
  checkSession(sessionId: string): Promise<PaymentEffect>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Closes a session still open (the order was cancelled), so nobody can pay it any more. */
  closeSession(sessionId: string): Promise<void>;
}
