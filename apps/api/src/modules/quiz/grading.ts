import { COURSE_MESSAGES as M, type TFieldError } from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';

const invalid = (errors: TFieldError[]) => badRequest(M.quizAnswersInvalid, errors);

/** A question as it is graded: its id, its options and the index of the right one (never sent before). */
export interface GradedQuestion {
  id: string;
  options: readonly string[];
  correctOption: number;
}

export interface GradedAnswer {
  question: string;
  selected: number | null;
  correct: number;
  isCorrect: boolean;
}

/**
 * Grades one attempt, the course quiz's and a quiz lesson's alike (docs/product.md#catalogue). Each answer
 * must name a question of `key`, at most once, with an option that exists (else 400 naming the field); a
 * question left out counts as wrong (`selected: null`).
 */
export function gradeAnswers(
  key: readonly GradedQuestion[],
  answers: readonly { question: string; option: number }[],
): { results: GradedAnswer[]; score: number } {
  const questions = new Map(key.map((q) => [q.id, q]));
  const chosen = new Map<string, number>();
  answers.forEach((answer, index) => {
    const question = questions.get(answer.question);
    if (!question || chosen.has(answer.question)) {
      throw invalid([{ field: `answers.${index}.question`, message: M.quizAnswersInvalid }]);
    }
    if (answer.option >= question.options.length) {
      throw invalid([{ field: `answers.${index}.option`, message: M.quizAnswersInvalid }]);
    }
    chosen.set(answer.question, answer.option);
  });

  const results = key.map((q) => {
    const selected = chosen.get(q.id) ?? null;
    return { question: q.id, selected, correct: q.correctOption, isCorrect: selected === q.correctOption };
  });
  return { results, score: results.filter((r) => r.isCorrect).length };
}
