import PDFDocument from 'pdfkit';

/**
 * Draws one document with pdfkit and answers its bytes once pdfkit has written them all: the certificate
 * (modules/certificates/pdf.ts) and the receipt (modules/payments/receipt-pdf.ts). `draw` draws every page.
 */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
