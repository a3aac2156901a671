import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

type TSortableListProps<T> = {
  items: readonly T[];
  getId: (item: T) => string;
  /** What a screen reader calls an item ("category Design", "curriculum entry 2"). */
  describe: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  /** The row; `handle` is the drag handle to place in it. */
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  className?: string;
  isDisabled?: boolean;
};

/**
 * A vertical list reordered by drag (dnd-kit): with a mouse or touch by the handle, or from the keyboard
 * (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to cancel), announced to screen
 * readers.
 */
export function SortableList<T>({
  items,
  getId,
  describe,
  onMove,
  renderItem,
  className,
  isDisabled = false,
}: TSortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const nameOf = (id: string | number | undefined) => {
    const index = ids.indexOf(String(id));
    const item = items[index];
    return item === undefined ? 'the item' : describe(item, index);
  };
  const positionOf = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is at position ${positionOf(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space or Enter to pick up, use the arrow keys to move, then Space or Enter to drop, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={isDisabled}>
        <ol className={['sortable-list', className].filter(Boolean).join(' ')}>
          {items.map((item, index) => (
            <SortableRow key={getId(item)} id={getId(item)} label={describe(item, index)}>
              {(handle) => renderItem(item, index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

type TSortableRowProps = { id: string; label: string; children: (handle: ReactNode) => ReactNode };

function SortableRow({ id, label, children }: TSortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="drag-handle"
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${label}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`sortable-list__item${isDragging ? ' sortable-list__item--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
