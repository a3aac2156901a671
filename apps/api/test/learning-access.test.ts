import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, LEARNING_MESSAGES as L, MESSAGES, type TLearnCourse } from '@curio/shared';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase } from './helpers/database.ts';
import {
  aCaller,
  aLearningCourse,
  call,
  learnUrls,
  mediaCookieOf,
  PERSONAS,
  type Caller,
  type LearningCourse,
  type Persona,
} from './helpers/learning.ts';

/**
 * Who may open what (docs/product.md#access-and-progress, ADR 031), as a matrix over every learner route:
 * nobody, a learner without the course, with a pending, confirmed, completed or cancelled order, an editor
 * and an admin. Drafts and unpublished courses are never named to anyone but staff.
 */

let app: FastifyInstance;
let world: LearningCourse;
let hidden: LearningCourse;
const callers = new Map<Persona, Caller>();
const as = (persona: Persona) => {
  const caller = callers.get(persona);
  if (!caller) throw new Error(`no caller ${persona}`);
  return caller.auth;
};

beforeAll(async () => {
  app = await createTestApp();
  await resetDatabase();
  world = await aLearningCourse(app);
  hidden = await aLearningCourse(app, { status: 'draft', name: 'Unannounced course' });
  for (const persona of PERSONAS) callers.set(persona, await aCaller(app, persona, world.course));
});
afterAll(() => app.close());

const OPENS: Record<Persona, boolean> = {
  anonymous: false,
  'no order': false,
  pending: false,
  confirmed: true,
  completed: true,
  cancelled: false,
  editor: true,
  admin: true,
};
const ACCESS: Record<Persona, TLearnCourse['access']> = {
  anonymous: 'preview',
  'no order': 'preview',
  pending: 'awaiting-payment',
  confirmed: 'open',
  completed: 'open',
  cancelled: 'preview',
  editor: 'open',
  admin: 'open',
};
const isStaff = (persona: Persona) => persona === 'editor' || persona === 'admin';

