import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page?';

/** The question `useUnsavedGuard` asks when a navigation is held: Leave goes on, Stay keeps the edits. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Unsaved changes"
      body={UNSAVED_CHANGES_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
