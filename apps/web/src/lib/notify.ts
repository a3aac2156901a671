import { toast } from '#web/lib/toast.ts';
import { ApiError, errorMessage } from './api-client.ts';

/** Toasts a failed call: the server's message, else the screen's fallback (SPEC §8). */
export function toastError(error: unknown, fallback: string): void {
  // A 401 that ended the session was already announced by the session-expiry handler.
  if (error instanceof ApiError && error.endedSession) return;
  toast.error(errorMessage(error, fallback));
}
