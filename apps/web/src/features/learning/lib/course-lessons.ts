import type { TLearnCourse, TLessonAccess, TLessonProgress, TOutlineLesson } from '@curio/shared';

/** A lesson of the outline with what the page needs beside it: where it is, and whether it may be opened. */
export type TLessonEntry = TOutlineLesson & {
  sectionId: string;
  /** 1-based, across the whole course. */
  number: number;
  isOpen: boolean;
  progress: TLessonProgress | undefined;
};

/**
 * Whether the visitor may open a lesson (docs/product.md#learning): every lesson with `open` access, a free
 * preview always. What the server answers decides; this only spares a request it would refuse.
 */
export const canOpen = (access: TLessonAccess, lesson: Pick<TOutlineLesson, 'freePreview'>) =>
  access === 'open' || lesson.freePreview;

/** The course's lessons in order, each with its place, whether it opens, and the learner's progress. */
export function lessonEntries(course: TLearnCourse): TLessonEntry[] {
  const progress = new Map(course.progress.map((entry) => [entry.lesson, entry]));
  let number = 0;
  return course.sections.flatMap((section) =>
    section.lessons.map((lesson) => {
      number += 1;
      return {
        ...lesson,
        sectionId: section._id,
        number,
        isOpen: canOpen(course.access, lesson),
        progress: progress.get(lesson._id),
      };
    }),
  );
}

/** The lesson itself and the nearest ones before and after it that the visitor may open. */
export function lessonNeighbours(entries: TLessonEntry[], lessonId: string) {
  const index = entries.findIndex((entry) => entry._id === lessonId);
  if (index < 0) return { current: undefined, previous: undefined, next: undefined };
  return {
    current: entries[index],
    previous: entries.slice(0, index).findLast((entry) => entry.isOpen),
    next: entries.slice(index + 1).find((entry) => entry.isOpen),
  };
}
