import { z } from 'zod';

/**
 * Undo in the console (docs/product.md#console): the toast of a reversible action offers it, and the undo is
 * an ordinary request with the usual checks and audit. Unpublish is undone by publishing, hide by unhiding,
 * and the delete of a content item with no dependants by restoring it (ADR 027).
 */

/** How long a deleted content item can be restored; after that the server forgets it (ADR 027). */
export const RESTORE_WINDOW_MS = 60 * 60 * 1000;

/** DELETE /api/admin/content/{type}/{id}: whether the item can be restored (it had no dependants). */
export const ZContentDeleteReply = z.object({ restorable: z.boolean() });
export type TContentDeleteReply = z.infer<typeof ZContentDeleteReply>;

export const UNDO_TEXTS = {
  undo: 'Undo',
  /** The button's accessible name, with what it undoes: 'Undo unpublishing Figma Basics'. */
  undoLabel: (what: string) => `Undo ${what}`,
  unpublishing: (name: string) => `unpublishing ${name}`,
  hiding: (name: string) => `hiding ${name}`,
  deleting: (name: string) => `deleting ${name}`,
  restored: 'Restored',
  notRestorable: 'This item can no longer be restored: it was deleted over an hour ago, or restored already.',
  undoFailed: 'The change could not be undone. Try again.',
} as const;
