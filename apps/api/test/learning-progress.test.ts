import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { lessonProgress } from '@curio/db';
import { insertLesson, insertOrder, insertSection } from '@curio/db/testing';
import { LEARNING_MESSAGES as L, type TOrder } from '@curio/shared';
import { applyProgressReport, mergeRanges, subtractRanges } from '#api/modules/learning/progress.ts';
import { useTestApp } from './helpers/app.ts';
import { readOrders } from './helpers/commerce.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';
import {
  aCaller,
  aLearningCourse,
  call,
  learnUrls,
  type Caller,
  type LearningCourse,
} from './helpers/learning.ts';

/**
 * Progress is checked on the server (docs/product.md#access-and-progress, ADR 031): ranges clamped to the
 * video and merged, no more new seconds than could have played since the last report at twice the speed, a
 * video complete at 90 % watched, reading and downloads when marked, quizzes when passed; completion never
 * undone; the journey and the course page follow the lessons.
 */

const ctx = useTestApp();
let app: FastifyInstance;
let world: LearningCourse;
let learner: Caller;

beforeEach(async () => {
  app = ctx.app;
  world = await aLearningCourse(app);
  learner = await aCaller(app, 'confirmed', world.course);
});

const report = (lessonId: string, body: unknown, auth = learner.auth) =>
  call(app, 'POST', learnUrls.progress(lessonId), auth, body);

/** Makes the learner's last accepted report of the lesson `seconds` old. */
async function lastReportAgo(lessonId: string, seconds: number, userId = learner.userId ?? '') {
  const { db } = await testDatabase();
  await db
    .update(lessonProgress)
    .set({ lastReportAt: new Date(Date.now() - seconds * 1000) })
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
}

describe('the range arithmetic', () => {
  it('merges overlapping and touching ranges and subtracts what is known', () => {
    expect(
      mergeRanges([
        [10, 20],
        [0, 5],
        [5, 8],
        [15, 30],
        [40, 40],
      ]),
    ).toEqual([
      [0, 8],
      [10, 30],
    ]);
    expect(
      subtractRanges(
        [[0, 30]],
        [
          [5, 10],
          [20, 25],
        ],
      ),
    ).toEqual([
      [0, 5],
      [10, 20],
      [25, 30],
    ]);
  });

  it('keeps at most twice the elapsed seconds of new ranges, earliest first', () => {
    const outcome = applyProgressReport({
      stored: [[0, 10]],
      reported: [[0, 610]],
      durationSeconds: 600,
      elapsedSeconds: 10,
    });
    expect(outcome.ranges).toEqual([[0, 30]]);
    expect(outcome).toMatchObject({ watchedSeconds: 30, acceptedSeconds: 20, clippedSeconds: 570 });
  });
});

