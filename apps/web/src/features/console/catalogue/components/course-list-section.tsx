import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';

type TCourseListSectionProps = {
  id: string;
  title: string;
  /** Shown instead of the list while it is empty; says what the list is for. */
  emptyText: string;
  isEmpty: boolean;
  addLabel: string;
  /** At the schema's limit: adding is turned off. */
  isFull: boolean;
  onAdd: () => void;
  /** The sortable list of items. */
  children: ReactNode;
};

/** A repeatable part of the course form (curriculum, quiz): its heading, the items or a note, and Add. */
export function CourseListSection(props: TCourseListSectionProps) {
  const { id, title, emptyText, isEmpty, addLabel, isFull, onAdd, children } = props;
  return (
    <section className="console-panel" aria-labelledby={id}>
      <h2 id={id} className="console-panel__title">
        {title}
      </h2>
      {isEmpty ? <p className="console-note">{emptyText}</p> : children}
      <Button variant="secondary" disabled={isFull} onClick={onAdd}>
        {addLabel}
      </Button>
    </section>
  );
}

type TCourseItemHeadProps = { handle: ReactNode; title: string; onRemove: () => void };

/** The top line of one item: drag handle, its title, Remove. */
export function CourseItemHead({ handle, title, onRemove }: TCourseItemHeadProps) {
  return (
    <div className="course-item__head">
      {handle}
      <h3 className="course-item__title">{title}</h3>
      <Button variant="ghost" onClick={onRemove}>
        Remove {title.toLowerCase()}
      </Button>
    </div>
  );
}
