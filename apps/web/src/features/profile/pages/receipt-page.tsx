import '#web/features/profile/profile.css';
import '#web/features/profile/receipt.css';
import {
  PAGE_HEADS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  RECEIPT_KIND_LABELS,
  dollarsToCents,
  formatMoney,
  type TReceipt,
} from '@curio/shared';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { downloadReceiptPdf, useReceipt } from '#web/api/payments.ts';
import { LoginRequired } from '#web/components/commerce/login-required.tsx';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatLongDate, formatNumericDateTime } from '#web/lib/dates.ts';
import { toastError } from '#web/lib/notify.ts';
import { paths, profileTabPaths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';

const money = (dollars: number) => formatMoney(dollarsToCents(dollars));

/**
 * `/profile/receipts/{number}` (docs/product.md#receipts): one of the learner's receipts or credit notes as
 * it was issued: seller, buyer, lines, amounts, payment method and reference, number and dates; Download PDF
 * and Print. Printed, only the document is on the page.
 */
export function ReceiptPage() {
  const { number = '' } = useParams();
  const { isLoggedIn } = useSession();
  return (
    <section className="container page-body receipt-page">
      <PageMeta {...PAGE_HEADS.receipt} />
      <p className="receipt-page__back">
        <Link className="text-link" to={profileTabPaths.orders}>
          ← {PAYMENT_TEXTS.viewOrders}
        </Link>
      </p>
      {isLoggedIn ? (
        <ReceiptLoader number={number} />
      ) : (
        <>
          <h1 className="profile__title">{PAYMENT_TEXTS.receiptTitle(number)}</h1>
          <LoginRequired reason={PAYMENT_PAGE_TEXTS.receiptLoginReason} />
        </>
      )}
    </section>
  );
}

function ReceiptLoader({ number }: { number: string }) {
  const receipt = useReceipt(number);
  return (
    <QueryState
      query={receipt}
      loadingLabel={PAYMENT_PAGE_TEXTS.loadingReceipt}
      empty={null}
      isEmpty={() => false}
    >
      {(data) => <ReceiptDocument receipt={data} />}
    </QueryState>
  );
}

function ReceiptDocument({ receipt }: { receipt: TReceipt }) {
  const isCreditNote = receipt.kind === 'credit-note';
  const title = isCreditNote
    ? PAYMENT_TEXTS.creditNoteTitle(receipt.number)
    : PAYMENT_TEXTS.receiptTitle(receipt.number);
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <div>
          <p className="receipt__kind">{RECEIPT_KIND_LABELS[receipt.kind]}</p>
          <h1 id="receipt-title" className="receipt__title">
            {title}
          </h1>
        </div>
        <ReceiptActions number={receipt.number} />
      </header>

      <div className="receipt__parties">
        <Party title={PAYMENT_TEXTS.receiptSeller}>
          <span className="receipt__strong">{receipt.seller.name}</span>
          <span>{receipt.seller.address}</span>
          <span>{receipt.seller.email}</span>
          {receipt.seller.phones.map((phone) => (
            <span key={phone}>{phone}</span>
          ))}
        </Party>
        <Party title={PAYMENT_TEXTS.receiptBuyer}>
          <span className="receipt__strong">{receipt.buyer.name}</span>
          <span>{receipt.buyer.address}</span>
          {receipt.buyer.email && <span>{receipt.buyer.email}</span>}
        </Party>
      </div>

      <dl className="receipt__facts">
        <Fact term={isCreditNote ? PAYMENT_TEXTS.creditNoteLabel : PAYMENT_TEXTS.receiptNumberLabel}>
          {receipt.number}
        </Fact>
        <Fact term={PAYMENT_TEXTS.receiptDate}>
          <time dateTime={receipt.issuedAt}>{formatLongDate(receipt.issuedAt)}</time>
        </Fact>
        <Fact term={PAYMENT_TEXTS.receiptOrder}>{receipt.orderReference}</Fact>
        <Fact term={PAYMENT_TEXTS.receiptPaidOn}>
          <time dateTime={receipt.paidAt}>{formatNumericDateTime(receipt.paidAt)}</time>
        </Fact>
        <Fact term={PAYMENT_TEXTS.receiptMethod}>{PAYMENT_METHOD_LABELS[receipt.paymentMethod]}</Fact>
        {receipt.paymentReference && (
          <Fact term={PAYMENT_TEXTS.receiptPaymentReference}>{receipt.paymentReference}</Fact>
        )}
        {receipt.creditsReceipt && (
          <Fact term={RECEIPT_KIND_LABELS.receipt}>
            <Link className="text-link" to={paths.receipt.to(receipt.creditsReceipt)}>
              {PAYMENT_TEXTS.creditNoteFor(receipt.creditsReceipt)}
            </Link>
          </Fact>
        )}
        {receipt.reason && <Fact term={PAYMENT_TEXTS.creditNoteReason}>{receipt.reason}</Fact>}
      </dl>

      <ReceiptLines receipt={receipt} />
    </article>
  );
}

function ReceiptActions({ number }: { number: string }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadReceiptPdf(number);
    } catch (error) {
      toastError(error, PAYMENT_PAGE_TEXTS.receiptPdfFailed);
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <div className="receipt__actions">
      <Button isLoading={isDownloading} onClick={() => void download()}>
        {PAYMENT_TEXTS.downloadReceipt}
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        {PAYMENT_PAGE_TEXTS.printReceipt}
      </Button>
    </div>
  );
}

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="receipt__party" aria-label={title}>
      <h2 className="receipt__label">{title}</h2>
      <address className="receipt__address">{children}</address>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="receipt__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The lines as bought, their amounts, and what was paid (or refunded, on a credit note). */
function ReceiptLines({ receipt }: { receipt: TReceipt }) {
  const isCreditNote = receipt.kind === 'credit-note';
  return (
    <div className="receipt__lines-wrap">
      <table className="receipt__lines">
        <caption className="visually-hidden">
          {isCreditNote ? PAYMENT_PAGE_TEXTS.creditNoteLinesCaption : PAYMENT_PAGE_TEXTS.receiptLinesCaption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{PAYMENT_TEXTS.receiptCourse}</th>
            <th scope="col" className="receipt__num">
              {PAYMENT_TEXTS.receiptQuantity}
            </th>
            <th scope="col" className="receipt__num">
              {PAYMENT_TEXTS.receiptUnitPrice}
            </th>
            <th scope="col" className="receipt__num">
              {PAYMENT_TEXTS.receiptAmount}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={`${line.name}-${index}`}>
              <th scope="row">{line.name}</th>
              <td className="receipt__num" data-label={PAYMENT_TEXTS.receiptQuantity}>
                {line.quantity}
              </td>
              <td className="receipt__num" data-label={PAYMENT_TEXTS.receiptUnitPrice}>
                {money(line.unitPrice)}
              </td>
              <td className="receipt__num" data-label={PAYMENT_TEXTS.receiptAmount}>
                {money(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {isCreditNote ? PAYMENT_TEXTS.creditNoteTotal : PAYMENT_TEXTS.receiptTotal} ({receipt.currency})
            </th>
            <td className="receipt__num receipt__total">{money(receipt.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
