import {
  closestCenter,
  DndContext,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  AUTHORING_TEXTS as T,
  type TConsoleOutline,
  type TConsoleOutlineLesson,
  type TConsoleOutlineSection,
} from '@curio/shared';
import {
  applyOutlineOrder,
  isSameOrder,
  locateLesson,
  moveLessonBy,
  moveSectionBy,
  orderOf,
  placeLesson,
  type TOutlineOrder,
} from '#web/features/console/catalogue/lib/outline-order.ts';
import { moveItem } from '#web/features/console/shell/lib/reorder.ts';

type TOutlineEditorProps = {
  outline: TConsoleOutline;
  /** Saves the new order, shown until the save is answered: then the outline given is what shows. */
  onSave: (order: TOutlineOrder) => Promise<unknown>;
  /** A save is in flight: nothing moves until it is answered. */
  isSaving: boolean;
  /** A section's card below its handle and above its lessons (title, rename, delete). */
  renderSection: (section: TConsoleOutlineSection, handle: ReactNode) => ReactNode;
  /** Under a section's lessons (the form that adds one). */
  renderSectionFoot: (section: TConsoleOutlineSection) => ReactNode;
  renderLesson: (lesson: TConsoleOutlineLesson, handle: ReactNode) => ReactNode;
};

type TDragData = { type: 'section' } | { type: 'lesson' } | { type: 'list'; sectionId: string };
type TMoving = { type: 'section' | 'lesson'; id: string; before: TOutlineOrder };

const listId = (sectionId: string) => `list:${sectionId}`;
const typeOf = (data: unknown) => (data as TDragData | undefined)?.type;

/**
 * A lesson drag lands on a lesson under the pointer, else a section's list under it, else the nearest lesson.
 */
const collisions: CollisionDetection = (args) => {
  const activeType = typeOf(args.active.data.current);
  const of = (type: TDragData['type']) =>
    args.droppableContainers.filter((container) => typeOf(container.data.current) === type);
  if (activeType === 'section') return closestCenter({ ...args, droppableContainers: of('section') });
  const onLesson = pointerWithin({ ...args, droppableContainers: of('lesson') });
  if (onLesson.length > 0) return onLesson;
  const onList = pointerWithin({ ...args, droppableContainers: of('list') });
  if (onList.length > 0) return onList;
  return closestCenter({ ...args, droppableContainers: of('lesson') });
};

/**
 * A course's sections and their lessons, reordered by drag (dnd-kit: a section by its handle, a lesson by its
 * handle, also into another section) or from the keyboard: focus a handle, Space or Enter to pick it up, the
 * arrow keys to move (a lesson past the end of its section goes into the next), Space or Enter to drop,
 * Escape to cancel; each step is announced. A drop saves the whole outline (docs/product.md#authoring).
 */
