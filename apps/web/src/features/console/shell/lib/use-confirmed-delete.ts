import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import { MESSAGES } from '@curio/shared';
import { toastError } from '#web/lib/notify.ts';
import { useConsoleAction } from './use-console-action.ts';

type TDeleteMutation = UseMutationResult<{ message: string }, unknown, string>;

/**
 * A delete that asks first: `ask(row)` opens the confirm dialog, `dialog` is spread onto ConfirmDialog, and
 * confirming deletes the row, toasts the server's message (or `failure`, with what to do) and closes.
 */
export function useConfirmedDelete<T extends { _id: string }>(mutation: TDeleteMutation, failure: string) {
  const remove = useConsoleAction(mutation);
  const [target, setTarget] = useState<T | null>(null);
  const close = () => setTarget(null);
  const dialog = {
    open: target !== null,
    confirmLabel: 'Delete',
    tone: 'danger' as const,
    isPending: remove.isPending,
    onCancel: close,
    onConfirm: () => {
      if (!target) return;
      remove.run(target._id, {
        onSuccess: ({ message }) => toast.success(message || MESSAGES.admin.deleted),
        onError: (error) => toastError(error, failure),
        onSettled: close,
      });
    },
  };
  return { target, ask: setTarget, dialog };
}
