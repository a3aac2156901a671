import Stripe from 'stripe';
import type { StripeConfig } from '#api/config.ts';
import {
  ProviderError,
  WebhookSignatureError,
  type PaymentEffect,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.ts';

/** Stripe's signature header; a signature older than this many seconds is refused (replays). */
const SIGNATURE_HEADER = 'stripe-signature';
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The official client, pointed at STRIPE_API_URL when it is set (a local server speaking Stripe's API). */
export function createStripeClient(config: StripeConfig): Stripe {
  const url = config.apiUrl;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Curio' },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A Checkout Session's meaning for its order, from its status and payment_status. */
function sessionEffect(session: Stripe.Checkout.Session, type: string): PaymentEffect {
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  if (!orderId) return { kind: 'none' };
  const sessionId = session.id;
  if (type === 'checkout.session.expired' || session.status === 'expired')
    return { kind: 'failed', orderId, sessionId, reason: 'expired' };
  if (type === 'checkout.session.async_payment_failed')
    return { kind: 'failed', orderId, sessionId, reason: 'failed' };
  if (session.status !== 'complete') return { kind: 'none' };
  if (session.payment_status === 'unpaid') return { kind: 'processing', orderId, sessionId };
  return {
    kind: 'paid',
    orderId,
    sessionId,
    paymentReference: idOf(session.payment_intent) ?? session.id,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
  };
}

function eventEffect(event: Stripe.Event): PaymentEffect {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return sessionEffect(event.data.object, event.type);
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentReference = idOf(charge.payment_intent);
      if (!paymentReference) return { kind: 'none' };
      return {
        kind: 'refunded',
        orderId: charge.metadata.orderId ?? null,
        paymentReference,
        refundedCents: charge.amount_refunded,
      };
    }
    case 'refund.failed': {
      const refund = event.data.object;
      return { kind: 'refund-failed', orderId: refund.metadata?.orderId ?? null, refundId: refund.id };
    }
    default:
      return { kind: 'none' };
  }
}

function providerError(err: unknown): ProviderError {
  const status = (err as { statusCode?: unknown }).statusCode;
  const message = err instanceof Error ? err.message : String(err);
  return new ProviderError(message, typeof status === 'number' && status >= 400 && status < 500);
}

/** PAYMENTS=stripe: hosted Checkout Sessions, signed webhooks, refunds (ADR 039). */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = createStripeClient(config);
  return {
    name: 'stripe',

    async startPayment(input) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: input.orderId,
            metadata: { orderId: input.orderId, reference: input.reference },
            // Copied onto the payment, so its charge's events (charge.refunded) name the order too.
            payment_intent_data: { metadata: { orderId: input.orderId, reference: input.reference } },
            customer_email: input.customerEmail,
            line_items: input.lines.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: line.unitCents,
                product_data: { name: line.name },
              },
            })),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new ProviderError('Stripe answered a session without a page', false);
        return { sessionId: session.id, url: session.url };
      } catch (err) {
        throw err instanceof ProviderError ? err : providerError(err);
      }
    },

    readEvent(rawBody, headers): ProviderEvent {
      const signature = headers[SIGNATURE_HEADER];
      if (typeof signature !== 'string') throw new WebhookSignatureError('no signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'bad signature');
      }
      return { id: event.id, type: event.type, effect: eventEffect(event) };
    },

    async checkSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return sessionEffect(session, 'retrieve');
      } catch (err) {
        throw providerError(err);
      }
    },

    async closeSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        throw providerError(err);
      }
    },

    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentReference,
            amount: input.amountCents,
            metadata: { orderId: input.orderId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const status =
          refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
        return { refundId: refund.id, status };
      } catch (err) {
        throw providerError(err);
      }
    },
  };
}
