import { toast } from '#web/lib/toast.ts';
import { ApiError, errorMessage } from './api-client.ts';

/** Toasts a failed call: the server's message, else the screen's fallback (docs/product.md#messages). */
export function toastError(error: unknown, fallback: string): void {
  // A 401 that ended the session was already announced by the session-expiry handler.
  if (error instanceof ApiError && error.endedSession) return;
  toast.error(errorMessage(error, fallback));
}

/**
 * Toasts a failed add or move with the fixed failure text of docs/product.md#messages, except a 409, whose
 * reason only the server knows ('You are already enrolled in this course…', the cart's maximum).
 */
export function toastAddFailed(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.endedSession) return;
  toast.error(error instanceof ApiError && error.status === 409 ? errorMessage(error, fallback) : fallback);
}
