// zod-free on purpose: the site shell imports these without pulling the schemas into its first chunk.
/** The constants of docs/product.md#rules, shared by the forms and the API. */
export const LIMITS = {
  phoneLength: 10,
  passwordMin: 6,
  nameMin: 3,
  otpLength: 6,
  otpLifetimeMinutes: 10,
  profileImageMaxBytes: 2 * 1024 * 1024,
  navTranslucentAfterPx: 50,
  toastAutoCloseMs: 1000,
  /** A toast with an action (Undo) stays long enough to use it, and pauses while hovered or focused. */
  toastWithActionMs: 10_000,
} as const;
