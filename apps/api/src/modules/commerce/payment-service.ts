import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db, OrderRow } from '@curio/db';
import {
  COMMERCE_MESSAGES as M,
  dollarsToCents,
  isRefundableStatus,
  paths,
  PAYMENT_MESSAGES as PM,
  sumCents,
  type TOrder,
  type TPaymentStartReply,
  type TReceipt,
} from '@curio/shared';
import type { AuditActor } from '#api/lib/audit.ts';
import { recordAudit } from '#api/lib/audit.ts';
import type { AuthUser } from '#api/lib/auth.ts';
import { conflict, forbidden, HttpError, notFound, ServiceBusyError } from '#api/lib/http-errors.ts';
import {
  createPaymentProvider,
  createPaymentRepository,
  ProviderError,
  renderReceiptPdf,
  sellerOf,
  toReceipt,
  type PaymentEffect,
} from '#api/modules/payments/index.ts';
import { createSiteRepository } from '#api/modules/site/index.ts';
import { createOrderAdminRepository } from './console-repository.ts';
import { createOrderRepository } from './order-repository.ts';
import { createPaymentLedger, type LedgerSite } from './payment-ledger.ts';
import { loadPaymentView } from './payment-views.ts';
import { orderReference, toOrder } from './serialize.ts';

/** A checkout session older than this is not offered again (Stripe's last 24 hours). */
const SESSION_REUSE_MS = 23 * 3600 * 1000;
const RETRY_AFTER_SECONDS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider could not be reached: 503 with Retry-After; it refused: 409 with its reason. */
function providerFailure(err: unknown): HttpError {
  if (err instanceof ProviderError && err.refused) return conflict(PM.providerRefused(err.message));
  return new ServiceBusyError(PM.providerUnavailable, RETRY_AFTER_SECONDS);
}

/**
 * Online payment for learners and admins (docs/product.md#payment, ADR 039): start paying, the provider's
 * webhook, the return page's fallback check, refunds, receipts. Every effect on an order runs in one
 * transaction with the order's row locked, so events however delivered pay, notify and refund once.
 */
