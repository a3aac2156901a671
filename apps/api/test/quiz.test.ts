import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizAttempts } from '@curio/db';
import { COURSE_MESSAGES as M, MESSAGES, ZQuizAttemptResult, ZQuizQuestion } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { aCategory, aCourse, aQuiz } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';
import { signedInUser } from './helpers/users.ts';

const QUESTIONS = [
  { question: 'Which hook holds state?', options: ['useRef', 'useState', 'useId'], correct: 1 },
  { question: 'What must list items have?', options: ['A key', 'A ref'], correct: 0 },
  { question: 'What does JSX compile to?', options: ['HTML', 'CSS', 'Function calls', 'JSON'], correct: 2 },
];

async function courseWithQuiz() {
  const course = await aCourse(await aCategory());
  const ids = await aQuiz(course, QUESTIONS);
  return { course, ids };
}

const quizUrl = (courseId: string) => `/api/course/${courseId}/quiz`;
const attemptUrl = (courseId: string) => `/api/course/${courseId}/quiz/attempt`;

describe('GET /api/course/{id}/quiz', () => {
  const ctx = useTestApp();

  it('lists the questions in order with their options and never the answers', async () => {
    const { course, ids } = await courseWithQuiz();
    const res = await ctx.app.inject({ method: 'GET', url: quizUrl(course.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      QUESTIONS.map((q, i) => ({ _id: ids[i], question: q.question, options: q.options })),
    );
    for (const question of res.json().data) {
      expect(Object.keys(question).sort()).toEqual(['_id', 'options', 'question']);
      expect(() => ZQuizQuestion.strict().parse(question)).not.toThrow();
    }
    expect(res.body).not.toMatch(/correct|answer/i);
  });

  it('answers an empty list for a course without a quiz', async () => {
    const course = await aCourse(await aCategory());
    const res = await ctx.app.inject({ method: 'GET', url: quizUrl(course.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('answers 404 for an unknown course and 400 for an id that is not a uuid', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: quizUrl(randomUUID()) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: quizUrl('react') })).statusCode).toBe(400);
  });
});

describe('POST /api/course/{id}/quiz/attempt', () => {
  const ctx = useTestApp();

  it('grades a fully correct attempt, keeps it, and answers 201 with the correct answers', async () => {
    const { course, ids } = await courseWithQuiz();
    const me = await signedInUser(ctx.app);
    const answers = QUESTIONS.map((q, i) => ({ question: ids[i], option: q.correct }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: attemptUrl(course.id),
      headers: me.auth,
      payload: { answers },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.quizSubmitted);
    const result = ZQuizAttemptResult.parse(res.json().data);
    expect(result).toMatchObject({ score: 3, total: 3 });
    expect(result.results).toEqual(
      QUESTIONS.map((q, i) => ({
        question: ids[i],
        selected: q.correct,
        correct: q.correct,
        isCorrect: true,
      })),
    );

    const { db } = await testDatabase();
    const stored = await db.select().from(quizAttempts).where(eq(quizAttempts.id, result._id));
    expect(stored).toEqual([
      expect.objectContaining({ userId: me.profile._id, courseId: course.id, score: 3, total: 3 }),
    ]);
  });

  it('counts wrong and unanswered questions as wrong, in question order', async () => {
    const { course, ids } = await courseWithQuiz();
    const me = await signedInUser(ctx.app);
    // Answered out of order: the third right, the first wrong, the second left out.
    const answers = [
      { question: ids[2], option: 2 },
      { question: ids[0], option: 0 },
    ];
    const res = await ctx.app.inject({
      method: 'POST',
      url: attemptUrl(course.id),
      headers: me.auth,
      payload: { answers },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      score: 1,
      total: 3,
      results: [
        { question: ids[0], selected: 0, correct: 1, isCorrect: false },
        { question: ids[1], selected: null, correct: 0, isCorrect: false },
        { question: ids[2], selected: 2, correct: 2, isCorrect: true },
      ],
    });
    const { db } = await testDatabase();
    const [stored] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, res.json().data._id));
    expect(stored?.answers).toEqual([
      { question: ids[0], option: 0 },
      { question: ids[1], option: null },
      { question: ids[2], option: 2 },
    ]);
  });

  it('refuses an anonymous attempt with 401 and stores nothing', async () => {
    const { course, ids } = await courseWithQuiz();
    const res = await ctx.app.inject({
      method: 'POST',
      url: attemptUrl(course.id),
      payload: { answers: [{ question: ids[0], option: 1 }] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.auth.tokenMissing);
    const { db } = await testDatabase();
    expect(await db.select().from(quizAttempts)).toEqual([]);
  });

  it.each([
    [
      'a question of another quiz',
      (ids: string[]) => [
        { question: randomUUID(), option: 0 },
        { question: ids[0], option: 1 },
      ],
      'answers.0.question',
    ],
    [
      'the same question twice',
      (ids: string[]) => [
        { question: ids[0], option: 1 },
        { question: ids[0], option: 0 },
      ],
      'answers.1.question',
    ],
    [
      'an option that does not exist',
      (ids: string[]) => [{ question: ids[1], option: 2 }],
      'answers.0.option',
    ],
  ])('answers 400 for %s', async (_label, makeAnswers, field) => {
    const { course, ids } = await courseWithQuiz();
    const me = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: attemptUrl(course.id),
      headers: me.auth,
      payload: { answers: makeAnswers(ids) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: M.quizAnswersInvalid,
      errors: [{ field, message: M.quizAnswersInvalid }],
    });
    const { db } = await testDatabase();
    expect(await db.select().from(quizAttempts)).toEqual([]);
  });

  it.each([
    ['no answers', { answers: [] }],
    ['a negative option', { answers: [{ question: randomUUID(), option: -1 }] }],
    ['a question id that is not a uuid', { answers: [{ question: 'q1', option: 0 }] }],
    ['no body', undefined],
  ])('answers 400 for %s', async (_label, payload) => {
    const { course } = await courseWithQuiz();
    const me = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: attemptUrl(course.id),
      headers: me.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown course, and for a course without a quiz', async () => {
    const me = await signedInUser(ctx.app);
    const payload = { answers: [{ question: randomUUID(), option: 0 }] };
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: attemptUrl(randomUUID()),
      headers: me.auth,
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.courseNotFound);

    const noQuiz = await aCourse(await aCategory());
    const res = await ctx.app.inject({
      method: 'POST',
      url: attemptUrl(noQuiz.id),
      headers: me.auth,
      payload,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.course.noQuiz);
  });
});
