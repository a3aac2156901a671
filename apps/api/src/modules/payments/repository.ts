import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  orderPayments,
  paymentEvents,
  receiptCounters,
  receipts,
  refunds,
  type Db,
  type OrderPaymentRow,
  type ReceiptRow,
  type RefundRow,
} from '@curio/db';

export type NewReceipt = Omit<
  typeof receipts.$inferInsert,
  'id' | 'kind' | 'number' | 'year' | 'sequence' | 'issuedAt'
>;

/** Payment rows, provider events, refunds and receipts (SQL lives here only; ADR 039). */
export function createPaymentRepository(db: Db) {
  return {
    find: async (orderId: string, tx: Db = db): Promise<OrderPaymentRow | undefined> =>
      (await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)))[0],

    findByReference: async (reference: string, tx: Db = db) =>
      (await tx.select().from(orderPayments).where(eq(orderPayments.reference, reference)))[0],

    /** Creates the order's payment row or changes it, in the caller's transaction. */
    async upsert(
      orderId: string,
      values: Partial<Omit<typeof orderPayments.$inferInsert, 'orderId'>> &
        Pick<typeof orderPayments.$inferInsert, 'method' | 'provider'>,
      tx: Db,
    ) {
      await tx
        .insert(orderPayments)
        .values({ orderId, ...values })
        .onConflictDoUpdate({
          target: orderPayments.orderId,
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /**
     * Records a provider event by its id, in the transaction of its effect: false when it was recorded
     * before (a redelivery, or the same event delivered twice at once: the second waits for the first to
     * commit, then finds it).
     */
    async recordEvent(
      values: { provider: string; eventId: string; type: string; orderId: string | null },
      tx: Db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },

    /** Payment rows and document numbers of these orders (order reads). */
    async viewsOf(orderIds: readonly string[]) {
      if (orderIds.length === 0) return { payments: [], documents: [] };
      const ids = [...orderIds];
      const [payments, documents] = await Promise.all([
        db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)),
        db
          .select({ orderId: receipts.orderId, kind: receipts.kind, number: receipts.number })
          .from(receipts)
          .where(inArray(receipts.orderId, ids))
          .orderBy(asc(receipts.issuedAt), asc(receipts.sequence)),
      ]);
      return { payments, documents };
    },

    refundsOf: (orderId: string, tx: Db = db): Promise<RefundRow[]> =>
      tx
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.createdAt), asc(refunds.id)),

    insertRefund: async (values: typeof refunds.$inferInsert, tx: Db) =>
      (await tx.insert(refunds).values(values).returning())[0],

    async updateRefund(
      id: string,
      changes: Partial<Pick<RefundRow, 'status' | 'providerRefundId'>>,
      tx: Db = db,
    ) {
      await tx
        .update(refunds)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(refunds.id, id));
    },

    findRefundByProviderId: async (providerRefundId: string, tx: Db = db) =>
      (await tx.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId)))[0],

    /** A refund sent whose answer never came (its outcome unknown): re-sent with its own key. */
    unsentRefund: async (orderId: string, tx: Db = db) =>
      (
        await tx
          .select()
          .from(refunds)
          .where(
            and(
              eq(refunds.orderId, orderId),
              eq(refunds.status, 'pending'),
              isNull(refunds.providerRefundId),
            ),
          )
      )[0],

    /**
     * Issues the next number of `kind` for `year` and stores the document, in the paying (or refunding)
     * transaction: the counter's row stays locked until it commits, and a rollback takes the number back,
     * so a year's numbers have no gaps (a PostgreSQL sequence would).
     */
    async issue(
      kind: ReceiptRow['kind'],
      year: number,
      values: NewReceipt,
      tx: Db,
      format: (n: number) => string,
    ) {
      const [counter] = await tx
        .insert(receiptCounters)
        .values({ kind, year, last: 1 })
        .onConflictDoUpdate({
          target: [receiptCounters.kind, receiptCounters.year],
          set: { last: sql`${receiptCounters.last} + 1` },
        })
        .returning({ last: receiptCounters.last });
      const sequence = counter?.last ?? 1;
      const [row] = await tx
        .insert(receipts)
        .values({ ...values, kind, year, sequence, number: format(sequence) })
        .returning();
      if (!row) throw new Error('receipt not stored');
      return row;
    },

    findReceipt: async (number: string): Promise<ReceiptRow | undefined> =>
      (await db.select().from(receipts).where(eq(receipts.number, number)))[0],

    receiptOf: async (orderId: string, tx: Db = db) =>
      (
        await tx
          .select()
          .from(receipts)
          .where(and(eq(receipts.orderId, orderId), eq(receipts.kind, 'receipt')))
      )[0],

    /** The order's credit notes by the refund each one is for. */
    async creditNotesByRefund(orderId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ refundId: receipts.refundId, number: receipts.number })
        .from(receipts)
        .where(and(eq(receipts.orderId, orderId), eq(receipts.kind, 'credit-note')));
      return new Map(rows.flatMap((row) => (row.refundId ? [[row.refundId, row.number] as const] : [])));
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
