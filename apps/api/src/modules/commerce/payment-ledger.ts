import type { FastifyInstance } from 'fastify';
import type { Db, OrderRow, StoredReceiptSeller } from '@curio/db';
import { formatMoney, isRefundableStatus, PAYMENT_TEXTS as T, type TPaymentMethod } from '@curio/shared';
import {
  createPaymentRepository,
  issueCreditNote,
  issueReceipt,
  type PaymentEffect,
} from '#api/modules/payments/index.ts';
import { createOrderAdminRepository } from './console-repository.ts';
import { orderStatusMail } from './mails.ts';
import { createNotificationRepository } from './notification-repository.ts';
import { createOrderRepository } from './order-repository.ts';
import { orderReference } from './serialize.ts';

/** What a payment effect needs from the site settings, read before its transaction. */
export interface LedgerSite {
  brand: string;
  seller: StoredReceiptSeller;
}

/** The reason of a refund made at the provider's dashboard rather than from the console. */
const REFUNDED_AT_PROVIDER = 'Refunded at the payment service';

/**
 * The order side of payments (ADR 039), always inside a transaction that holds the order's row lock: record a
 * payment and its receipt, apply a provider's effect (paid, processing, failed, refunded) guarded by the
 * order's status, tell the learner once. Nothing here calls the provider.
 */
