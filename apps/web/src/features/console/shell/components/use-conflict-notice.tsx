import { MESSAGES } from '@curio/shared';
import { useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import { toastError } from '#web/lib/notify.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import { ConflictNotice } from './conflict-notice.tsx';

/**
 * A write's outcome on a console page: a success toast, or the server's message as a toast, and for a 409
 * (stale version, last admin…) a notice that stays, with Reload. Every page that offers Reload after a 409
 * shows it through this hook.
 *
 * `onReload` may answer a promise (a refetch): the notice then stays, its Reload busy, until the reload is
 * done, and stays if it fails. Otherwise the notice goes as Reload is pressed.
 */
export function useConflictNotice(onReload: () => void | Promise<unknown>, isReloading: boolean) {
  const [conflict, setConflict] = useState<string | null>(null);
  /** Puts a 409's message on screen (the shared stale-edit text when the server sent none). */
  const show = (message: string) => setConflict(message || MESSAGES.admin.staleEdit);
  const dismiss = () => setConflict(null);
  const reload = () => {
    const reloading = onReload();
    if (reloading instanceof Promise) void reloading.then(dismiss, () => undefined);
    else dismiss();
  };
  return {
    onSuccess: (message: string) => {
      dismiss();
      toast.success(message);
    },
    /**
     * A 409 leaves the notice; every failure is also a toast (`fallback` when the server sent no message).
     */
    onError: (error: unknown, fallback: string = MESSAGES.admin.staleEdit) => {
      if (isConflict(error)) show(error.message);
      toastError(error, fallback);
    },
    /** Shows `error` if it is a 409 and answers whether it was; the caller reports any other failure. */
    showConflict: (error: unknown): boolean => {
      if (!isConflict(error)) return false;
      show(error.message);
      return true;
    },
    show,
    dismiss,
    notice: conflict && <ConflictNotice message={conflict} isReloading={isReloading} onReload={reload} />,
  };
}
