// zod-free on purpose: the return page, the profile and the console import these without the schemas.

/**
 * The words of the payment screens that the API never sends (docs/product.md#payment): the return page's
 * edge cases, the receipt page's buttons, the console's payment panel and refund dialog, the orders list's
 * columns. What the API and the mails share is in payment-texts.ts.
 */
export const PAYMENT_PAGE_TEXTS = {
  // The return page.
  returnNoOrder:
    'This address names no order. Your orders, and a way to pay any that waits, are in your profile.',
  /** `status`: the order's status in words ('Cancelled', 'Refunded'). */
  returnClosed: (status: string) => `This order is ${status.toLowerCase()}: there is nothing to pay.`,
  loadingOrder: 'Loading your order…',
  returnLoginReason: 'Your orders and their payments are kept in your account.',
  // The receipt page.
  printReceipt: 'Print',
  receiptPdfFailed: 'The PDF could not be downloaded. Try again.',
  loadingReceipt: 'Loading the receipt…',
  receiptLoginReason: 'Your receipts are kept in your account.',
  receiptLinesCaption: 'What was bought',
  creditNoteLinesCaption: 'The order’s lines, for reference',
  // Order History.
  receiptColumn: 'Receipt',
  noReceiptYet: 'No receipt yet',
  // The console's order page.
  paymentState: 'State',
  lastTry: 'Last try',
  refundedSoFar: 'Refunded',
  receiptNotYet: 'None yet: issued when the order is paid',
  refundsListLabel: 'Refunds, oldest first',
  refundKeep: 'Keep the payment',
  refundFailed: 'The refund could not be sent. Try again.',
  refundPartialNote:
    'A partial refund leaves the order and the learner’s access as they are; a credit note is issued for it.',
  refundReasonHint: (max: number) => `At most ${max} characters.`,
  // The console's orders list.
  flagsColumn: 'Flags',
} as const;
