import { MESSAGES } from '@curio/shared';
import { useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import { toastError } from '#web/lib/notify.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import { ConflictNotice } from './conflict-notice.tsx';

/**
 * A write's outcome on a detail page: a success toast, or the server's message as a toast, and for a 409
 * (stale version, last admin…) a notice that stays, with Reload.
 */
export function useConflictNotice(onReload: () => void, isReloading: boolean) {
  const [conflict, setConflict] = useState<string | null>(null);
  return {
    onSuccess: (message: string) => {
      setConflict(null);
      toast.success(message);
    },
    onError: (error: unknown) => {
      if (isConflict(error)) setConflict(error.message || MESSAGES.admin.staleEdit);
      toastError(error, MESSAGES.admin.staleEdit);
    },
    notice: conflict && (
      <ConflictNotice
        message={conflict}
        isReloading={isReloading}
        onReload={() => {
          setConflict(null);
          onReload();
        }}
      />
    ),
  };
}