export function OutlineEditor({
  outline,
  onSave,
  isSaving,
  renderSection,
  renderSectionFoot,
  renderLesson,
}: TOutlineEditorProps) {
  const saved = orderOf(outline.sections);
  const [draft, setDraft] = useState<TOutlineOrder | null>(null);
  const [moving, setMoving] = useState<TMoving | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  // A new outline from the server (the save's reply, a reload) is what shows from then on.
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    setDraft(null);
  }, [savedKey]);

  const order = draft ?? saved;
  const sections = applyOutlineOrder(outline, order);
  const lessonTitle = new Map(outline.sections.flatMap((s) => s.lessons).map((l) => [l._id, l.title]));
  const sectionTitle = new Map(outline.sections.map((s) => [s._id, s.title]));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  /** Where an item is: its title, its place and, for a lesson, its section's title. */
  const placeOf = (type: 'section' | 'lesson', id: string, within: TOutlineOrder) => {
    if (type === 'section') {
      const index = within.findIndex((section) => section.id === id);
      return { title: sectionTitle.get(id) ?? '', position: index + 1, total: within.length, section: '' };
    }
    const at = locateLesson(within, id);
    const section = at && within[at.sectionIndex];
    return {
      title: lessonTitle.get(id) ?? '',
      position: (at?.index ?? 0) + 1,
      total: section?.lessons.length ?? 0,
      section: sectionTitle.get(section?.id ?? '') ?? '',
    };
  };
  /** Where an item is, in words a screen reader says. */
  const whereIs = (type: 'section' | 'lesson', id: string, within: TOutlineOrder) => {
    const { title, position, total, section } = placeOf(type, id, within);
    return type === 'section'
      ? T.sectionAt(title, position, total)
      : T.lessonAt(title, position, total, section);
  };
  const pickedUp = (type: 'section' | 'lesson', id: string, within: TOutlineOrder) => {
    const { title, position, total, section } = placeOf(type, id, within);
    return type === 'section'
      ? T.pickedUpSection(title, position, total)
      : T.pickedUpLesson(title, position, total, section);
  };
  const nameOf = (type: 'section' | 'lesson', id: string) =>
    type === 'section' ? `Section ${sectionTitle.get(id) ?? ''}` : `Lesson ${lessonTitle.get(id) ?? ''}`;

  const finish = (next: TOutlineOrder) => {
    if (isSameOrder(next, saved)) return setDraft(null);
    setDraft(next);
    // Answered: the reply is the outline now; refused: the saved order is back.
    const settle = () => setDraft(null);
    onSave(next).then(settle, settle);
  };

  // The keyboard keeps its place on the item being moved, even when it moved into another section's list.
  useEffect(() => {
    if (!moving) return;
    const handle = handles.current.get(moving.id);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [moving, draft]);

  const onHandleKey =
    (type: 'section' | 'lesson', id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
      const isPick = event.key === ' ' || event.key === 'Enter';
      if (isSaving) return;
      if (!moving) {
        if (!isPick) return;
        event.preventDefault();
        setMoving({ type, id, before: order });
        setDraft(order);
        setAnnouncement(pickedUp(type, id, order));
        return;
      }
      if (moving.id !== id) return;
      if (isPick) {
        event.preventDefault();
        setMoving(null);
        setAnnouncement(T.dropped(nameOf(type, id)));
        finish(order);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMoving(null);
        setDraft(null);
        setAnnouncement(T.cancelled(nameOf(type, id).toLowerCase()));
        return;
      }
      const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
      if (step === 0) return;
      event.preventDefault();
      const next = type === 'section' ? moveSectionBy(order, id, step) : moveLessonBy(order, id, step);
      if (!next) return;
      setDraft(next);
      setAnnouncement(whereIs(type, id, next));
    };

  const register = (id: string) => (node: HTMLButtonElement | null) => {
    if (node) handles.current.set(id, node);
    else handles.current.delete(id);
  };

  // ---- Pointer drags ----
  const startDrag = () => setDraft(order);
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || typeOf(active.data.current) !== 'lesson') return;
    const activeId = String(active.id);
    const current = draft ?? order;
    const from = locateLesson(current, activeId);
    const overData = over.data.current as TDragData | undefined;
    const target =
      overData?.type === 'list'
        ? { sectionIndex: current.findIndex((s) => s.id === overData.sectionId), index: Infinity }
        : locateLesson(current, String(over.id));
    const section = target && current[target.sectionIndex];
    if (!from || !section || from.sectionIndex === target.sectionIndex) return;
    setDraft(placeLesson(current, activeId, section.id, target.index));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = draft ?? order;
    const activeId = String(active.id);
    let next = current;
    if (over && typeOf(active.data.current) === 'section') {
      const from = current.findIndex((s) => s.id === activeId);
      const to = current.findIndex((s) => s.id === String(over.id));
      if (from >= 0 && to >= 0) next = moveItem(current, from, to);
    } else if (over && typeOf(active.data.current) === 'lesson') {
      const from = locateLesson(current, activeId);
      const to = locateLesson(current, String(over.id));
      const section = from && current[from.sectionIndex];
      if (from && to && section && from.sectionIndex === to.sectionIndex)
        next = placeLesson(current, activeId, section.id, to.index);
    }
    finish(next);
  };
  const spoken = (id: UniqueIdentifier | undefined, data: unknown) =>
    id === undefined ? '' : nameOf(typeOf(data) === 'section' ? 'section' : 'lesson', String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      pickedUp(typeOf(active.data.current) === 'section' ? 'section' : 'lesson', String(active.id), order),
    onDragOver: ({ active }) =>
      whereIs(
        typeOf(active.data.current) === 'section' ? 'section' : 'lesson',
        String(active.id),
        draft ?? order,
      ),
    onDragEnd: ({ active }) => T.dropped(spoken(active.id, active.data.current)),
    onDragCancel: ({ active }) => T.cancelled(spoken(active.id, active.data.current).toLowerCase()),
  };

  const handleFor = (type: 'section' | 'lesson', id: string, title: string, sortable: TSortableHandle) => (
    <button
      type="button"
      className="drag-handle"
      {...sortable.attributes}
      {...sortable.listeners}
      ref={(node) => {
        sortable.setActivatorNodeRef(node);
        register(id)(node);
      }}
      aria-label={type === 'section' ? T.reorderSection(title) : T.reorderLesson(title)}
      aria-pressed={moving?.id === id}
      aria-disabled={isSaving}
      onKeyDown={onHandleKey(type, id)}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={startDrag}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDraft(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: T.dragInstructions } }}
    >
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      <SortableContext
        items={order.map((s) => s.id)}
        strategy={verticalListSortingStrategy}
        disabled={isSaving}
      >
        <ol className="outline-sections">
          {sections.map((section) => (
            <SortableItem
              key={section._id}
              id={section._id}
              data={{ type: 'section' }}
              className="outline-section"
            >
              {(sortable) => (
                <>
                  {renderSection(section, handleFor('section', section._id, section.title, sortable))}
                  <LessonList
                    sectionId={section._id}
                    ids={section.lessons.map((l) => l._id)}
                    isDisabled={isSaving}
                  >
                    {section.lessons.map((lesson) => (
                      <SortableItem
                        key={lesson._id}
                        id={lesson._id}
                        data={{ type: 'lesson' }}
                        className="outline-lesson"
                      >
                        {(lessonSortable) =>
                          renderLesson(lesson, handleFor('lesson', lesson._id, lesson.title, lessonSortable))
                        }
                      </SortableItem>
                    ))}
                  </LessonList>
                  {section.lessons.length === 0 && <p className="console-note">{T.emptySection}</p>}
                  {renderSectionFoot(section)}
                </>
              )}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

type TSortableHandle = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef'
>;

type TSortableItemProps = {
  id: string;
  data: TDragData;
  className: string;
  children: (sortable: TSortableHandle) => ReactNode;
};

function SortableItem({ id, data, className, children }: TSortableItemProps) {
  const sortable = useSortable({ id, data });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <li
      ref={setNodeRef}
      className={`${className}${isDragging ? ` ${className}--dragging` : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(sortable)}
    </li>
  );
}

type TLessonListProps = { sectionId: string; ids: string[]; isDisabled: boolean; children: ReactNode };

/** A section's lessons: a sortable list, and a place to drop a lesson even while it is empty. */
function LessonList({ sectionId, ids, isDisabled, children }: TLessonListProps) {
  const { setNodeRef } = useDroppable({ id: listId(sectionId), data: { type: 'list', sectionId } });
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={isDisabled}>
      <ol ref={setNodeRef} className={`outline-lessons${ids.length === 0 ? ' outline-lessons--empty' : ''}`}>
        {children}
      </ol>
    </SortableContext>
  );
}
