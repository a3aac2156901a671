import type { TConsoleOutline, TConsoleOutlineSection } from '@curio/shared';
import { moveItem } from '#web/features/console/shell/lib/reorder.ts';

/** A course's outline as the order route takes it: each section's id and its lessons' ids, in order. */
export type TOutlineOrder = { id: string; lessons: string[] }[];

export const orderOf = (sections: readonly TConsoleOutlineSection[]): TOutlineOrder =>
  sections.map((section) => ({ id: section._id, lessons: section.lessons.map((lesson) => lesson._id) }));

export const isSameOrder = (a: TOutlineOrder, b: TOutlineOrder) => JSON.stringify(a) === JSON.stringify(b);

/** Where a lesson is: its section's index and its own within the section (undefined when it is not there). */
export function locateLesson(order: TOutlineOrder, lessonId: string) {
  for (const [sectionIndex, section] of order.entries()) {
    const index = section.lessons.indexOf(lessonId);
    if (index >= 0) return { sectionIndex, index };
  }
  return undefined;
}

/** The outline with a lesson put into `sectionId` at `index` (clamped), taken out of where it was. */
export function placeLesson(
  order: TOutlineOrder,
  lessonId: string,
  sectionId: string,
  index: number,
): TOutlineOrder {
  const without = order.map((section) => ({
    ...section,
    lessons: section.lessons.filter((id) => id !== lessonId),
  }));
  return without.map((section) => {
    if (section.id !== sectionId) return section;
    const at = Math.max(0, Math.min(index, section.lessons.length));
    return { ...section, lessons: [...section.lessons.slice(0, at), lessonId, ...section.lessons.slice(at)] };
  });
}

/**
 * A lesson one place up (-1) or down (+1); past the first or last lesson of its section it goes to the end of
 * the section above or the start of the one below. Undefined where it cannot go further.
 */
export function moveLessonBy(
  order: TOutlineOrder,
  lessonId: string,
  step: -1 | 1,
): TOutlineOrder | undefined {
  const at = locateLesson(order, lessonId);
  const section = at && order[at.sectionIndex];
  if (!at || !section) return undefined;
  const index = at.index + step;
  if (index >= 0 && index < section.lessons.length) return placeLesson(order, lessonId, section.id, index);
  const next = order[at.sectionIndex + step];
  if (!next) return undefined;
  return placeLesson(order, lessonId, next.id, step === 1 ? 0 : next.lessons.length);
}

/** A section one place up or down; undefined at either end. */
export function moveSectionBy(
  order: TOutlineOrder,
  sectionId: string,
  step: -1 | 1,
): TOutlineOrder | undefined {
  const from = order.findIndex((section) => section.id === sectionId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return undefined;
  return moveItem(order, from, to);
}

/** The sections and their lessons in the order given (what is not named keeps its place after). */
export function applyOutlineOrder(
  outline: TConsoleOutline,
  order: TOutlineOrder,
): TConsoleOutline['sections'] {
  const sections = new Map(outline.sections.map((section) => [section._id, section]));
  const lessons = new Map(outline.sections.flatMap((section) => section.lessons).map((l) => [l._id, l]));
  return order.flatMap(({ id, lessons: ids }) => {
    const section = sections.get(id);
    if (!section) return [];
    return [{ ...section, lessons: ids.flatMap((lessonId) => lessons.get(lessonId) ?? []) }];
  });
}
