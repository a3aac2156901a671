import type { FastifyInstance } from 'fastify';
import {
  canMoveOrder,
  centsToDollars,
  COMMERCE_MESSAGES as M,
  MESSAGES,
  ORDER_ADMIN_MESSAGES,
  ORDER_STATUS_NOTICES,
  ORDER_STATUS_LABELS,
  PAYMENT_TEXTS,
  ZOrderStatus,
  type TAdminOrder,
  type TAdminOrderListQuery,
  type TAdminOrderSummary,
  type TConsolePage,
  type TOrderStatus,
} from '@curio/shared';
import type { OrderStatusEventRow } from '@curio/db';
import { toConsolePage } from '#api/lib/console-list.ts';
import { recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { keysetBatches, type CsvColumn } from '#api/lib/csv.ts';
import { conflict, notFound } from '#api/lib/http-errors.ts';
import { createPaymentProvider, createPaymentRepository, sellerOf } from '#api/modules/payments/index.ts';
import { createSiteRepository } from '#api/modules/site/index.ts';
import {
  createOrderAdminRepository,
  type OrderExportRow,
  type OrderFilter,
  type OrderSummaryRow,
} from './console-repository.ts';
import { createOrderRepository } from './order-repository.ts';
import { createPaymentLedger } from './payment-ledger.ts';
import { loadPaymentView, loadPaymentViews } from './payment-views.ts';
import {
  NO_PAYMENT,
  orderReference,
  toAdminOrderPayment,
  toOrder,
  toRefund,
  type OrderPaymentView,
} from './serialize.ts';

const toSummary = (row: OrderSummaryRow, view: OrderPaymentView): TAdminOrderSummary => ({
  _id: row.id,
  reference: orderReference(row.id),
  status: row.status,
  amount: centsToDollars(row.amountCents),
  currency: 'USD',
  learner: { _id: row.learner.id, name: row.learner.name, email: row.learner.email },
  itemCount: row.itemCount,
  receiptNumber: view.receiptNumber,
  flagged: row.status === 'pending' && view.row?.mismatchAmountCents != null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toStatusEvent = (row: OrderStatusEventRow): TAdminOrder['timeline'][number] => ({
  _id: row.id,
  from: row.fromStatus === null ? null : ZOrderStatus.parse(row.fromStatus),
  to: ZOrderStatus.parse(row.toStatus),
  actor: { _id: row.actorId, email: row.actorEmail },
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** The columns of GET /api/admin/orders.csv. */
export const ORDER_CSV_COLUMNS: CsvColumn<OrderExportRow>[] = [
  { header: 'Reference', value: (row) => orderReference(row.id) },
  { header: 'Placed at (UTC)', value: (row) => row.createdAt.toISOString() },
  { header: 'Status', value: (row) => ORDER_STATUS_LABELS[row.status] },
  { header: 'Learner', value: (row) => row.learner.name },
  { header: 'Email', value: (row) => row.learner.email },
  { header: 'Courses', value: (row) => row.courses },
  { header: 'Items', value: (row) => row.itemCount },
  { header: 'Amount (USD)', value: (row) => centsToDollars(row.amountCents).toFixed(2) },
  { header: 'Billing name', value: (row) => row.address.name },
  { header: 'Mobile', value: (row) => row.address.mobile },
];

export interface MoveOrderOptions {
  orderId: string;
  status: TOrderStatus;
  note?: string;
  /**
   * The `updatedAt` the operator loaded; without it (the older booking route) the move is not
   * version-checked.
   */
  version?: string;
  actor: AuditActor;
}

/** The operator's orders (admin only): lists, one order with its timeline, moves, export. */
export function createOrderAdminService(app: FastifyInstance) {
  const repo = createOrderAdminRepository(app.db);
  const orders = createOrderRepository(app.db);
  const siteRepo = createSiteRepository(app.db);
  const payments = createPaymentRepository(app.db);
  const ledger = createPaymentLedger(app);
  const provider = createPaymentProvider(app.config.payments);

  return {
    async listOrders(query: TAdminOrderListQuery): Promise<TConsolePage<TAdminOrderSummary>> {
      const found = await repo.list(query);
      const views = await loadPaymentViews(
        app.db,
        found.rows.map((row) => row.id),
      );
      return toConsolePage(found, query, (row) => toSummary(row, views.get(row.id) ?? NO_PAYMENT));
    },

    async getOrder(id: string): Promise<TAdminOrder> {
      // One snapshot: a provider's event settling a refund between two of these reads would otherwise show
      // the refund done beside the order's old status, and the page, seeing nothing pending, stops reading.
      const read = await app.db.transaction(
        async (tx) => {
          const found = await createOrderRepository(tx).findWithItems(id);
          const txRepo = createOrderAdminRepository(tx);
          const learner = await txRepo.learnerOf(id, tx);
          if (!found || !learner) return null;
          const txPayments = createPaymentRepository(tx);
          return {
            found,
            learner,
            timeline: await txRepo.timeline(id),
            view: await loadPaymentView(tx, id),
            refunds: await txPayments.refundsOf(id, tx),
            creditNotes: await txPayments.creditNotesByRefund(id),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      if (!read) throw notFound(M.orderNotFound);
      const { found, learner, timeline, view, refunds, creditNotes } = read;
      return {
        ...toOrder(found.order, found.items, view, app.config.payments.mode),
        paymentDetails: toAdminOrderPayment(found.order, view, refunds),
        refunds: refunds.map((refund) => toRefund(refund, creditNotes.get(refund.id) ?? null)),
        learner: { _id: learner.id, name: learner.name, email: learner.email },
        timeline: timeline.map(toStatusEvent),
      };
    },

    /**
     * Moves an order along an allowed transition (ORDER_TRANSITIONS): the status, its timeline event, the
     * learner's notification, the mail in the outbox and the audit row commit together. A stale
     * version or a refused move is a 409 and changes nothing.
     */
    async moveOrder({ orderId, status, note, version, actor }: MoveOrderOptions): Promise<void> {
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const settings = await siteRepo.loadSettings();
      const { brand } = settings;
      const openSession = await app.db.transaction(async (tx) => {
        const current = await repo.lockForMove(orderId, version, tx);
        if (!current) throw notFound(M.orderNotFound);
        if (!current.isCurrent) throw conflict(MESSAGES.admin.staleEdit);
        if (!canMoveOrder(current.status, status))
          throw conflict(ORDER_ADMIN_MESSAGES.transitionRefused(current.status, status));
        const order = await orders.lock(orderId, tx);
        // Confirming a pending order is Mark as paid: a manual payment, with its receipt (ADR 039).
        if (order && current.status === 'pending' && status === 'confirmed')
          await ledger.recordPayment(
            order,
            { method: 'manual', provider: 'manual', reference: null },
            { brand, seller: sellerOf(settings) },
            tx,
          );
        await repo.setStatus(orderId, status, tx);
        await orders.insertStatusEvent(
          {
            orderId,
            fromStatus: current.status,
            toStatus: status,
            actorId: actor.id,
            actorEmail: actor.email || null,
            note: note ?? (status === 'confirmed' ? PAYMENT_TEXTS.paidManuallyNote : null),
          },
          tx,
        );
        await recordAudit(tx, actor, {
          action: 'status',
          entity: 'order',
          entityId: orderId,
          before: { status: current.status },
          after: { status, ...(note ? { note } : {}) },
        });
        const notice = ORDER_STATUS_NOTICES[status](orderReference(orderId));
        await ledger.tellLearner({ id: orderId, userId: current.userId }, notice, brand, tx);
        const payment = status === 'cancelled' ? await payments.find(orderId, tx) : undefined;
        return payment?.sessionUrl ? payment.sessionId : null;
      });
      // A cancelled order's open checkout page is closed at the provider, so it can no longer be paid
      // (ADR 039). After the commit: a provider call never holds the transaction.
      if (openSession)
        await provider.closeSession(openSession).catch((err: unknown) => {
          app.log.warn({ err, orderId }, 'could not close the cancelled order’s checkout session');
        });
    },

    /** Every filtered order, newest first, read in batches as the export is written. */
    exportOrders: (filter: OrderFilter) =>
      keysetBatches((after, limit) => repo.exportBatch(filter, after, limit)),
  };
}
