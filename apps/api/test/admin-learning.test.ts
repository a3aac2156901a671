import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { courseSections, lessonProgress, lessons, orderItems, orders, type CourseRow } from '@curio/db';
import {
  MESSAGES,
  PROGRESS_CSV_HEADERS,
  PROGRESS_TEXTS,
  type TCourseLearning,
  type TOrderStatus,
  type TUserLearning,
} from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { someCourses } from './helpers/commerce.ts';
import { parseCsv } from './helpers/csv.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (daysAgo: number) => new Date(Date.parse('2026-11-20T10:00:00.000Z') - daysAgo * DAY_MS);
const url = {
  course: (id: string) => `/api/admin/courses/${id}/learning`,
  user: (id: string) => `/api/admin/users/${id}/learning`,
  csv: (courseId?: string) => `/api/admin/learning/progress.csv${courseId ? `?courseId=${courseId}` : ''}`,
};

describe('operator learning views', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.db;

  /** A course of two sections: three published lessons and a draft between them, in course order. */
  async function aCourseWithLessons(course: CourseRow) {
    const [first, second] = await db()
      .insert(courseSections)
      .values([
        { courseId: course.id, title: 'Start', position: 0 },
        { courseId: course.id, title: 'Go on', position: 1 },
      ])
      .returning();
    const lesson = (sectionId: string, position: number, title: string, kind: 'video' | 'text' | 'quiz') => ({
      courseId: course.id,
      sectionId,
      position,
      title,
      kind,
      status: 'published' as const,
    });
    // Inserted out of order: the course order is the sections' and then the lessons' positions.
    const rows = await db()
      .insert(lessons)
      .values([
        lesson(second?.id ?? '', 0, 'Quiz', 'quiz'),
        { ...lesson(first?.id ?? '', 1, 'Draft', 'text'), status: 'draft' as const },
        lesson(first?.id ?? '', 2, 'Reading', 'text'),
        lesson(first?.id ?? '', 0, 'Intro video', 'video'),
      ])
      .returning();
    const byTitle = (title: string) => rows.find((r) => r.title === title)?.id ?? '';
    return {
      video: byTitle('Intro video'),
      reading: byTitle('Reading'),
      quiz: byTitle('Quiz'),
      draft: byTitle('Draft'),
    };
  }

  async function enrol(userId: string, course: CourseRow, status: TOrderStatus) {
    const [order] = await db()
      .insert(orders)
      .values({
        userId,
        status,
        address: { name: 'Test', fullAddress: '1 Test Road', mobile: '9000000001' },
        amountCents: course.priceCents,
      })
      .returning();
    await db()
      .insert(orderItems)
      .values({
        orderId: order?.id ?? '',
        courseId: course.id,
        courseName: course.name,
        courseSlug: course.slug,
        quantity: 1,
        priceCents: course.priceCents,
        position: 0,
      });
  }

  async function progress(
    userId: string,
    course: CourseRow,
    lessonId: string,
    daysAgo: number,
    { completed = true, watchedSeconds = 0 } = {},
  ) {
    await db()
      .insert(lessonProgress)
      .values({
        userId,
        lessonId,
        courseId: course.id,
        watchedSeconds,
        watchedRanges: watchedSeconds ? [[0, watchedSeconds]] : [],
        completedAt: completed ? at(daysAgo) : null,
        createdAt: at(daysAgo),
        updatedAt: at(daysAgo),
      });
  }

  /**
   * Alice stops after the reading, Bob finishes (and completed the draft later, which does not count),
   * Carol skipped the reading and stops at the quiz, Erin has not started; Dave's order is pending and
   * Frank's cancelled, so neither is a learner.
   */
  async function aCohort() {
    const [course, other] = await someCourses([{ name: 'Learning SQL' }, { name: 'Other course' }]);
    if (!course || !other) throw new Error('no course');
    const lesson = await aCourseWithLessons(course);
    const people = Object.fromEntries(
      await Promise.all(
        ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'].map(async (name) => [
          name,
          await signedInUser(ctx.app, { name: `${name[0]?.toUpperCase()}${name.slice(1)} Learner` }),
        ]),
      ),
    ) as Record<string, Awaited<ReturnType<typeof signedInUser>>>;
    const id = (name: string) => people[name]?.profile._id ?? '';
    await enrol(id('alice'), course, 'confirmed');
    await enrol(id('bob'), course, 'completed');
    await enrol(id('carol'), course, 'confirmed');
    await enrol(id('dave'), course, 'pending');
    await enrol(id('erin'), course, 'confirmed');
    await enrol(id('frank'), course, 'cancelled');
    await enrol(id('alice'), other, 'confirmed');

    await progress(id('alice'), course, lesson.video, 5, { watchedSeconds: 90 });
    await progress(id('alice'), course, lesson.reading, 4);
    await progress(id('bob'), course, lesson.video, 9, { watchedSeconds: 120 });
    await progress(id('bob'), course, lesson.reading, 8);
    await progress(id('bob'), course, lesson.quiz, 7);
    await progress(id('bob'), course, lesson.draft, 1);
    await progress(id('carol'), course, lesson.video, 3, { watchedSeconds: 30, completed: false });
    await progress(id('carol'), course, lesson.quiz, 2);
    await progress(id('dave'), course, lesson.video, 1);
    return { course, other, lesson, people, id };
  }

  it('answers a course’s figures: learners, average, completion, completions and stops per lesson', async () => {
    const { course, lesson } = await aCohort();
    for (const auth of [await adminAuth(ctx.app), await editorAuth(ctx.app)]) {
      const res = await ctx.app.inject({ method: 'GET', url: url.course(course.id), headers: auth });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as TCourseLearning;
      expect(data.course).toEqual({ _id: course.id, name: course.name, slug: course.slug });
      // Alice 66 %, Bob 100 %, Carol 33 % (the quiz only), Erin 0 %: 199 / 4 = 49.75.
      expect(data).toMatchObject({
        enrolled: 4,
        started: 3,
        completed: 1,
        averagePercent: 50,
        completionRate: 25,
        totalLessons: 3,
        mostStopsLessonId: lesson.reading,
      });
      expect(
        data.lessons.map((l) => [l._id, l.number, l.title, l.kind, l.sectionTitle, l.completions, l.stops]),
      ).toEqual([
        [lesson.video, 1, 'Intro video', 'video', 'Start', 2, 0],
        [lesson.reading, 2, 'Reading', 'text', 'Start', 2, 1],
        [lesson.quiz, 3, 'Quiz', 'quiz', 'Go on', 2, 1],
      ]);
    }
  });

  it('answers a course nobody bought with zero figures', async () => {
    const [course] = await someCourses([{}]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: url.course(course?.id ?? ''),
      headers: await editorAuth(ctx.app),
    });
    expect(res.json().data).toMatchObject({
      enrolled: 0,
      started: 0,
      completed: 0,
      averagePercent: 0,
      completionRate: 0,
      totalLessons: 0,
      mostStopsLessonId: null,
      lessons: [],
    });
  });

  it('answers a learner’s courses with progress, last activity and completion, most recent first', async () => {
    const { course, other, id } = await aCohort();
    const admin = await adminAuth(ctx.app);
    const read = async (name: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: url.user(id(name)), headers: admin });
      expect(res.statusCode).toBe(200);
      return (res.json().data as TUserLearning).courses;
    };
    expect(await read('alice')).toEqual([
      {
        course: { _id: course.id, name: course.name, slug: course.slug },
        percent: 66,
        lessonsCompleted: 2,
        totalLessons: 3,
        lastActivityAt: at(4).toISOString(),
        completedAt: null,
      },
      {
        course: { _id: other.id, name: other.name, slug: other.slug },
        percent: 0,
        lessonsCompleted: 0,
        totalLessons: 0,
        lastActivityAt: null,
        completedAt: null,
      },
    ]);
    // Bob's last activity is the draft's; his completion the last published lesson's.
    expect(await read('bob')).toMatchObject([
      {
        percent: 100,
        lessonsCompleted: 3,
        lastActivityAt: at(1).toISOString(),
        completedAt: at(7).toISOString(),
      },
    ]);
    expect(await read('dave')).toEqual([]);
  });

  it('exports every learner’s progress as CSV, one course or all, with minutes watched', async () => {
    const { course, other } = await aCohort();
    const admin = await adminAuth(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: url.csv(course.id), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="learning-progress-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...PROGRESS_CSV_HEADERS]);
    const byName = new Map(rows.map((row) => [row[0], row]));
    expect(rows).toHaveLength(4);
    expect(byName.get('Alice Learner')?.slice(2)).toEqual([
      course.name,
      '66',
      '2',
      '3',
      '1.5',
      at(4).toISOString(),
      '',
    ]);
    expect(byName.get('Bob Learner')?.slice(2)).toEqual([
      course.name,
      '100',
      '3',
      '3',
      '2',
      at(1).toISOString(),
      at(7).toISOString(),
    ]);
    expect(byName.get('Carol Learner')?.slice(3, 7)).toEqual(['33', '1', '3', '0.5']);
    expect(byName.get('Erin Learner')?.slice(3)).toEqual(['0', '0', '3', '0', '', '']);
    expect(byName.get('Erin Learner')?.[1]).toMatch(/@example\.com$/);

    const all = await ctx.app.inject({ method: 'GET', url: url.csv(), headers: admin });
    const allRows = parseCsv(all.body).slice(1);
    expect(allRows).toHaveLength(5);
    expect(allRows.filter((row) => row[2] === other.name).map((row) => row[0])).toEqual(['Alice Learner']);
  });

  it('lets only staff in: anonymous 401, learner 403, an editor the course only, an admin everything', async () => {
    const { course, id } = await aCohort();
    const learner = (await signedInUser(ctx.app)).auth;
    const editor = await editorAuth(ctx.app);
    const admin = await adminAuth(ctx.app);
    const cases: [string, boolean][] = [
      [url.course(course.id), true],
      [url.user(id('alice')), false],
      [url.csv(course.id), false],
      [url.csv(), false],
    ];
    for (const [path, editorMay] of cases) {
      const status = async (headers: Record<string, string>) =>
        (await ctx.app.inject({ method: 'GET', url: path, headers })).statusCode;
      expect(await status({}), path).toBe(401);
      const refused = await ctx.app.inject({ method: 'GET', url: path, headers: learner });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.auth.forbidden);
      expect(await status(editor), path).toBe(editorMay ? 200 : 403);
      expect(await status(admin), path).toBe(200);
    }
  });

  it('answers 404 for an unknown course or user and 400 for a malformed id or query', async () => {
    const admin = await adminAuth(ctx.app);
    const get = (path: string) => ctx.app.inject({ method: 'GET', url: path, headers: admin });
    const unknown = randomUUID();
    for (const [path, message] of [
      [url.course(unknown), PROGRESS_TEXTS.courseNotFound],
      [url.user(unknown), PROGRESS_TEXTS.userNotFound],
      [url.csv(unknown), PROGRESS_TEXTS.courseNotFound],
    ] as const) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe(message);
    }
    for (const path of [url.course('not-a-uuid'), url.user('1'), url.csv('nope')]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().statusCode).toBe(400);
    }
  });
});