describe('POST /api/learn/lessons/{id}/progress', () => {
  it('believes a first report up to the first-report allowance', async () => {
    const res = await report(world.videoLesson.id, { positionSeconds: 10, ranges: [[0, 10]] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      progress: {
        lesson: world.videoLesson.id,
        completed: false,
        watchedSeconds: 10,
        positionSeconds: 10,
        quizScore: null,
        quizTotal: null,
      },
      acceptedSeconds: 10,
      clippedSeconds: 0,
    });
    const greedy = await report(world.previewVideoLesson.id, { positionSeconds: 100, ranges: [[0, 100]] });
    expect(greedy.json().data).toMatchObject({ acceptedSeconds: 15, clippedSeconds: 85 });
  });

  it('clips a report of 600 s made 10 s after the last one to 20 s, and says so', async () => {
    await report(world.videoLesson.id, { positionSeconds: 10, ranges: [[0, 10]] });
    // The server measures the time since the last report itself, so on a slow machine a little more than
    // 10 s may have passed by the time it reads the clock: the allowance is twice what passed, whole seconds.
    const before = Date.now();
    await lastReportAgo(world.videoLesson.id, 10);
    const res = await report(world.videoLesson.id, { positionSeconds: 610, ranges: [[10, 610]] });
    const slack = Math.floor(((Date.now() - before) / 1000) * 2);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.acceptedSeconds).toBeGreaterThanOrEqual(20);
    expect(data.acceptedSeconds).toBeLessThanOrEqual(20 + slack);
    expect(data.clippedSeconds).toBe(590 - data.acceptedSeconds);
    expect(data.progress.watchedSeconds).toBe(10 + data.acceptedSeconds);
    expect(data.progress.completed).toBe(false);
    // The position is kept (clamped to the video), wherever the learner jumped.
    expect(data.progress.positionSeconds).toBe(600);
  });

  it('counts each second once: overlapping and repeated ranges merge with what is stored', async () => {
    await report(world.videoLesson.id, {
      positionSeconds: 8,
      ranges: [
        [0, 5],
        [3, 8],
      ],
    });
    await lastReportAgo(world.videoLesson.id, 60);
    const again = await report(world.videoLesson.id, {
      positionSeconds: 25,
      ranges: [
        [0, 8],
        [20, 25],
        [2, 4],
      ],
    });
    expect(again.json().data).toMatchObject({ acceptedSeconds: 5, clippedSeconds: 0 });
    expect(again.json().data.progress.watchedSeconds).toBe(13);
    const { db } = await testDatabase();
    const [row] = await db
      .select({ ranges: lessonProgress.watchedRanges })
      .from(lessonProgress)
      .where(eq(lessonProgress.lessonId, world.videoLesson.id));
    expect(row?.ranges).toEqual([
      [0, 8],
      [20, 25],
    ]);
  });

  it('clamps ranges past the end of the video', async () => {
    await report(world.videoLesson.id, { positionSeconds: 0, ranges: [] });
    await lastReportAgo(world.videoLesson.id, 3600);
    const res = await report(world.videoLesson.id, { positionSeconds: 900, ranges: [[590, 9000]] });
    expect(res.json().data.progress).toMatchObject({ watchedSeconds: 10, positionSeconds: 600 });
  });

  it('completes the video at 90 % of its length watched, and never undoes it', async () => {
    await report(world.videoLesson.id, { positionSeconds: 0, ranges: [] });
    await lastReportAgo(world.videoLesson.id, 3600);
    const almost = await report(world.videoLesson.id, { positionSeconds: 539, ranges: [[0, 539]] });
    expect(almost.json().data.progress).toMatchObject({ watchedSeconds: 539, completed: false });
    await lastReportAgo(world.videoLesson.id, 10);
    const done = await report(world.videoLesson.id, { positionSeconds: 540, ranges: [[539, 540]] });
    expect(done.json().data.progress).toMatchObject({ watchedSeconds: 540, completed: true });
    const later = await report(world.videoLesson.id, { positionSeconds: 3, ranges: [] });
    expect(later.json().data.progress).toMatchObject({ completed: true, positionSeconds: 3 });
  });

  it('answers 409 for a lesson that is not a video, and 400 for a range that ends before it starts', async () => {
    const text = await report(world.text.id, { positionSeconds: 1, ranges: [[0, 1]] });
    expect(text.statusCode).toBe(409);
    expect(text.json().message).toBe(L.progressVideoOnly);
    const backwards = await report(world.videoLesson.id, { positionSeconds: 1, ranges: [[9, 3]] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].field).toBe('ranges.0');
  });
});

describe('completion by kind', () => {
  it('marks a reading and a download lesson complete, once', async () => {
    for (const lesson of [world.text, world.download]) {
      const first = await call(app, 'POST', learnUrls.complete(lesson.id), learner.auth);
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe(L.markedComplete);
      expect(first.json().data.completed).toBe(true);
      const second = await call(app, 'POST', learnUrls.complete(lesson.id), learner.auth);
      expect(second.json().data.completed).toBe(true);
    }
  });

  it('refuses to mark a video or a quiz complete, naming the rule', async () => {
    const video = await call(app, 'POST', learnUrls.complete(world.videoLesson.id), learner.auth);
    expect(video.statusCode).toBe(409);
    expect(video.json().message).toBe(L.videoCompletesWhenWatched);
    expect(video.json().message).toContain('90%');
    const quiz = await call(app, 'POST', learnUrls.complete(world.quiz.id), learner.auth);
    expect(quiz.statusCode).toBe(409);
    expect(quiz.json().message).toBe(L.quizCompletesWhenPassed);
  });
});

describe('quiz lessons', () => {
  const answers = (correct: number) => ({
    answers: world.quizKey.map((q, i) => ({
      question: q.id,
      option: i < correct ? q.correct : (q.correct + 1) % 3,
    })),
  });

  it('pass at the course’s pass mark (70 % by default): 2 of 3 fails, 3 of 3 passes; the best attempt is kept', async () => {
    const two = await call(app, 'POST', learnUrls.quiz(world.quiz.id), learner.auth, answers(2));
    expect(two.statusCode).toBe(200);
    expect(two.json().message).toBe(L.quizNotPassed(70));
    expect(two.json().data).toMatchObject({ score: 2, total: 3, passed: false, passPercent: 70 });
    expect(two.json().data.progress.completed).toBe(false);
    expect(two.json().data.results[2]).toEqual({ question: 'q3', selected: 0, correct: 2, isCorrect: false });

    const three = await call(app, 'POST', learnUrls.quiz(world.quiz.id), learner.auth, answers(3));
    expect(three.json().data).toMatchObject({ passed: true, progress: { completed: true, quizScore: 3 } });
    expect(three.json().message).toBe(L.quizPassed);

    const worse = await call(app, 'POST', learnUrls.quiz(world.quiz.id), learner.auth, answers(1));
    expect(worse.json().data).toMatchObject({
      score: 1,
      passed: false,
      progress: { completed: true, quizScore: 3, quizTotal: 3 },
    });
  });

  it('follows a lower pass mark the course names', async () => {
    const lenient = await aLearningCourse(app, { passPercent: 66 });
    const enrolled = await aCaller(app, 'confirmed', lenient.course);
    const res = await call(app, 'POST', learnUrls.quiz(lenient.quiz.id), enrolled.auth, answers(2));
    expect(res.json().data).toMatchObject({ score: 2, passed: true, passPercent: 66 });
  });

  it('is a quiz lesson only: 409 for another kind', async () => {
    const res = await call(app, 'POST', learnUrls.quiz(world.text.id), learner.auth, answers(3));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(L.notAQuiz);
  });
});

