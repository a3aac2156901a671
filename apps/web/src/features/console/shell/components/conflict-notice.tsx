import { CONFLICT_MESSAGES as C, MESSAGES } from '@curio/shared';
import { useEffect, useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { TConflictField } from '#web/features/console/shell/lib/conflict-changes.ts';

/** What the notice knows of someone else's change: being read, the fields that differ, or unreadable. */
export type TConflictChanges =
  { state: 'checking' } | { state: 'read'; fields: readonly TConflictField[] } | { state: 'failed' };

type TConflictNoticeProps = {
  /** The server's 409 message (a stale edit, a refused move); the shared stale-edit text if it sent none. */
  message?: string;
  /** Loads the latest version (and clears the notice), or asks first when typed changes would go. */
  onReload: () => void;
  /** 'Reload', or 'Reload (discard mine)' where the operator's typing is at stake. */
  reloadLabel?: string;
  isReloading?: boolean;
  /** Which fields someone else changed; none where the editor cannot read the latest version. */
  changes?: TConflictChanges;
  /** Copies the operator's unsaved changes; none where nothing is typed. */
  onCopy?: () => void;
  /** The changes as text, shown when the clipboard refused them, to be copied by hand. */
  unsaved?: string | null;
};

function ChangedFields({ changes }: { changes: TConflictChanges }) {
  const headingId = useId();
  if (changes.state === 'checking') return <p className="console-conflict__status">{C.checking}</p>;
  if (changes.state === 'failed') return <p className="console-conflict__status">{C.compareFailed}</p>;
  if (changes.fields.length === 0) return <p className="console-conflict__status">{C.noFieldChanged}</p>;
  return (
    <div className="console-conflict__changes">
      <p id={headingId}>{C.changedFields}</p>
      <ul aria-labelledby={headingId}>
        {changes.fields.map((field) => (
          <li key={field.name}>{field.label}</li>
        ))}
      </ul>
    </div>
  );
}

/** The changes the clipboard refused, selected in a box to copy by hand. */
function UnsavedText({ text }: { text: string }) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.select(), [text]);
  return (
    <div className="console-conflict__unsaved">
      <p>{C.copyFailed}</p>
      <label className="field__label" htmlFor={id}>
        {C.copyBox}
      </label>
      <textarea ref={ref} id={id} className="field__input" readOnly rows={6} value={text} />
    </div>
  );
}

/**
 * What a 409 leaves on screen, as an error notice: someone else changed the item first (and which fields),
 * or the move is no longer allowed. Nothing was saved. It takes focus when it appears, so it is in view
 * and its actions are the next Tab away; the form below keeps what was typed.
 */
export function ConflictNotice({
  message,
  onReload,
  reloadLabel = C.reload,
  isReloading = false,
  changes,
  onCopy,
  unsaved,
}: TConflictNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="console-conflict" role="alert" tabIndex={-1}>
      <div className="console-conflict__text">
        <p className="console-conflict__message">{message || MESSAGES.admin.staleEdit}</p>
        {changes && <ChangedFields changes={changes} />}
      </div>
      <div className="console-conflict__actions">
        {onCopy && (
          <Button variant="secondary" onClick={onCopy}>
            {C.copy}
          </Button>
        )}
        <Button variant="secondary" onClick={onReload} isLoading={isReloading}>
          {reloadLabel}
        </Button>
      </div>
      {unsaved && <UnsavedText text={unsaved} />}
    </div>
  );
}
