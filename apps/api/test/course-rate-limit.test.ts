import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizAttempts } from '@curio/db';
import { DEFAULT_RATE_LIMITS } from '#api/config.ts';
import { useTestApp } from './helpers/app.ts';
import { aCategory, aCourse, aQuiz } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';
import { signedInUser } from './helpers/users.ts';

const LIMIT = DEFAULT_RATE_LIMITS.learnerWrites;

describe('learner write limit (reviews and quiz attempts, per learner and route)', () => {
  const ctx = useTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS } });

  it(`answers 429 after ${LIMIT.max} writes in the window, keeps nothing more, and leaves other learners alone`, async () => {
    const course = await aCourse(await aCategory());
    const [question] = await aQuiz(course, [{ question: 'Two plus two?', options: ['3', '4'], correct: 1 }]);
    const attempt = { answers: [{ question, option: 1 }] };
    const url = `/api/course/${course.id}/quiz/attempt`;
    const learner = await signedInUser(ctx.app);

    for (let i = 0; i < LIMIT.max; i++) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: learner.auth, payload: attempt });
      expect(res.statusCode).toBe(201);
    }
    const limited = await ctx.app.inject({ method: 'POST', url, headers: learner.auth, payload: attempt });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Try again in /);

    const { db } = await testDatabase();
    const kept = await db.select().from(quizAttempts).where(eq(quizAttempts.courseId, course.id));
    expect(kept).toHaveLength(LIMIT.max);

    const other = await signedInUser(ctx.app);
    const theirs = await ctx.app.inject({ method: 'POST', url, headers: other.auth, payload: attempt });
    expect(theirs.statusCode).toBe(201);
  });

  it('limits review edits the same way (each write route keeps its own count)', async () => {
    const course = await aCourse(await aCategory());
    const learner = await signedInUser(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/course/${course.id}/review`,
      headers: learner.auth,
      payload: { rating: 4, comment: 'Good' },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/course/${course.id}/review/${created.json().data._id}`;
    for (let i = 0; i < LIMIT.max; i++) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: learner.auth,
        payload: { rating: 5, comment: `Edit ${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const limited = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: learner.auth,
      payload: { rating: 1, comment: 'One edit too many' },
    });
    expect(limited.statusCode).toBe(429);
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/course/${course.id}/reviews` });
    expect(listed.json().data[0].comment).toBe(`Edit ${LIMIT.max - 1}`);
  });
});
