import { useState } from 'react';

/** The rows of a console list the operator ticked, for a bulk action (docs/product.md#console). */
export type TRowSelection = {
  /** The ticked ids among the rows on screen, in their order. */
  ids: readonly string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Ticks (or unticks) every row on screen. */
  setPage: (isOn: boolean) => void;
  clear: () => void;
  /** The ids of the rows on screen, in their order. */
  pageIds: readonly string[];
};

/**
 * A selection of the rows on screen. It never holds a row that is not shown: a new page, a filter or a
 * reload that drops a row drops it from the selection too, so an action only ever touches what the operator
 * sees ticked.
 */
export function useRowSelection(pageIds: readonly string[]): TRowSelection {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const ids = pageIds.filter((id) => ticked.has(id));
  return {
    ids,
    isSelected: (id) => ticked.has(id) && pageIds.includes(id),
    toggle: (id) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setPage: (isOn) => setTicked(isOn ? new Set(pageIds) : new Set()),
    clear: () => setTicked(new Set()),
    pageIds,
  };
}
