import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { ActionButton } from './action-button.tsx';

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for what cannot be undone or takes something away (delete, disable, demote). */
  tone?: 'danger' | 'default';
  /**
   * The action runs: a spinner on the confirm button, and neither button nor Escape answers until it is done
   * (the caller's `useConsoleAction` drops a second confirm).
   */
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a consequential action. Focus starts on Cancel, so a stray Enter never confirms;
 * Escape and the backdrop cancel. Confirm is an ActionButton: one press, one action (docs/product.md#console).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  isPending = false,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) {
  return (
    <Modal
      isOpen={open}
      onClose={() => !isPending && onCancel()}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending} data-autofocus>
            {cancelLabel}
          </Button>
          <ActionButton
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            isBusy={isPending}
          >
            {confirmLabel}
          </ActionButton>
        </>
      }
    >
      {typeof body === 'string' ? <p>{body}</p> : body}
    </Modal>
  );
}
