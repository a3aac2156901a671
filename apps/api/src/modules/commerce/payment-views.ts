import type { Db } from '@curio/db';
import { createPaymentRepository } from '#api/modules/payments/index.ts';
import { NO_PAYMENT, type OrderPaymentView } from './serialize.ts';

/** The payment side of each order (its payment row, receipt and credit notes), for order reads (ADR 039). */
export async function loadPaymentViews(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderPaymentView>> {
  const { payments, documents } = await createPaymentRepository(db).viewsOf(orderIds);
  const views = new Map<string, OrderPaymentView>();
  const viewOf = (orderId: string) => {
    let view = views.get(orderId);
    if (!view) {
      view = { ...NO_PAYMENT, creditNoteNumbers: [] };
      views.set(orderId, view);
    }
    return view;
  };
  for (const row of payments) viewOf(row.orderId).row = row;
  for (const document of documents) {
    if (!document.orderId) continue;
    const view = viewOf(document.orderId);
    if (document.kind === 'receipt') view.receiptNumber = document.number;
    else view.creditNoteNumbers.push(document.number);
  }
  return views;
}

/** One order's payment view. */
export const loadPaymentView = async (db: Db, orderId: string): Promise<OrderPaymentView> =>
  (await loadPaymentViews(db, [orderId])).get(orderId) ?? NO_PAYMENT;
