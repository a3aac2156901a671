import { BULK_MESSAGES, BULK_TEXTS, type TBulkItemResult, type TBulkResult } from '@curio/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError } from '#web/lib/notify.ts';
import { toast } from '#web/lib/toast.ts';
import { postBulk, useBulkMutation } from '#web/features/console/shell/api/bulk.ts';
import { toastWithUndo } from '#web/features/console/shell/lib/undo-toast.ts';
import { useRowSelection, type TRowSelection } from '#web/features/console/shell/lib/use-row-selection.ts';

/** A row the last bulk action left alone, by its name in the list, and why. */
export type TBulkSkip = { id: string; name: string; reason: string };

/** One bulk request a button sends for the ticked rows. */
export type TBulkRun = {
  /** Which button asked: its spinner turns while the request runs. */
  key: string;
  /** The bulk route under /api: '/admin/courses/bulk/status'. */
  path: string;
  /** What to do besides the ids: `{ status: 'draft' }`. */
  body?: Record<string, unknown>;
  /**
   * The opposite action, offered as Undo in the toast for the rows this one changed (unpublish → publish,
   * hide → unhide). `what` names what it takes back, for the Undo button's accessible name, from how many
   * rows changed ('unpublishing 2 courses').
   */
  undo?: { what: (changed: number) => string; path: string; body?: Record<string, unknown> };
  /** After a success (a dialog closes). */
  onDone?: () => void;
};

const changedIds = (results: readonly TBulkItemResult[]) =>
  results.filter((result) => result.outcome === 'changed').map((result) => result._id);

/**
 * A list's bulk actions (docs/product.md#console): the ticked rows, a `run` that sends one bulk request for
 * them and toasts the server's summary ('2 published, 1 skipped (already published)'), with Undo where the
 * action has an opposite, and the rows it skipped with why (`report`). The rows stay ticked afterwards, so
 * the operator sees what was acted on and can act again. `listKey` is the query the list reloads.
 */
export function useBulkActions<T>({
  items,
  getRowId,
  rowName,
  listKey,
}: {
  items: readonly T[];
  getRowId: (item: T) => string;
  rowName: (item: T) => string;
  listKey: QueryKey;
}) {
  const selection: TRowSelection = useRowSelection(items.map(getRowId));
  const mutation = useBulkMutation(listKey);
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<TBulkSkip[]>([]);

  const announce = (data: TBulkResult, message: string, undo: TBulkRun['undo']) => {
    const changed = changedIds(data.results);
    if (!undo || changed.length === 0) return (changed.length > 0 ? toast.success : toast.info)(message);
    toastWithUndo(message, {
      what: undo.what(changed.length),
      // The list may be gone when Undo is pressed: this reloads it through the client, not the page.
      undo: async () => {
        try {
          return await postBulk({ path: undo.path, body: { ...undo.body, ids: changed } });
        } finally {
          void queryClient.invalidateQueries({ queryKey: listKey });
        }
      },
    });
  };

  const run = ({ key, path, body = {}, undo, onDone }: TBulkRun) => {
    const names = new Map(items.map((item) => [getRowId(item), rowName(item)]));
    setRunning(key);
    mutation.mutate(
      { path, body: { ...body, ids: selection.ids } },
      {
        onSuccess: ({ data, message }) => {
          setSkipped(
            data.results
              .filter((result) => result.outcome === 'skipped')
              .map(({ _id, reason }) => ({
                id: _id,
                name: names.get(_id) ?? _id,
                reason: reason ?? BULK_MESSAGES.failed,
              })),
          );
          announce(data, message, undo);
          onDone?.();
        },
        onError: (error) => toastError(error, BULK_TEXTS.failed),
        onSettled: () => setRunning(null),
      },
    );
  };

  return {
    selection,
    rowName,
    /** The ticked rows, in the list's order. */
    selected: items.filter((item) => selection.isSelected(getRowId(item))),
    run,
    /** Whether this button's request runs (its spinner), and whether any does (the others wait). */
    isRunning: (key: string) => running === key,
    isBusy: mutation.isPending,
    report: { skipped, onDismiss: () => setSkipped([]) },
  };
}

export type TBulkActions<T> = ReturnType<typeof useBulkActions<T>>;
