import { asc, eq, sql } from 'drizzle-orm';
import { quizAttempts, quizQuestions, type Db, type QuizAttemptAnswer } from '@curio/db';

export function createQuizRepository(db: Db) {
  // What a learner may see: never the correct option.
  const publicQuestions = db
    .select({ id: quizQuestions.id, question: quizQuestions.question, options: quizQuestions.options })
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, sql.placeholder('courseId')))
    .orderBy(asc(quizQuestions.position))
    .prepare('quiz_questions_public');

  // For grading only: the answers stay on the server.
  const answerKey = db
    .select({
      id: quizQuestions.id,
      options: quizQuestions.options,
      correctOption: quizQuestions.correctOption,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, sql.placeholder('courseId')))
    .orderBy(asc(quizQuestions.position))
    .prepare('quiz_questions_answer_key');

  return {
    listQuestions: (courseId: string) => publicQuestions.execute({ courseId }),
    answerKey: (courseId: string) => answerKey.execute({ courseId }),

    async insertAttempt(values: {
      userId: string;
      courseId: string;
      answers: QuizAttemptAnswer[];
      score: number;
      total: number;
    }) {
      const [row] = await db
        .insert(quizAttempts)
        .values(values)
        .returning({ id: quizAttempts.id, createdAt: quizAttempts.createdAt });
      if (!row) throw new Error('quiz attempt insert returned no row');
      return row;
    },
  };
}
