import { PAYMENT_PAGE_TEXTS, PAYMENT_TEXTS, type TReceipt } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi, type TStubHandler } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

beforeAll(async () => {
  await import('./receipt-page.tsx');
});

const receipt: TReceipt = {
  number: 'CUR-2026-000123',
  kind: 'receipt',
  orderId: 'abcdef01-0000-4000-8000-000000000000',
  orderReference: 'CUR-ABCDEF01',
  issuedAt: '2026-03-02T09:20:00.000Z',
  seller: {
    name: 'Curio',
    address: 'HSR Layout, Bangalore, India, 560102',
    email: 'info@example.com',
    phones: ['+91 80 0000 0000'],
  },
  buyer: { name: 'Asha Verma', address: '12 Lake Road, Bangalore', email: 'asha@example.com' },
  lines: [
    { name: 'React from Zero', quantity: 2, unitPrice: 49, amount: 98 },
    { name: 'Node APIs in Practice', quantity: 1, unitPrice: 59.5, amount: 59.5 },
  ],
  total: 157.5,
  currency: 'USD',
  paymentMethod: 'card',
  paymentReference: 'pi_test_1',
  paidAt: '2026-03-02T09:19:00.000Z',
  creditsReceipt: null,
  reason: null,
};

const creditNote: TReceipt = {
  ...receipt,
  number: 'CUR-CN-2026-000004',
  kind: 'credit-note',
  issuedAt: '2026-03-05T11:00:00.000Z',
  total: 49,
  creditsReceipt: receipt.number,
  reason: 'One seat was never used',
};

async function openReceipt(document: TReceipt, handlers: Record<string, TStubHandler> = {}) {
  storeSession();
  const api = stubApi({
    'GET /api/user/self': { data: testUser },
    'GET /api/cart/get-cart': { data: { courses: [], itemCount: 0, total: 0 } },
    [`GET /api/receipts/${document.number}`]: { data: document },
    ...handlers,
  });
  const app = renderApp(`/profile/receipts/${document.number}`);
  return { ...app, api };
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('receipt page /profile/receipts/{number} (docs/product.md#receipts)', () => {
  it('shows the receipt as issued: seller, buyer, number, dates, method, lines and total', async () => {
    await openReceipt(receipt);
    await findPageHeading(PAYMENT_TEXTS.receiptTitle(receipt.number));
    const seller = within(screen.getByRole('region', { name: PAYMENT_TEXTS.receiptSeller }));
    expect(seller.getByText('Curio')).toBeInTheDocument();
    expect(seller.getByText('HSR Layout, Bangalore, India, 560102')).toBeInTheDocument();
    expect(seller.getByText('+91 80 0000 0000')).toBeInTheDocument();
    const buyer = within(screen.getByRole('region', { name: PAYMENT_TEXTS.receiptBuyer }));
    expect(buyer.getByText('Asha Verma')).toBeInTheDocument();
    expect(fact(PAYMENT_TEXTS.receiptNumberLabel)).toHaveTextContent(receipt.number);
    expect(fact(PAYMENT_TEXTS.receiptOrder)).toHaveTextContent('CUR-ABCDEF01');
    expect(fact(PAYMENT_TEXTS.receiptMethod)).toHaveTextContent('Card (online)');
    expect(fact(PAYMENT_TEXTS.receiptPaymentReference)).toHaveTextContent('pi_test_1');
    expect(fact(PAYMENT_TEXTS.receiptDate)).toHaveTextContent('2 March 2026');

    const lines = within(screen.getByRole('table', { name: PAYMENT_PAGE_TEXTS.receiptLinesCaption }));
    const react = lines.getByRole('row', { name: /React from Zero/ });
    expect(react).toHaveTextContent('2');
    expect(react).toHaveTextContent('$49.00');
    expect(react).toHaveTextContent('$98.00');
    expect(lines.getByRole('row', { name: /Total paid/ })).toHaveTextContent('$157.50');
  });

  it('shows a credit note with the receipt it credits and the reason', async () => {
    await openReceipt(creditNote);
    await findPageHeading(PAYMENT_TEXTS.creditNoteTitle(creditNote.number));
    expect(fact(PAYMENT_TEXTS.creditNoteLabel)).toHaveTextContent(creditNote.number);
    expect(screen.getByRole('link', { name: PAYMENT_TEXTS.creditNoteFor(receipt.number) })).toHaveAttribute(
      'href',
      `/profile/receipts/${receipt.number}`,
    );
    expect(fact(PAYMENT_TEXTS.creditNoteReason)).toHaveTextContent('One seat was never used');
    expect(screen.getByRole('row', { name: /Total refunded/ })).toHaveTextContent('$49.00');
  });

  it('downloads the PDF with the learner’s token', async () => {
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, api } = await openReceipt(receipt);
    await findPageHeading(PAYMENT_TEXTS.receiptTitle(receipt.number));
    // The stub answers a JSON envelope; the page only hands the body on as a file.
    api.fetchStub.mockImplementationOnce(
      async () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    await user.click(screen.getByRole('button', { name: PAYMENT_TEXTS.downloadReceipt }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [input, init] = api.fetchStub.mock.calls.at(-1) ?? [];
    expect(input).toBe(`/api/receipts/${receipt.number}/pdf`);
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('says so when the receipt cannot be loaded, with a way to try again', async () => {
    await openReceipt(receipt, {
      [`GET /api/receipts/${receipt.number}`]: { status: 404, message: 'Receipt not found' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Receipt not found');
  });
});