export function createPaymentLedger(app: FastifyInstance) {
  const payments = createPaymentRepository(app.db);
  const orders = createOrderRepository(app.db);
  const admin = createOrderAdminRepository(app.db);
  const notifications = createNotificationRepository(app.db);

  /** The learner's notice in the site and by mail (the outbox), in the transaction: both or neither. */
  async function tellLearner(
    order: Pick<OrderRow, 'id' | 'userId'>,
    notice: { title: string; message: string },
    brand: string,
    tx: Db,
  ) {
    await notifications.insert({ userId: order.userId, ...notice }, tx);
    const learner = await admin.learnerOf(order.id, tx);
    if (!learner) return;
    await app.mailer.queue(
      orderStatusMail({
        to: learner.email,
        name: learner.name,
        brand,
        siteUrl: app.config.publicUrl,
        reference: orderReference(order.id),
        ...notice,
      }),
      tx,
    );
  }

  /**
   * Records the order's payment and issues its receipt (the next number of the year). The caller moves the
   * order to confirmed (Mark as paid does it as an operator move; `paidOnline` below for the provider).
   */
  async function recordPayment(
    order: OrderRow,
    payment: {
      method: TPaymentMethod;
      provider: 'manual' | 'stripe';
      reference: string | null;
      sessionId?: string;
    },
    site: LedgerSite,
    tx: Db,
  ) {
    const paidAt = new Date();
    await payments.upsert(
      order.id,
      {
        method: payment.method,
        provider: payment.provider,
        reference: payment.reference,
        ...(payment.sessionId ? { sessionId: payment.sessionId } : {}),
        sessionUrl: null,
        failure: null,
        processing: false,
        mismatchAmountCents: null,
        mismatchCurrency: null,
        paidCents: order.amountCents,
        paidAt,
      },
      tx,
    );
    const learner = await admin.learnerOf(order.id, tx);
    await issueReceipt(
      payments,
      {
        order: { ...order, reference: orderReference(order.id) },
        items: await orders.itemsOf(order.id, tx),
        buyerEmail: learner?.email ?? null,
        seller: site.seller,
        paymentMethod: payment.method,
        paymentReference: payment.reference,
        paidAt,
      },
      tx,
    );
  }

  async function paidOnline(
    order: OrderRow,
    effect: Extract<PaymentEffect, { kind: 'paid' }>,
    site: LedgerSite,
    tx: Db,
  ) {
    const isMatch =
      effect.amountCents === order.amountCents &&
      effect.currency.toLowerCase() === order.currency.toLowerCase();
    if (!isMatch) {
      // Left pending and flagged: the console shows what was reported; an operator refunds or marks it paid.
      app.log.warn(
        { orderId: order.id, reported: { amount: effect.amountCents, currency: effect.currency } },
        'payment amount does not match its order',
      );
      await payments.upsert(
        order.id,
        {
          method: 'card',
          provider: 'stripe',
          sessionId: effect.sessionId,
          reference: effect.paymentReference,
          processing: false,
          mismatchAmountCents: effect.amountCents,
          mismatchCurrency: effect.currency.toUpperCase(),
        },
        tx,
      );
      return;
    }
    await admin.setStatus(order.id, 'confirmed', tx);
    await orders.insertStatusEvent(
      {
        orderId: order.id,
        fromStatus: 'pending',
        toStatus: 'confirmed',
        actorId: null,
        actorEmail: null,
        note: T.paidOnlineNote(effect.paymentReference),
      },
      tx,
    );
    await recordPayment(
      order,
      { method: 'card', provider: 'stripe', reference: effect.paymentReference, sessionId: effect.sessionId },
      site,
      tx,
    );
    await tellLearner(order, T.paidNotice(orderReference(order.id)), site.brand, tx);
  }

  /**
   * A refund total the provider reports (it only grows): our refunds it covers succeed, oldest first, each
   * with its credit note; a rest nobody asked for here (refunded at the provider's dashboard) is recorded as
   * its own refund. Refunded in full, the order becomes `refunded` and its courses close.
   */
  async function refunded(order: OrderRow, refundedCents: number, eventId: string, site: LedgerSite, tx: Db) {
    if (!isRefundableStatus(order.status)) return;
    const row = await payments.find(order.id, tx);
    if (!row?.paidCents) return;
    const total = Math.min(row.paidCents, refundedCents);
    let left = total - row.refundedCents;
    if (left <= 0) return;
    const receipt = await payments.receiptOf(order.id, tx);
    const succeeded: { id: string; amountCents: number; reason: string }[] = [];
    for (const refund of await payments.refundsOf(order.id, tx)) {
      if (refund.status !== 'pending' || refund.amountCents > left) continue;
      await payments.updateRefund(refund.id, { status: 'succeeded' }, tx);
      succeeded.push(refund);
      left -= refund.amountCents;
    }
    if (left > 0) {
      const made = await payments.insertRefund(
        {
          orderId: order.id,
          amountCents: left,
          reason: REFUNDED_AT_PROVIDER,
          status: 'succeeded',
          idempotencyKey: `event-${eventId}`,
        },
        tx,
      );
      if (made) succeeded.push(made);
    }
    if (receipt)
      for (const refund of succeeded)
        await issueCreditNote(
          payments,
          { receipt, refundId: refund.id, amountCents: refund.amountCents, reason: refund.reason },
          tx,
        );
    await payments.upsert(order.id, { method: row.method, provider: row.provider, refundedCents: total }, tx);
    const isFull = total >= row.paidCents;
    const amount = formatMoney(total - row.refundedCents);
    if (isFull) {
      await admin.setStatus(order.id, 'refunded', tx);
      await orders.insertStatusEvent(
        {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: 'refunded',
          actorId: null,
          actorEmail: null,
          note: T.refundedNote(formatMoney(total), row.reference ?? ''),
        },
        tx,
      );
    }
    await tellLearner(order, T.refundedNotice(orderReference(order.id), amount, isFull), site.brand, tx);
  }

  return {
    recordPayment,
    tellLearner,

    /**
     * Applies an effect to its order (locked by the caller), guarded by the order's status: an order that is
     * no longer pending is not paid again, failed or marked processing; a refund counts only what is new.
     */
    async apply(order: OrderRow, effect: PaymentEffect, eventId: string, site: LedgerSite, tx: Db) {
      if (effect.kind === 'refunded') return refunded(order, effect.refundedCents, eventId, site, tx);
      if (effect.kind === 'refund-failed') {
        // Nothing was given back: the refund shows as failed and its amount is refundable again.
        const refund = await payments.findRefundByProviderId(effect.refundId, tx);
        if (refund?.status === 'pending') await payments.updateRefund(refund.id, { status: 'failed' }, tx);
        return;
      }
      if (effect.kind === 'none' || order.status !== 'pending') {
        if (effect.kind === 'paid' && order.status !== 'pending') {
          const row = await payments.find(order.id, tx);
          if (row?.reference !== effect.paymentReference)
            app.log.error(
              { orderId: order.id, payment: effect.paymentReference, status: order.status },
              'a payment arrived for an order that is not pending: check it at the provider',
            );
        }
        return;
      }
      const row = await payments.find(order.id, tx);
      if (effect.kind === 'paid') return paidOnline(order, effect, site, tx);
      // An older session's news does not touch the current one.
      if (row?.sessionId !== effect.sessionId) return;
      if (effect.kind === 'processing')
        return payments.upsert(
          order.id,
          { method: row.method, provider: row.provider, processing: true, failure: null },
          tx,
        );
      return payments.upsert(
        order.id,
        {
          method: row.method,
          provider: row.provider,
          processing: false,
          failure: effect.reason,
          sessionUrl: null,
        },
        tx,
      );
    },
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