export function createPaymentService(app: FastifyInstance) {
  const provider = createPaymentProvider(app.config.payments);
  const payments = createPaymentRepository(app.db);
  const orders = createOrderRepository(app.db);
  const admin = createOrderAdminRepository(app.db);
  const siteRepo = createSiteRepository(app.db);
  const ledger = createPaymentLedger(app);
  const mode = app.config.payments.mode;

  // Read before a transaction: the embedded database has one connection, which the transaction holds.
  async function ledgerSite(): Promise<LedgerSite> {
    const settings = await siteRepo.loadSettings();
    return { brand: settings.brand, seller: sellerOf(settings) };
  }

  async function ownOrder(user: AuthUser, orderId: string) {
    const found = await orders.findWithItems(orderId);
    if (!found) throw notFound(M.orderNotFound);
    if (found.order.userId !== user.id) throw forbidden();
    return found;
  }

  async function readOrder(orderId: string): Promise<TOrder> {
    const found = await orders.findWithItems(orderId);
    if (!found) throw notFound(M.orderNotFound);
    return toOrder(found.order, found.items, await loadPaymentView(app.db, orderId), mode);
  }

  /** Applies an effect under the order's lock; `eventId` records a provider event once (null: a check). */
  async function applyEffect(
    effect: PaymentEffect,
    event: { id: string; type: string } | null,
    site: LedgerSite,
  ): Promise<void> {
    await app.db.transaction(async (tx) => {
      const orderId = await orderOf(effect, tx);
      const order = orderId ? await orders.lock(orderId, tx) : undefined;
      if (event) {
        const isNew = await payments.recordEvent(
          { provider: provider.name, eventId: event.id, type: event.type, orderId: order?.id ?? null },
          tx,
        );
        if (!isNew) return;
      }
      if (order) await ledger.apply(order, effect, event?.id ?? randomUUID(), site, tx);
    });
  }

  /** The order an effect is about: named in its metadata, or found by the payment it refunds. */
  async function orderOf(effect: PaymentEffect, tx: Db): Promise<string | null> {
    if (effect.kind === 'none') return null;
    if (effect.orderId && UUID.test(effect.orderId)) return effect.orderId;
    if (effect.kind === 'refund-failed')
      return (await payments.findRefundByProviderId(effect.refundId, tx))?.orderId ?? null;
    if (effect.kind !== 'refunded') return null;
    return (await payments.findByReference(effect.paymentReference, tx))?.orderId ?? null;
  }

  async function startOnline(
    order: OrderRow,
    items: { courseName: string; quantity: number; priceCents: number }[],
  ) {
    const row = await payments.find(order.id);
    if (row?.mismatchAmountCents != null) throw conflict(PM.flagged);
    if (row?.processing) throw conflict(PM.notPayable);
    const isFresh = row && Date.now() - row.updatedAt.getTime() < SESSION_REUSE_MS;
    // The session already open (a second click, a return from the cancel link) is the learner's page still.
    if (row?.sessionUrl && !row.failure && isFresh) return row.sessionUrl;
    const attempt = (row?.attempt ?? 0) + 1;
    const learner = await admin.learnerOf(order.id);
    const back = `${app.config.publicUrl}${paths.checkoutReturn}?order=${order.id}`;
    let started;
    try {
      started = await provider.startPayment({
        orderId: order.id,
        reference: orderReference(order.id),
        amountCents: order.amountCents,
        currency: order.currency,
        lines: items.map((item) => ({
          name: item.courseName,
          quantity: item.quantity,
          unitCents: item.priceCents,
        })),
        customerEmail: learner?.email ?? '',
        successUrl: `${back}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${back}&cancelled=1`,
        // The same order and attempt is the same session at the provider, however often it is asked.
        idempotencyKey: `checkout-${order.id}-${String(attempt)}`,
      });
    } catch (err) {
      throw providerFailure(err);
    }
    if (!started) return null;
    const session = started;
    return app.db.transaction(async (tx) => {
      const locked = await orders.lock(order.id, tx);
      if (locked?.status !== 'pending') throw conflict(PM.notPayable);
      const current = await payments.find(order.id, tx);
      if (current && current.attempt >= attempt && current.sessionUrl) return current.sessionUrl;
      await payments.upsert(
        order.id,
        {
          method: 'card',
          provider: provider.name,
          attempt,
          sessionId: session.sessionId,
          sessionUrl: session.url,
          failure: null,
          processing: false,
        },
        tx,
      );
      return session.url;
    });
  }

  return {
    /**
     * POST /api/booking/{id}/pay: where the learner pays their pending order (Stripe's page), or null under
     * PAYMENTS=manual.
     */
    async startPayment(user: AuthUser, orderId: string): Promise<TPaymentStartReply> {
      const { order, items } = await ownOrder(user, orderId);
      if (order.status !== 'pending') throw conflict(PM.notPayable);
      if (provider.name === 'manual') return { redirectUrl: null };
      const expected = sumCents(items.map((item) => item.priceCents * item.quantity));
      if (expected !== order.amountCents) throw conflict(M.amountMismatch);
      return { redirectUrl: await startOnline(order, items) };
    },

    /** POST /api/payments/stripe/webhook: a verified event, recorded once with its effect. */
    async handleWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      if (provider.name === 'manual') throw notFound();
      const event = provider.readEvent(rawBody, headers);
      await applyEffect(event.effect, { id: event.id, type: event.type }, await ledgerSite());
    },

    /**
     * POST /api/booking/{id}/payment/check: the return page's fallback when no event came: asks the provider
     * once about the order's current session and applies what it says, as an event would.
     */
    async checkPayment(user: AuthUser, orderId: string): Promise<TOrder> {
      const { order } = await ownOrder(user, orderId);
      const row = await payments.find(orderId);
      if (provider.name !== 'manual' && order.status === 'pending' && row?.sessionId) {
        let effect: PaymentEffect;
        try {
          effect = await provider.checkSession(row.sessionId);
        } catch (err) {
          throw providerFailure(err);
        }
        if (effect.kind !== 'none' && effect.orderId === orderId)
          await applyEffect(effect, null, await ledgerSite());
      }
      return readOrder(orderId);
    },

    /**
     * POST /api/admin/orders/{id}/refunds: records the refund (pending, audited), then asks the provider with
     * the refund's own idempotency key. Its event settles it. A refund whose answer never came is sent again
     * with the same key before any new one (so a lost answer never refunds twice).
     */
    async refund(options: { orderId: string; amount?: number; reason: string; actor: AuditActor }) {
      const { orderId, reason, actor } = options;
      if (provider.name === 'manual') throw conflict(PM.notPaidOnline);
      const refund = await app.db.transaction(async (tx) => {
        const order = await orders.lock(orderId, tx);
        if (!order) throw notFound(M.orderNotFound);
        const row = await payments.find(orderId, tx);
        if (row?.provider !== 'stripe' || !row.paidCents || !row.reference) throw conflict(PM.notPaidOnline);
        const unsent = await payments.unsentRefund(orderId, tx);
        if (unsent) return { refund: unsent, reference: row.reference };
        if (!isRefundableStatus(order.status)) throw conflict(PM.notRefundable);
        const pending = (await payments.refundsOf(orderId, tx)).filter((r) => r.status === 'pending');
        const refundable = row.paidCents - row.refundedCents - sumCents(pending.map((r) => r.amountCents));
        if (refundable <= 0) throw conflict(PM.notRefundable);
        const amountCents = options.amount === undefined ? refundable : dollarsToCents(options.amount);
        if (amountCents > refundable) throw conflict(PM.refundTooMuch(refundable));
        const made = await payments.insertRefund(
          {
            orderId,
            amountCents,
            reason,
            idempotencyKey: `refund-${randomUUID()}`,
            actorId: actor.id,
            actorEmail: actor.email || null,
          },
          tx,
        );
        if (!made) throw new Error('refund not stored');
        await recordAudit(tx, actor, {
          action: 'refund',
          entity: 'order',
          entityId: orderId,
          before: { refunded: row.refundedCents / 100 },
          after: { amount: amountCents / 100, reason },
        });
        return { refund: made, reference: row.reference };
      });
      try {
        const sent = await provider.refund({
          paymentReference: refund.reference,
          amountCents: refund.refund.amountCents,
          idempotencyKey: refund.refund.idempotencyKey,
          orderId,
        });
        await payments.updateRefund(refund.refund.id, {
          providerRefundId: sent.refundId,
          ...(sent.status === 'failed' ? { status: 'failed' as const } : {}),
        });
      } catch (err) {
        // Refused: nothing was refunded. Unreachable: left pending without the provider's id, sent again later.
        if (err instanceof ProviderError && err.refused)
          await payments.updateRefund(refund.refund.id, { status: 'failed' });
        throw providerFailure(err);
      }
    },

    /** A receipt or credit note of the learner's own (403 for someone else's). */
    async receiptFor(user: AuthUser, number: string): Promise<TReceipt> {
      const row = await payments.findReceipt(number);
      if (!row) throw notFound(PM.receiptNotFound);
      if (row.userId !== user.id) throw forbidden();
      return toReceipt(row);
    },

    /** Any receipt or credit note (the console). */
    async receipt(number: string): Promise<TReceipt> {
      const row = await payments.findReceipt(number);
      if (!row) throw notFound(PM.receiptNotFound);
      return toReceipt(row);
    },

    receiptPdf: (receipt: TReceipt) => renderReceiptPdf(receipt),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
