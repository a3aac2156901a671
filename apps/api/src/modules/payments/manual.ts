import type { PaymentProvider } from './provider.ts';

/**
 * PAYMENTS=manual (the default): nothing online. The learner pays by bank transfer or invoice and an admin
 * marks the order paid (docs/product.md#payment); there are no events to read and nothing to refund here.
 */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  startPayment: () => Promise.resolve(null),
  readEvent: () => {
    throw new Error('PAYMENTS=manual reads no provider events');
  },
  checkSession: () => Promise.resolve({ kind: 'none' }),
  refund: () => Promise.reject(new Error('PAYMENTS=manual refunds outside the site')),
  closeSession: () => Promise.resolve(),
};
