/**
 * A full-page navigation to another site (the payment provider's hosted page: docs/product.md#payment,
 * ADR 040). An object, so a component test can watch where the app would go (`vi.spyOn(leaveSite, 'to')`)
 * where jsdom cannot navigate.
 */
export const leaveSite = {
  to(url: string) {
    window.location.assign(url);
  },
};
