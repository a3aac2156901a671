// The payments module's exports (ADR 039): providers, the payment records and receipts. The routes and the
// order effects live in modules/commerce, which owns orders.
import type { PaymentsConfig } from '#api/config.ts';
import { manualProvider } from './manual.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe.ts';

export type {
  PaymentEffect,
  PaymentProvider,
  ProviderEvent,
  ProviderRefund,
  StartPaymentInput,
} from './provider.ts';
export { ProviderError, WebhookSignatureError } from './provider.ts';
export { createPaymentRepository, type PaymentRepository } from './repository.ts';
export { issueCreditNote, issueReceipt, sellerOf, toReceipt, type ReceiptSource } from './receipts.ts';
export { renderReceiptPdf } from './receipt-pdf.ts';

/** The provider PAYMENTS names: one module per provider. */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  return config.mode === 'stripe' ? createStripeProvider(config.stripe) : manualProvider;
}
