import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import { MESSAGES, UNDO_TEXTS } from '@curio/shared';
import { toastError } from '#web/lib/notify.ts';
import { toastWithUndo } from '#web/features/console/shell/lib/undo-toast.ts';
import { useConsoleAction } from './use-console-action.ts';

type TDeleteMutation = UseMutationResult<{ message: string; data: unknown }, unknown, string>;

/** Brings a deleted row back, for the toast's Undo: what names it, and the restore request. */
type TRestore<T> = { nameOf: (row: T) => string; restore: (row: T) => Promise<{ message: string }> };

const isRestorable = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { restorable?: unknown }).restorable === true;

/**
 * A delete that asks first: `ask(row)` opens the confirm dialog, `dialog` is spread onto ConfirmDialog, and
 * confirming deletes the row, toasts the server's message (or `failure`, with what to do) and closes. With
 * `restore`, a delete the server says it can take back (`{ restorable: true }`, ADR 027) offers Undo.
 */
export function useConfirmedDelete<T extends { _id: string }>(
  mutation: TDeleteMutation,
  failure: string,
  undo?: TRestore<T>,
) {
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
      const row = target;
      remove.run(target._id, {
        onSuccess: ({ message, data }) => {
          const text = message || MESSAGES.admin.deleted;
          if (!undo || !isRestorable(data)) return toast.success(text);
          toastWithUndo(text, { what: UNDO_TEXTS.deleting(undo.nameOf(row)), undo: () => undo.restore(row) });
        },
        onError: (error) => toastError(error, failure),
        onSettled: close,
      });
    },
  };
  return { target, ask: setTarget, dialog };
}
