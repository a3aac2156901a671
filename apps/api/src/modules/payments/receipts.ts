import type { Db, ReceiptRow, StoredAddress, StoredReceiptSeller } from '@curio/db';
import {
  centsToDollars,
  formatReceiptNumber,
  lineTotalCents,
  type TPaymentMethod,
  type TReceipt,
  type TSiteSettings,
} from '@curio/shared';
import type { PaymentRepository } from './repository.ts';

/** The seller on a receipt: the site settings' brand and contact details as they are when it is issued. */
export const sellerOf = (site: TSiteSettings): StoredReceiptSeller => ({
  name: site.brand,
  address: site.contact.address,
  email: site.contact.email,
  phones: site.contact.phones,
});

export interface ReceiptSource {
  order: { id: string; reference: string; userId: string; address: StoredAddress; amountCents: number };
  items: { courseName: string; quantity: number; priceCents: number }[];
  /** The learner's account email (the address's own email when they gave none). */
  buyerEmail: string | null;
  seller: StoredReceiptSeller;
  paymentMethod: TPaymentMethod;
  paymentReference: string | null;
  paidAt: Date;
}

const yearOf = (date: Date) => date.getUTCFullYear();

/**
 * Issues the order's receipt in the paying transaction (docs/product.md#receipts): the next number of the
 * year, and everything it shows kept as it is now.
 */
export function issueReceipt(repo: PaymentRepository, source: ReceiptSource, tx: Db): Promise<ReceiptRow> {
  const { order } = source;
  const year = yearOf(new Date());
  return repo.issue(
    'receipt',
    year,
    {
      orderId: order.id,
      userId: order.userId,
      orderReference: order.reference,
      amountCents: order.amountCents,
      paymentMethod: source.paymentMethod,
      paymentReference: source.paymentReference,
      paidAt: source.paidAt,
      seller: source.seller,
      buyer: {
        name: order.address.name,
        address: order.address.fullAddress,
        email: source.buyerEmail ?? order.address.email ?? null,
      },
      lines: source.items.map((item) => ({
        name: item.courseName,
        quantity: item.quantity,
        unitCents: item.priceCents,
        amountCents: lineTotalCents(item.priceCents, item.quantity),
      })),
    },
    tx,
    (sequence) => formatReceiptNumber('receipt', year, sequence),
  );
}

/** Issues a refund's credit note, in the transaction that records the refund: it credits `receipt`. */
export function issueCreditNote(
  repo: PaymentRepository,
  credit: { receipt: ReceiptRow; refundId: string; amountCents: number; reason: string },
  tx: Db,
): Promise<ReceiptRow> {
  const { receipt } = credit;
  const year = yearOf(new Date());
  return repo.issue(
    'credit-note',
    year,
    {
      orderId: receipt.orderId,
      userId: receipt.userId,
      orderReference: receipt.orderReference,
      refundId: credit.refundId,
      amountCents: credit.amountCents,
      paymentMethod: receipt.paymentMethod,
      paymentReference: receipt.paymentReference,
      paidAt: receipt.paidAt,
      seller: receipt.seller,
      buyer: receipt.buyer,
      lines: receipt.lines,
      creditsReceipt: receipt.number,
      reason: credit.reason,
    },
    tx,
    (sequence) => formatReceiptNumber('credit-note', year, sequence),
  );
}

export const toReceipt = (row: ReceiptRow): TReceipt => ({
  number: row.number,
  kind: row.kind,
  orderId: row.orderId,
  orderReference: row.orderReference,
  issuedAt: row.issuedAt.toISOString(),
  seller: row.seller,
  buyer: row.buyer,
  lines: row.lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unitPrice: centsToDollars(line.unitCents),
    amount: centsToDollars(line.amountCents),
  })),
  total: centsToDollars(row.amountCents),
  currency: 'USD',
  paymentMethod: row.paymentMethod,
  paymentReference: row.paymentReference,
  paidAt: row.paidAt.toISOString(),
  creditsReceipt: row.creditsReceipt,
  reason: row.reason,
});
