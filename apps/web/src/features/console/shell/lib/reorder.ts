/** The list with the item at `from` moved to `to` (the others keep their order); a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/** The ids in order after moving one item: the body of a reorder request. */
export const reorderedIds = <T extends { _id: string }>(items: readonly T[], from: number, to: number) =>
  moveItem(items, from, to).map((item) => item._id);

/**
 * The items sorted as `ids` says (an optimistic reorder); an item the ids leave out stays, after them, in its
 * old order, so nothing vanishes from the screen.
 */
export function applyOrder<T extends { _id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const rankOf = (item: T) => rank.get(item._id) ?? ids.length;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rankOf(a.item) - rankOf(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
