import type { TQuizQuestion } from '@curio/shared';

/** A quiz question as a learner may see it: never the correct option. */
export const toQuizQuestion = (row: { id: string; question: string; options: string[] }): TQuizQuestion => ({
  _id: row.id,
  question: row.question,
  options: row.options,
});
