import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BULK_MAX_IDS,
  BULK_VERBS,
  COMMERCE_MESSAGES as M,
  envelope,
  PAYMENT_TEXTS,
  ZAdminMarkPaidRequest,
  ZAdminOrder,
  ZAdminOrderListQuery,
  ZAdminRefundRequest,
  ZAdminOrderStatusRequest,
  ZAdminOrderSummary,
  ZBulkOrderStatusRequest,
  ZBulkResult,
  ZConsolePage,
  ZOrder,
  ZOrderStatusRequest,
  ZReceipt,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { bulkReply } from '#api/lib/bulk.ts';
import { sendCsv } from '#api/lib/csv.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createOrderAdminService, ORDER_CSV_COLUMNS } from './console-service.ts';
import { sendReceiptPdf, ZReceiptParams } from './payment-routes.ts';
import { createPaymentService } from './payment-service.ts';

const tags = ['Admin: orders'];
const ZOrderParams = z.object({ id: z.uuid() });

/**
 * The operator's orders (admin only): list, export, one order with its timeline, and status
 * moves along the allowed transitions, each notifying the learner in the site and by mail.
 */
export async function commerceAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createOrderAdminService(fastify);
  const payments = createPaymentService(fastify);
  // Before validation: no valid token → 401, a learner or an editor → 403 (plugins/auth.ts).
  const guard = { config: { auth: ['admin'] } } as const;

  app.get('/orders', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Orders: filter by status, dates, learner, course; search by reference; sort by createdAt or amount',
      querystring: ZAdminOrderListQuery,
      response: { 200: envelope(ZConsolePage(ZAdminOrderSummary)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.listOrders(request.query)),
  });

  app.get('/orders.csv', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'The filtered orders as CSV (streamed, newest first)',
      querystring: ZAdminOrderListQuery,
      response: errorResponses(400, 401, 403),
    },
    handler: async (request, reply) =>
      sendCsv(reply, 'orders', ORDER_CSV_COLUMNS, service.exportOrders(request.query)),
  });

  app.get('/orders/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'One order: lines, address, amounts, learner and status timeline',
      params: ZOrderParams,
      response: { 200: envelope(ZAdminOrder), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.getOrder(request.params.id)),
  });

  app.patch('/orders/:id/status', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Move an order along (pending → confirmed → completed; pending or confirmed → cancelled)',
      params: ZOrderParams,
      body: ZAdminOrderStatusRequest,
      response: { 200: envelope(ZAdminOrder), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await service.moveOrder({ orderId: id, ...request.body, actor: auditActor(request) });
      return ok(await service.getOrder(id), M.orderStatusUpdated);
    },
  });

  app.post('/orders/:id/mark-paid', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Mark as paid: a pending order paid by bank transfer or invoice is confirmed, recorded as a manual payment, with its receipt',
      params: ZOrderParams,
      body: ZAdminMarkPaidRequest,
      response: { 200: envelope(ZAdminOrder), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await service.moveOrder({
        orderId: id,
        status: 'confirmed',
        ...request.body,
        actor: auditActor(request),
      });
      return ok(await service.getOrder(id), PAYMENT_TEXTS.markedAsPaid);
    },
  });

  app.post('/orders/:id/refunds', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Refund an order paid online, in full or a part, with a reason (audited); sent with an idempotency key, settled by the provider’s event',
      params: ZOrderParams,
      body: ZAdminRefundRequest,
      response: { 200: envelope(ZAdminOrder), ...errorResponses(400, 401, 403, 404, 409, 503) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await payments.refund({ orderId: id, ...request.body, actor: auditActor(request) });
      return ok(await service.getOrder(id), PAYMENT_TEXTS.refundRequested);
    },
  });

  app.get('/receipts/:number', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'A receipt or credit note',
      params: ZReceiptParams,
      response: { 200: envelope(ZReceipt), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await payments.receipt(request.params.number)),
  });

  app.get('/receipts/:number/pdf', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'A receipt or credit note as a PDF',
      params: ZReceiptParams,
      response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) =>
      sendReceiptPdf(reply, payments, await payments.receipt(request.params.number)),
  });

  app.post('/orders/bulk/status', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: `Move up to ${BULK_MAX_IDS} orders to one status, each as the single move; a result per order`,
      body: ZBulkOrderStatusRequest,
      response: { 200: envelope(ZBulkResult), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { ids, status, note } = request.body;
      const actor = auditActor(request);
      // Each move is checked against the order as it is now: one already moved is refused with the reason.
      const move = (orderId: string) => service.moveOrder({ orderId, status, note, actor });
      return bulkReply(ids, move, { verb: BULK_VERBS.moveOrder(status), log: request.log });
    },
  });

  // The first operator route, kept for scripts and the README: the same move without a version.
  app.patch('/booking/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Set an order’s status along the allowed transitions (no version check)',
      params: ZOrderParams,
      body: ZOrderStatusRequest,
      response: { 200: envelope(ZOrder), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await service.moveOrder({ orderId: id, status: request.body.status, actor: auditActor(request) });
      const {
        learner: _learner,
        timeline: _timeline,
        paymentDetails: _paymentDetails,
        refunds: _refunds,
        ...order
      } = await service.getOrder(id);
      return ok(order, M.orderStatusUpdated);
    },
  });
}