describe('progress across the course', () => {
  /** A course of two published reading lessons and a draft, and a learner's order of it at `status`. */
  async function twoLessonCourse(status: 'confirmed' | 'completed') {
    const { db } = await testDatabase();
    const course = await aCourse(await aCategory(), { name: 'Two lessons' });
    const section = await insertSection(db, course);
    const first = await insertLesson(db, section, { position: 0 });
    const second = await insertLesson(db, section, { position: 1 });
    await insertLesson(db, section, { position: 2, status: 'draft' });
    const caller = await aCaller(app, 'no order', course);
    await insertOrder(db, { id: caller.userId ?? '' }, [course], status);
    return { course, first, second, caller };
  }

  const lineOf = (orders: TOrder[], courseId: string) =>
    orders.flatMap((order) => order.courses).find((line) => line.course._id === courseId);

  it('shows percent and the next lesson, and the journey completes with the last published lesson', async () => {
    const { course, first, second, caller } = await twoLessonCourse('confirmed');
    expect(lineOf(await readOrders(app, caller.auth), course.id)).toMatchObject({
      stage: 'active',
      percent: 0,
    });

    await call(app, 'POST', learnUrls.complete(first.id), caller.auth);
    const page = await call(app, 'GET', learnUrls.course(course.slug), caller.auth);
    expect(page.json().data).toMatchObject({
      completedLessons: 1,
      totalLessons: 2,
      percent: 50,
      nextLesson: second.id,
    });
    expect(lineOf(await readOrders(app, caller.auth), course.id)).toMatchObject({
      stage: 'active',
      percent: 50,
    });

    await call(app, 'POST', learnUrls.complete(second.id), caller.auth);
    // The order is still only confirmed: the lessons make the course completed.
    expect(lineOf(await readOrders(app, caller.auth), course.id)).toMatchObject({
      stage: 'completed',
      percent: 100,
    });
    const mine = await call(app, 'GET', learnUrls.myCourses, caller.auth);
    expect(mine.json().data.courses).toEqual([
      {
        courseId: course.id,
        slug: course.slug,
        percent: 100,
        completedLessons: 2,
        totalLessons: 2,
        completed: true,
        lastActivityAt: expect.any(String),
      },
    ]);
  });

  it('keeps a course active while lessons remain, though its order is completed', async () => {
    const { course, caller } = await twoLessonCourse('completed');
    expect(lineOf(await readOrders(app, caller.auth), course.id)).toMatchObject({
      stage: 'active',
      percent: 0,
    });
    const mine = await call(app, 'GET', learnUrls.myCourses, caller.auth);
    expect(mine.json().data.courses[0]).toMatchObject({ completed: false, lastActivityAt: null });
  });

  it('lets the order decide for a course without lessons, and leaves pending and cancelled as they were', async () => {
    const { db } = await testDatabase();
    const caller = await aCaller(app, 'no order', world.course);
    const bare = await aCourse(await aCategory(), { name: 'No lessons yet' });
    const pending = await aCourse(await aCategory(), { name: 'Waiting' });
    const cancelled = await aCourse(await aCategory(), { name: 'Gone' });
    await insertOrder(db, { id: caller.userId ?? '' }, [bare], 'completed');
    await insertOrder(db, { id: caller.userId ?? '' }, [pending], 'pending');
    await insertOrder(db, { id: caller.userId ?? '' }, [cancelled], 'cancelled');
    const orders = await readOrders(app, caller.auth);
    expect(lineOf(orders, bare.id)).toMatchObject({ stage: 'completed', percent: 0 });
    expect(lineOf(orders, pending.id)).toMatchObject({ stage: 'awaiting-payment' });
    expect(lineOf(orders, cancelled.id)).toMatchObject({ stage: null });
    const mine = await call(app, 'GET', learnUrls.myCourses, caller.auth);
    expect(mine.json().data.courses).toEqual([
      expect.objectContaining({ courseId: bare.id, completed: true }),
    ]);
  });

  it('derives the course header’s lectures and video lessons from its published lessons', async () => {
    const page = await call(app, 'GET', `/api/course/slug/${world.course.slug}`, {});
    expect(page.json().data).toMatchObject({ lectures: 6, videoLessons: 2 });
    const bare = await aCourse(await aCategory(), { name: 'No lessons yet' });
    const plain = await call(app, 'GET', `/api/course/slug/${bare.slug}`, {});
    // The operator's own figures (the factory's), while it has no lessons.
    expect(plain.json().data).toMatchObject({ lectures: 12, videoLessons: 9 });
  });
});
