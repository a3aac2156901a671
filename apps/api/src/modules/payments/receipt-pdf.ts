import {
  formatMoney,
  dollarsToCents,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TEXTS as T,
  RECEIPT_KIND_LABELS,
  type TReceipt,
} from '@curio/shared';
import { renderPdf } from '#api/lib/pdf.ts';

const MARGIN = 56;
const INK = '#1f1633';
const MUTED = '#5c5470';

const day = (iso: string) => iso.slice(0, 10);
const money = (dollars: number) => `${formatMoney(dollarsToCents(dollars))} USD`;

/**
 * A receipt or credit note as an A4 PDF (docs/product.md#receipts): the document's number and date, seller,
 * buyer, lines and total, how it was paid. pdfkit's standard Helvetica: its WinAnsi covers the Latin
 * alphabets; a character outside it prints as a gap (ADR 039).
 */
export function renderReceiptPdf(receipt: TReceipt): Promise<Buffer> {
  const options = {
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${RECEIPT_KIND_LABELS[receipt.kind]} ${receipt.number}`, Author: receipt.seller.name },
  };
  return renderPdf(options, (doc) => drawReceipt(doc, receipt));
}

function drawReceipt(doc: PDFKit.PDFDocument, receipt: TReceipt): void {
  const width = doc.page.width - MARGIN * 2;
  const isCredit = receipt.kind === 'credit-note';

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(receipt.seller.name);
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(receipt.seller.address);
  doc.text([receipt.seller.email, ...receipt.seller.phones].filter(Boolean).join('  ·  '));
  doc.moveDown(1.2).fillColor(INK).font('Helvetica-Bold').fontSize(16);
  doc.text(isCredit ? T.creditNoteTitle(receipt.number) : T.receiptTitle(receipt.number));
  doc.moveDown(0.6).font('Helvetica').fontSize(10);

  const facts: [string, string][] = [
    [T.receiptDate, day(receipt.issuedAt)],
    [T.receiptOrder, receipt.orderReference],
    [T.receiptPaidOn, day(receipt.paidAt)],
    [T.receiptMethod, PAYMENT_METHOD_LABELS[receipt.paymentMethod]],
    ...(receipt.paymentReference
      ? [[T.receiptPaymentReference, receipt.paymentReference] as [string, string]]
      : []),
    ...(receipt.creditsReceipt
      ? [[T.creditNoteLabel, T.creditNoteFor(receipt.creditsReceipt)] as [string, string]]
      : []),
    ...(receipt.reason ? [[T.creditNoteReason, receipt.reason] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.moveDown(0.8).font('Helvetica-Bold').text(T.receiptBuyer);
  doc.font('Helvetica').text(receipt.buyer.name);
  doc.text(receipt.buyer.address);
  if (receipt.buyer.email) doc.text(receipt.buyer.email);

  // The lines: course, seats, unit price, amount.
  doc.moveDown(1.2);
  const columns = [
    { label: T.receiptCourse, x: MARGIN, width: width * 0.5, align: 'left' as const },
    { label: T.receiptQuantity, x: MARGIN + width * 0.5, width: width * 0.12, align: 'right' as const },
    { label: T.receiptUnitPrice, x: MARGIN + width * 0.62, width: width * 0.19, align: 'right' as const },
    { label: T.receiptAmount, x: MARGIN + width * 0.81, width: width * 0.19, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = top;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, column.x, top, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(MUTED)
    .stroke();
  doc.y += 4;
  for (const line of receipt.lines)
    row([line.name, String(line.quantity), money(line.unitPrice), money(line.amount)]);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .stroke();
  doc.y += 6;
  row(['', '', isCredit ? T.creditNoteTotal : T.receiptTotal, money(receipt.total)], true);
}
