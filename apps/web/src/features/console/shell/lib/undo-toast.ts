import { UNDO_TEXTS } from '@curio/shared';
import { toastError } from '#web/lib/notify.ts';
import { toast } from '#web/lib/toast.ts';

type TUndo = {
  /** What the Undo takes back, for its accessible name: 'unpublish Figma Basics'. */
  what: string;
  /**
   * The request that undoes it, through the API with its usual checks and audit; it answers the toast text.
   * It must not depend on the page still being open: the operator may have moved on when they press Undo.
   */
  undo: () => Promise<{ message: string }>;
};

/**
 * Says a reversible action is done, with an Undo button in the toast (docs/product.md#console): unpublish is
 * undone by publishing, hide by unhiding, a delete by restoring (ADR 027). The undo's answer is toasted too,
 * or why it could not be done (someone changed the item meanwhile: 409).
 */
export function toastWithUndo(message: string, { what, undo }: TUndo): void {
  toast.success(message, {
    action: {
      label: UNDO_TEXTS.undo,
      name: UNDO_TEXTS.undoLabel(what),
      onClick: () =>
        void undo().then(
          (done) => toast.success(done.message),
          (error: unknown) => toastError(error, UNDO_TEXTS.undoFailed),
        ),
    },
  });
}