describe('GET /api/course/{id}/outline (public, cached)', () => {
  it('lists the published lessons by section, leaves out a section of drafts only, and totals them', async () => {
    const res = await call(app, 'GET', learnUrls.outline(world.course.id), {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const outline = res.json().data;
    expect(outline.sections).toHaveLength(1);
    expect(outline.sections[0].lessons.map((l: { title: string }) => l.title)).toEqual([
      'Welcome',
      'Reading the soil',
      'Workbook',
      'Watering',
      'A first look',
      'Check yourself',
    ]);
    expect(outline.lessonCount).toBe(6);
    expect(outline.videoCount).toBe(2);
    // The video lessons count their videos' lengths (600 s and 120 s), the others their own figure.
    expect(outline.durationSeconds).toBe(4 * 300 + 600 + 120);
    expect(res.body).not.toContain('Secret harvest plans');
    expect(res.body).not.toContain('Coming soon');
    const again = await call(app, 'GET', learnUrls.outline(world.course.id), {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('is 404 for an unpublished course and an unknown id, and 400 for a bad id', async () => {
    const draft = await call(app, 'GET', learnUrls.outline(hidden.course.id), {});
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message).toBe(COURSE_MESSAGES.courseNotFound);
    expect(draft.body).not.toContain('Unannounced');
    expect((await call(app, 'GET', learnUrls.outline(crypto.randomUUID()), {})).statusCode).toBe(404);
    expect((await call(app, 'GET', learnUrls.outline('nope'), {})).statusCode).toBe(400);
  });
});

describe.each(PERSONAS)('as %s', (persona) => {
  it('reads the course with the access the orders give, drafts named to staff only', async () => {
    const res = await call(app, 'GET', learnUrls.course(world.course.slug), as(persona));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json().data as TLearnCourse;
    expect(data.access).toBe(ACCESS[persona]);
    expect(data.totalLessons).toBe(6);
    expect(data.progress).toHaveLength(persona === 'anonymous' ? 0 : isStaff(persona) ? 7 : 6);
    if (isStaff(persona)) {
      const draft = data.sections.flatMap((s) => s.lessons).find((l) => l._id === world.draft.id);
      expect(draft?.draft).toBe(true);
    } else {
      expect(res.body).not.toContain('Secret harvest plans');
      expect(res.body).not.toContain(world.draft.id);
      expect(data.nextLesson).toBe(world.preview.id);
    }
  });

  it('opens a free-preview lesson whoever asks', async () => {
    const res = await call(app, 'GET', learnUrls.lesson(world.preview.id), as(persona));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.body).toContain('Read this.');
    expect(res.json().data.progress === null).toBe(persona === 'anonymous');
  });

  it('opens a lesson of the course only with a confirmed or completed order, or as staff', async () => {
    const res = await call(app, 'GET', learnUrls.lesson(world.text.id), as(persona));
    if (OPENS[persona]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.title).toBe('Reading the soil');
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(persona === 'pending' ? L.awaitingPayment : L.lessonLocked);
      expect(res.body).not.toContain('Read this.');
      expect(mediaCookieOf(res)).toBeUndefined();
    }
  });

  it('sets a media cookie with the video lesson only when it opens', async () => {
    const res = await call(app, 'GET', learnUrls.lesson(world.videoLesson.id), as(persona));
    expect(res.statusCode).toBe(OPENS[persona] ? 200 : 403);
    expect(Boolean(mediaCookieOf(res))).toBe(OPENS[persona]);
  });

  it('names a draft lesson and the lessons of an unpublished course to staff only', async () => {
    for (const id of [world.draft.id, hidden.text.id, hidden.preview.id]) {
      const res = await call(app, 'GET', learnUrls.lesson(id), as(persona));
      if (isStaff(persona)) {
        expect(res.statusCode).toBe(200);
      } else {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, message: L.lessonNotFound, data: null });
      }
    }
    const course = await call(app, 'GET', learnUrls.course(hidden.course.slug), as(persona));
    expect(course.statusCode).toBe(isStaff(persona) ? 200 : 404);
  });

  it('reports progress, completes and answers quizzes only on a lesson it may open', async () => {
    const writes = [
      call(app, 'POST', learnUrls.progress(world.videoLesson.id), as(persona), {
        positionSeconds: 5,
        ranges: [[0, 5]],
      }),
      call(app, 'POST', learnUrls.complete(world.text.id), as(persona)),
      call(app, 'POST', learnUrls.quiz(world.quiz.id), as(persona), {
        answers: [{ question: 'q1', option: 0 }],
      }),
    ];
    for (const res of await Promise.all(writes)) {
      if (persona === 'anonymous') {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(MESSAGES.auth.tokenMissing);
      } else if (OPENS[persona]) expect(res.statusCode, res.body).toBe(200);
      else {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(L.lessonNotOpen);
      }
    }
  });

  it('writes nothing about a draft or a lesson of an unpublished course but as staff', async () => {
    const res = await call(app, 'POST', learnUrls.complete(hidden.text.id), as(persona));
    expect(res.statusCode).toBe(persona === 'anonymous' ? 401 : isStaff(persona) ? 200 : 404);
    expect(res.body).not.toContain('Unannounced');
  });

  it('lists in my courses only what a confirmed or completed order opens', async () => {
    const res = await call(app, 'GET', learnUrls.myCourses, as(persona));
    if (persona === 'anonymous') {
      expect(res.statusCode).toBe(401);
      return;
    }
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.courses.map((c: { courseId: string }) => c.courseId);
    const hasOrderThatOpens = persona === 'confirmed' || persona === 'completed';
    expect(ids).toEqual(hasOrderThatOpens ? [world.course.id] : []);
  });
});

describe('bad input', () => {
  it('is a 400 naming the field, for anyone allowed to ask, and changes nothing', async () => {
    const learner = as('confirmed');
    const cases: [string, string, unknown][] = [
      ['GET', learnUrls.lesson('not-a-uuid'), undefined],
      ['POST', learnUrls.progress(world.videoLesson.id), { positionSeconds: -1, ranges: [] }],
      ['POST', learnUrls.progress(world.videoLesson.id), { positionSeconds: 1, ranges: [[0]] }],
      ['POST', learnUrls.progress(world.videoLesson.id), { positionSeconds: 1, ranges: 'all' }],
      ['POST', learnUrls.quiz(world.quiz.id), { answers: [{ question: 'q1', option: -1 }] }],
      ['POST', learnUrls.quiz(world.quiz.id), { answers: [{ question: 'nope', option: 0 }] }],
      ['POST', learnUrls.quiz(world.quiz.id), { answers: [{ question: 'q1', option: 9 }] }],
    ];
    const before = await call(app, 'GET', learnUrls.lesson(world.videoLesson.id), learner);
    for (const [method, url, payload] of cases) {
      const res = await call(app, method as 'GET' | 'POST', url, learner, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: expect.any(String) })]),
      );
    }
    const after = await call(app, 'GET', learnUrls.lesson(world.videoLesson.id), learner);
    expect(after.json().data.progress).toEqual(before.json().data.progress);
  });

  it('a slug with a control character is refused, an unknown slug is 404', async () => {
    expect((await call(app, 'GET', learnUrls.course('a%00b'), {})).statusCode).toBe(400);
    expect((await call(app, 'GET', learnUrls.course('no-such-course'), {})).statusCode).toBe(404);
  });
});
