import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  PAYMENT_MESSAGES as PM,
  RECEIPT_NUMBER_PATTERN,
  ZOrder,
  ZPaymentStartReply,
  ZReceipt,
  type TReceipt,
} from '@curio/shared';
import { authUser } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { badRequest } from '#api/lib/http-errors.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { WebhookSignatureError } from '#api/modules/payments/index.ts';
import { createPaymentService, type PaymentService } from './payment-service.ts';

const tags = ['Payments'];
const ZOrderParams = z.object({ id: z.uuid() });
export const ZReceiptParams = z.object({
  number: z.string().regex(RECEIPT_NUMBER_PATTERN, { error: PM.receiptNotFound }),
});

/** A receipt's PDF, shown in the browser and saved under its number. */
export async function sendReceiptPdf(reply: FastifyReply, service: PaymentService, receipt: TReceipt) {
  const pdf = await service.receiptPdf(receipt);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${receipt.number}.pdf"`)
    .send(pdf);
}

/**
 * Stripe's webhook (ADR 039): its own plugin, so the raw body its signature covers reaches the handler as
 * sent; every other route keeps Fastify's JSON parser.
 */
async function stripeWebhookRoute(fastify: FastifyInstance, service: PaymentService) {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  fastify.withTypeProvider<ZodTypeProvider>().post('/payments/stripe/webhook', {
    schema: {
      tags,
      summary: 'Stripe’s events, signed (Stripe-Signature): a bad signature is 400 and changes nothing',
      response: { 200: envelope(z.object({ received: z.literal(true) })), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      try {
        await service.handleWebhook(raw, request.headers);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw badRequest(PM.webhookSignatureInvalid);
        throw err;
      }
      return ok({ received: true as const }, PM.webhookReceived);
    },
  });
}

/** The learner's payment calls: pay an order, check it on return, read and download receipts. */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPaymentService(fastify);
  // Before validation: no valid token → 401 (plugins/auth.ts).
  const signedIn = { auth: 'signed-in' } as const;
  const writes = { ...signedIn, ...limitBy.user(fastify.config.rateLimits.learnerWrites) };

  app.post('/booking/:id/pay', {
    config: writes,
    schema: {
      tags,
      security: bearer,
      summary:
        'Start paying one of the learner’s pending orders: the provider’s page to send them to (null under PAYMENTS=manual)',
      params: ZOrderParams,
      response: { 200: envelope(ZPaymentStartReply), ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
    },
    handler: async (request) => ok(await service.startPayment(authUser(request.user), request.params.id)),
  });

  app.post('/booking/:id/payment/check', {
    config: writes,
    schema: {
      tags,
      security: bearer,
      summary:
        'The return page’s fallback: ask the provider once where the order’s payment stands, apply it, answer the order',
      params: ZOrderParams,
      response: { 200: envelope(ZOrder), ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
    },
    handler: async (request) => ok(await service.checkPayment(authUser(request.user), request.params.id)),
  });

  app.get('/receipts/:number', {
    config: signedIn,
    schema: {
      tags,
      security: bearer,
      summary: 'One of the learner’s receipts or credit notes',
      params: ZReceiptParams,
      response: { 200: envelope(ZReceipt), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.receiptFor(authUser(request.user), request.params.number)),
  });

  app.get('/receipts/:number/pdf', {
    config: signedIn,
    schema: {
      tags,
      security: bearer,
      summary: 'One of the learner’s receipts or credit notes as a PDF',
      params: ZReceiptParams,
      response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) =>
      sendReceiptPdf(reply, service, await service.receiptFor(authUser(request.user), request.params.number)),
  });

  await fastify.register((child) => stripeWebhookRoute(child, service));
}
