import { CONFLICT_MESSAGES as C, MESSAGES } from '@curio/shared';
import { useEffect, useRef, useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import { toastError } from '#web/lib/notify.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import {
  changesText,
  differingFields,
  listLabels,
  type TConflictField,
  type TConflictValues,
} from '#web/features/console/shell/lib/conflict-changes.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConflictNotice, type TConflictChanges } from './conflict-notice.tsx';

/**
 * What an editor hands the notice so a stale save loses nothing (ADR 030). Each is read when needed, so
 * it sees the form as it is then.
 */
export type TConflictCompare = {
  /** The fields the notice may name, in the form's order. */
  fields: readonly TConflictField[];
  /** The values as the editor loaded them (the form's defaults). */
  loaded: () => TConflictValues;
  /** What the operator has now; omit where nothing is typed (a button's move): no Copy, a plain Reload. */
  mine?: () => TConflictValues;
  /** The server's current values, read without touching the form; omit when there is no such read. */
  latest?: () => Promise<TConflictValues>;
};

/** A form of react-hook-form, as the notice reads it. */
type TFormValuesSource = {
  getValues: () => object;
  formState: { defaultValues?: object };
};

/** The compare of a react-hook-form editor: its defaults are what was loaded, its values what was typed. */
export const formCompare = (
  form: TFormValuesSource,
  fields: readonly TConflictField[],
  latest?: () => Promise<TConflictValues>,
): TConflictCompare => ({
  fields,
  loaded: () => ({ ...form.formState.defaultValues }),
  mine: () => ({ ...form.getValues() }),
  latest,
});

/** The clipboard, or a refusal (no permission, an insecure page, no clipboard at all). */
const writeClipboard = async (text: string) => navigator.clipboard.writeText(text);

/**
 * A write's outcome on a console page: a success toast, or the server's message as a toast, and for a 409
 * (stale version, last admin…) a notice that stays. Every page that offers Reload after a 409 shows it
 * through this hook.
 *
 * With `compare`, the notice says which fields someone else changed, 'Copy my changes' puts what the
 * operator typed on the clipboard (the form stays as typed), and 'Reload (discard mine)' asks before it
 * replaces typed changes.
 *
 * `onReload` may answer a promise (a refetch): the notice then stays, its Reload busy, until the reload is
 * done, and stays if it fails. Otherwise the notice goes as Reload is pressed.
 */
export function useConflictNotice(
  onReload: () => void | Promise<unknown>,
  isReloading: boolean,
  compare?: TConflictCompare,
) {
  const [conflict, setConflict] = useState<string | null>(null);
  const [changes, setChanges] = useState<TConflictChanges>({ state: 'checking' });
  const [discarding, setDiscarding] = useState<readonly TConflictField[] | null>(null);
  const [unsaved, setUnsaved] = useState<string | null>(null);
  // Answers of an older conflict's read are dropped: only the latest notice is filled.
  const check = useRef(0);
  const compareRef = useRef(compare);
  useEffect(() => {
    compareRef.current = compare;
  });

  /** Puts a 409's message on screen (the shared stale-edit text when the server sent none). */
  const show = (message: string) => {
    setConflict(message || MESSAGES.admin.staleEdit);
    setUnsaved(null);
    const current = compareRef.current;
    const id = ++check.current;
    if (!current?.latest) return;
    const loaded = current.loaded();
    setChanges({ state: 'checking' });
    current.latest().then(
      (latest) => {
        if (id === check.current)
          setChanges({ state: 'read', fields: differingFields(current.fields, loaded, latest) });
      },
      () => {
        if (id === check.current) setChanges({ state: 'failed' });
      },
    );
  };
  const dismiss = () => {
    check.current++;
    setConflict(null);
    setDiscarding(null);
    setUnsaved(null);
  };
  const reload = () => {
    setDiscarding(null);
    const reloading = onReload();
    if (reloading instanceof Promise) void reloading.then(dismiss, () => undefined);
    else dismiss();
  };
  /** The fields the operator changed since loading (none without a `mine`). */
  const mineChanged = () => {
    const current = compareRef.current;
    return current?.mine ? differingFields(current.fields, current.loaded(), current.mine()) : [];
  };
  const askReload = () => {
    const typed = mineChanged();
    if (typed.length > 0) setDiscarding(typed);
    else reload();
  };
  const copy = () => {
    const current = compareRef.current;
    const text = current?.mine ? changesText(current.fields, current.loaded(), current.mine()) : null;
    if (text === null) {
      toast.info(C.nothingToCopy);
      return;
    }
    writeClipboard(text).then(
      () => {
        setUnsaved(null);
        toast.success(C.copied);
      },
      () => setUnsaved(text),
    );
  };
  const canCopy = Boolean(compare?.mine);

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
    notice: conflict && (
      <>
        <ConflictNotice
          message={conflict}
          isReloading={isReloading}
          onReload={canCopy ? askReload : reload}
          reloadLabel={canCopy ? C.reloadDiscard : C.reload}
          changes={compare?.latest ? changes : undefined}
          onCopy={canCopy ? copy : undefined}
          unsaved={unsaved}
        />
        <ConfirmDialog
          open={discarding !== null}
          title={C.discardTitle}
          body={C.discardBody(listLabels(discarding ?? []))}
          confirmLabel={C.discardConfirm}
          cancelLabel={C.discardCancel}
          tone="danger"
          isPending={isReloading}
          onConfirm={reload}
          onCancel={() => setDiscarding(null)}
        />
      </>
    ),
  };
}
