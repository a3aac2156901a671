import type { TCourseFormValues } from './course-form.ts';

/** A form with a quiz: the course editor's, or a quiz lesson's (each question may carry its `_id`). */
export type TQuizFormValues = { quiz: (TCourseFormValues['quiz'][number] & { _id?: string })[] };

/**
 * The correct option's index once the option at `removed` is gone: an earlier removal shifts it up; removing
 * the correct option itself falls back to the first one (the editor then picks the right answer again).
 */
export function correctAfterRemoving(correct: number, removed: number): number {
  if (removed < correct) return correct - 1;
  if (removed === correct) return 0;
  return correct;
}
