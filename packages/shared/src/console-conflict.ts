// zod-free on purpose: only the console imports these, and the browser tests read them.

/**
 * What a stale save leaves on screen (docs/product.md#console): the 409's notice, what someone else changed,
 * and the operator's ways to keep what they typed (ADR 030).
 */
export const CONFLICT_MESSAGES = {
  /** Above the list of fields someone else changed. */
  changedFields: 'Changed by someone else since you opened it:',
  checking: 'Checking what changed…',
  compareFailed: 'What changed could not be read. Reload to see it.',
  /** The save was refused, but none of the form's fields differ (its status or place changed). */
  noFieldChanged: 'None of the fields here changed: its status or its place did.',
  reload: 'Reload',
  reloadDiscard: 'Reload (discard mine)',
  copy: 'Copy my changes',
  copied: 'Your changes are copied. Paste them anywhere to keep them.',
  copyFailed: 'Your changes could not be copied. Select the text below and copy it.',
  /** The label of the text box that holds the changes when the clipboard refused them. */
  copyBox: 'Your unsaved changes',
  nothingToCopy: 'You have no unsaved changes to copy.',
  discardTitle: 'Discard your changes?',
  discardBody: (fields: string) =>
    `Reloading replaces what you typed in ${fields} with the latest version. ` +
    'Copy your changes first to keep them.',
  discardConfirm: 'Discard and reload',
  discardCancel: 'Keep editing',
  /** The first line of the copied text. */
  copyHeading: 'My unsaved changes',
  /** An empty value in the copied text, and a yes/no one. */
  empty: '(empty)',
  yes: 'Yes',
  /** Marks a quiz question's correct option in the copied text. */
  correctAnswer: 'correct answer',
  no: 'No',
} as const;
