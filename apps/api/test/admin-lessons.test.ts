import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSections, lessons, videos, type VideoRow } from '@curio/db';
import {
  LESSON_MESSAGES as L,
  MESSAGES,
  ZConsoleLesson,
  ZConsoleOutline,
  type TConsoleLesson,
  type TConsoleOutline,
} from '@curio/shared';
import { createTestApp, useTestApp } from './helpers/app.ts';
import { auditRows, call, expectStaffOnly, type Auth } from './helpers/catalogue-admin.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const url = {
  outline: (courseId: string) => `/api/admin/courses/${courseId}/outline`,
  sections: (courseId: string) => `/api/admin/courses/${courseId}/sections`,
  order: (courseId: string) => `/api/admin/courses/${courseId}/outline/order`,
  section: (id: string) => `/api/admin/sections/${id}`,
  sectionLessons: (id: string) => `/api/admin/sections/${id}/lessons`,
  lesson: (id: string) => `/api/admin/lessons/${id}`,
  publish: (id: string) => `/api/admin/lessons/${id}/publish`,
  unpublish: (id: string) => `/api/admin/lessons/${id}/unpublish`,
  file: (id: string, version: string) =>
    `/api/admin/lessons/${id}/file?version=${encodeURIComponent(version)}`,
};

const STALE = MESSAGES.admin.staleEdit;

/** A course with no lessons yet, and an editor's token. */
async function aCourseToAuthor(app: FastifyInstance) {
  const course = await aCourse(await aCategory(), { status: 'draft' });
  return { course, editor: await editorAuth(app) };
}

async function readOutline(app: FastifyInstance, auth: Auth, courseId: string): Promise<TConsoleOutline> {
  const res = await call(app, 'GET', url.outline(courseId), auth);
  expect(res.statusCode, res.body).toBe(200);
  return ZConsoleOutline.strict().parse(res.json().data);
}

async function addSection(app: FastifyInstance, auth: Auth, courseId: string, title: string) {
  const res = await call(app, 'POST', url.sections(courseId), auth, { title });
  expect(res.statusCode, res.body).toBe(201);
  const outline: TConsoleOutline = res.json().data;
  const section = outline.sections.at(-1);
  if (!section) throw new Error('no section');
  return section;
}

async function addLesson(app: FastifyInstance, auth: Auth, sectionId: string, title: string, kind: string) {
  const res = await call(app, 'POST', url.sectionLessons(sectionId), auth, { title, kind });
  expect(res.statusCode, res.body).toBe(201);
  return ZConsoleLesson.parse(res.json().data);
}

async function readLesson(app: FastifyInstance, auth: Auth, id: string): Promise<TConsoleLesson> {
  const res = await call(app, 'GET', url.lesson(id), auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A video of the course, stored as the transcoding job leaves it. */
async function aVideo(courseId: string, overrides: Partial<VideoRow> = {}): Promise<VideoRow> {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(videos)
    .values({ courseId, originalName: 'intro.mp4', originalSize: 1000, ...overrides })
    .returning();
  if (!row) throw new Error('no video');
  return row;
}

async function lessonRow(id: string) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  return row;
}

/** PUTs a download's file as the raw body; `nameHeader` is X-File-Name as sent (left out when undefined). */
function putFile(
  app: FastifyInstance,
  auth: Auth,
  lesson: Pick<TConsoleLesson, '_id' | 'updatedAt'>,
  nameHeader: string | undefined,
  payload: InjectOptions['payload'],
) {
  return app.inject({
    method: 'PUT',
    url: url.file(lesson._id, lesson.updatedAt),
    headers: {
      ...auth,
      'content-type': 'application/octet-stream',
      ...(nameHeader === undefined ? {} : { 'x-file-name': nameHeader }),
    },
    payload,
  });
}

const uploadFile = (app: FastifyInstance, auth: Auth, lesson: TConsoleLesson, name: string, body: Buffer) =>
  putFile(app, auth, lesson, encodeURIComponent(name), body);

/** The public cache tags each write drops, in order. */
function invalidations(app: FastifyInstance) {
  const seen: string[][] = [];
  app.publicCache.onInvalidate((tags) => seen.push([...tags]));
  return seen;
}

describe('a course’s sections in the console', () => {
  const ctx = useTestApp();

  it('adds sections last, renames with the version, and answers the outline with drafts; audited', async () => {
    const { course, editor } = await aCourseToAuthor(ctx.app);
    const dropped = invalidations(ctx.app);
    const intro = await addSection(ctx.app, editor, course.id, '  Getting started  ');
    const basics = await addSection(ctx.app, editor, course.id, 'Basics');
    expect(intro.title).toBe('Getting started');
    expect(dropped).toContainEqual([`course:${course.id}:outline`, `course:${course.id}:page`]);

    const res = await call(ctx.app, 'PATCH', url.section(basics._id), editor, {
      title: 'The basics',
      version: basics.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.admin.saved);
    const outline = await readOutline(ctx.app, await adminAuth(ctx.app), course.id);
    expect(outline.course).toEqual({ _id: course.id, name: course.name, passPercent: 70 });
    expect(outline.sections.map((s) => s.title)).toEqual(['Getting started', 'The basics']);

    const [rename, create] = await auditRows(basics._id);
    expect(create).toMatchObject({ action: 'create', entity: 'course_section', after: { title: 'Basics' } });
    expect(rename).toMatchObject({
      action: 'update',
      before: { title: 'Basics' },
      after: { title: 'The basics' },
    });
  });

  it('refuses a stale rename with 409, and bad titles with 400; nothing changes', async () => {
    const { course, editor } = await aCourseToAuthor(ctx.app);
    const section = await addSection(ctx.app, editor, course.id, 'Intro');
    const first = await call(ctx.app, 'PATCH', url.section(section._id), editor, {
      title: 'One',
      version: section.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call(ctx.app, 'PATCH', url.section(section._id), editor, {
      title: 'Two',
      version: section.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ statusCode: 409, message: STALE, data: null });

    for (const body of [{ title: '' }, { title: 'x'.repeat(201) }, { title: 'a\nb' }, {}])
      expect((await call(ctx.app, 'POST', url.sections(course.id), editor, body)).statusCode).toBe(400);
    const noVersion = await call(ctx.app, 'PATCH', url.section(section._id), editor, { title: 'Three' });
    expect(noVersion.statusCode).toBe(400);
    expect((await readOutline(ctx.app, editor, course.id)).sections.map((s) => s.title)).toEqual(['One']);
    expect(await auditRows(section._id)).toHaveLength(2);
  });

  it('answers 404 for an unknown course or section', async () => {
    const editor = await editorAuth(ctx.app);
    const id = randomUUID();
    expect((await call(ctx.app, 'GET', url.outline(id), editor)).statusCode).toBe(404);
    expect((await call(ctx.app, 'POST', url.sections(id), editor, { title: 'A' })).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', url.section(id), editor)).statusCode).toBe(404);
    const lesson = await call(ctx.app, 'POST', url.sectionLessons(id), editor, { title: 'A', kind: 'text' });
    expect(lesson.statusCode).toBe(404);
  });

  it('deletes a section with its lessons and their files, and says how many lessons went', async () => {
    const { course, editor } = await aCourseToAuthor(ctx.app);
    const keep = await addSection(ctx.app, editor, course.id, 'Keep');
    const gone = await addSection(ctx.app, editor, course.id, 'Gone');
    await addLesson(ctx.app, editor, gone._id, 'Reading', 'text');
    const download = await addLesson(ctx.app, editor, gone._id, 'Slides', 'download');
    expect(
      (await uploadFile(ctx.app, editor, download, 'slides.pdf', Buffer.from('%PDF-1.4'))).statusCode,
    ).toBe(200);
    const key = (await lessonRow(download._id))?.fileKey ?? '';
    expect(await ctx.app.fileStorage.has(key)).toBe(true);

    const res = await call(ctx.app, 'DELETE', url.section(gone._id), editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(L.sectionDeleted(2));
    expect(res.json().data.sections.map((s: { _id: string }) => s._id)).toEqual([keep._id]);
    expect(await lessonRow(download._id)).toBeUndefined();
    expect(await ctx.app.fileStorage.has(key)).toBe(false);
    const [audit] = await auditRows(gone._id);
    expect(audit).toMatchObject({
      action: 'delete',
      before: { title: 'Gone', lessons: ['Reading', 'Slides'] },
    });
  });
});

describe('the outline’s order', () => {
  const ctx = useTestApp();

  /** Two sections: A with a1, a2; B with b1. */
  async function twoSections() {
    const { course, editor } = await aCourseToAuthor(ctx.app);
    const a = await addSection(ctx.app, editor, course.id, 'A');
    const b = await addSection(ctx.app, editor, course.id, 'B');
    const a1 = await addLesson(ctx.app, editor, a._id, 'a1', 'text');
    const a2 = await addLesson(ctx.app, editor, a._id, 'a2', 'video');
    const b1 = await addLesson(ctx.app, editor, b._id, 'b1', 'quiz');
    return { course, editor, a, b, a1, a2, b1 };
  }
  const titles = (outline: TConsoleOutline) =>
    outline.sections.map((s) => [s.title, s.lessons.map((l) => l.title)]);

  it('saves a new order of sections and lessons, a lesson moved into another section; audited', async () => {
    const { course, editor, a, b, a1, a2, b1 } = await twoSections();
    const res = await call(ctx.app, 'PUT', url.order(course.id), editor, {
      sections: [
        { id: b._id, lessons: [a2._id, b1._id] },
        { id: a._id, lessons: [a1._id] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(L.orderSaved);
    expect(titles(res.json().data)).toEqual([
      ['B', ['a2', 'b1']],
      ['A', ['a1']],
    ]);
    expect(titles(await readOutline(ctx.app, editor, course.id))).toEqual(titles(res.json().data));
    expect((await readLesson(ctx.app, editor, a2._id)).sectionId).toBe(b._id);
    const [audit] = await auditRows(course.id);
    expect(audit).toMatchObject({
      action: 'reorder',
      entity: 'course',
      after: {
        outline: [
          { section: 'B', lessons: ['a2', 'b1'] },
          { section: 'A', lessons: ['a1'] },
        ],
      },
    });
  });

  it('refuses an order that leaves out, repeats or names a foreign section or lesson with 400', async () => {
    const { course, editor, a, b, a1, a2, b1 } = await twoSections();
    const other = await aCourseToAuthor(ctx.app);
    const foreignSection = await addSection(ctx.app, editor, other.course.id, 'Elsewhere');
    const foreignLesson = await addLesson(ctx.app, editor, foreignSection._id, 'x', 'text');
    const orders = [
      // a lesson left out
      [
        { id: a._id, lessons: [a1._id] },
        { id: b._id, lessons: [b1._id] },
      ],
      // a section left out
      [{ id: a._id, lessons: [a1._id, a2._id, b1._id] }],
      // a lesson twice
      [
        { id: a._id, lessons: [a1._id, a2._id] },
        { id: b._id, lessons: [b1._id, a1._id] },
      ],
      // a section twice
      [
        { id: a._id, lessons: [a1._id, a2._id] },
        { id: a._id, lessons: [b1._id] },
      ],
      // another course's lesson and section
      [
        { id: a._id, lessons: [a1._id, a2._id, foreignLesson._id] },
        { id: b._id, lessons: [b1._id] },
      ],
      [
        { id: a._id, lessons: [a1._id, a2._id] },
        { id: b._id, lessons: [b1._id] },
        { id: foreignSection._id, lessons: [] },
      ],
      // an unknown id
      [
        { id: a._id, lessons: [a1._id, a2._id, randomUUID()] },
        { id: b._id, lessons: [b1._id] },
      ],
    ];
    for (const sections of orders) {
      const res = await call(ctx.app, 'PUT', url.order(course.id), editor, { sections });
      expect(res.statusCode, JSON.stringify(sections)).toBe(400);
    }
    const bad = await call(ctx.app, 'PUT', url.order(course.id), editor, {
      sections: [{ id: 'x', lessons: [] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(titles(await readOutline(ctx.app, editor, course.id))).toEqual([
      ['A', ['a1', 'a2']],
      ['B', ['b1']],
    ]);
    expect((await auditRows(course.id)).filter((row) => row.action === 'reorder')).toEqual([]);
  });
});

describe('lessons in the console', () => {
  const ctx = useTestApp();

  async function aSectionToFill() {
    const { course, editor } = await aCourseToAuthor(ctx.app);
    const section = await addSection(ctx.app, editor, course.id, 'Week 1');
    return { course, editor, section };
  }

  it('adds a draft lesson last in its section; refuses a bad kind or title with 400', async () => {
    const { course, editor, section } = await aSectionToFill();
    const first = await addLesson(ctx.app, editor, section._id, 'Welcome', 'text');
    const second = await addLesson(ctx.app, editor, section._id, 'Tour', 'video');
    expect(ZConsoleLesson.strict().parse(first)).toMatchObject({
      title: 'Welcome',
      kind: 'text',
      status: 'draft',
      freePreview: false,
      durationSeconds: 0,
      course: { _id: course.id, name: course.name },
      sectionId: section._id,
      quiz: [],
      video: null,
      file: null,
    });
    for (const body of [{ title: 'X', kind: 'podcast' }, { title: '', kind: 'text' }, { kind: 'text' }])
      expect((await call(ctx.app, 'POST', url.sectionLessons(section._id), editor, body)).statusCode).toBe(
        400,
      );
    const outline = await readOutline(ctx.app, editor, course.id);
    expect(outline.sections[0]?.lessons.map((l) => l._id)).toEqual([first._id, second._id]);
    const [audit] = await auditRows(first._id);
    expect(audit).toMatchObject({
      action: 'create',
      entity: 'lesson',
      after: { title: 'Welcome', kind: 'text' },
    });
  });

  it('edits a text lesson with the version: body sanitized, preview flag, duration; audited field by field', async () => {
    const { editor, section } = await aSectionToFill();
    const lesson = await addLesson(ctx.app, editor, section._id, 'Read me', 'text');
    const res = await call(ctx.app, 'PATCH', url.lesson(lesson._id), editor, {
      title: 'Read this',
      body: '<p>Hello <script>alert(1)</script><strong>world</strong></p>',
      freePreview: true,
      durationSeconds: 300,
      version: lesson.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved: TConsoleLesson = res.json().data;
    expect(saved).toMatchObject({
      title: 'Read this',
      body: '<p>Hello <strong>world</strong></p>',
      freePreview: true,
      durationSeconds: 300,
    });
    expect(saved.updatedAt).not.toBe(lesson.updatedAt);
    const [audit] = await auditRows(lesson._id);
    expect(audit).toMatchObject({
      action: 'update',
      before: { title: 'Read me', freePreview: false, durationSeconds: 0, body: '' },
      after: { title: 'Read this', freePreview: true, durationSeconds: 300 },
    });

    const stale = await call(ctx.app, 'PATCH', url.lesson(lesson._id), editor, {
      title: 'Late',
      version: lesson.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE);
    expect((await readLesson(ctx.app, editor, lesson._id)).title).toBe('Read this');
  });

  it.each([
    ['an empty title', { title: '' }],
    ['a negative duration', { durationSeconds: -1 }],
    ['a duration past a day', { durationSeconds: 86_401 }],
    ['a preview flag that is not one', { freePreview: 'yes' }],
    ['a body too long', { body: 'x'.repeat(50_001) }],
    ['a video id that is not one', { videoId: 'abc' }],
    ['no version', { version: undefined }],
  ])('refuses %s with 400, nothing changed', async (_label, change) => {
    const { editor, section } = await aSectionToFill();
    const lesson = await addLesson(ctx.app, editor, section._id, 'Same', 'text');
    const res = await call(ctx.app, 'PATCH', url.lesson(lesson._id), editor, {
      version: lesson.updatedAt,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect(await readLesson(ctx.app, editor, lesson._id)).toEqual(lesson);
  });

  it('keeps each question’s id, gives new ones an id, and checks options and answers', async () => {
    const { editor, section } = await aSectionToFill();
    const quiz = await addLesson(ctx.app, editor, section._id, 'Check', 'quiz');
    const question = { question: 'What is 2 + 2?', options: ['3', '4'], correctOption: 1 };
    const first = await call(ctx.app, 'PATCH', url.lesson(quiz._id), editor, {
      quiz: [question],
      version: quiz.updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved: TConsoleLesson = first.json().data;
    const id = saved.quiz[0]?._id ?? '';
    expect(id).not.toBe('');
    const second = await call(ctx.app, 'PATCH', url.lesson(quiz._id), editor, {
      quiz: [
        { ...question, question: 'What is 3 + 1?', _id: id },
        { ...question, correctOption: 0 },
      ],
      version: saved.updatedAt,
    });
    expect(second.statusCode, second.body).toBe(200);
    const quizNow: TConsoleLesson['quiz'] = second.json().data.quiz;
    expect(quizNow[0]).toEqual({ ...question, question: 'What is 3 + 1?', _id: id });
    expect(quizNow[1]?._id).not.toBe(id);

    const version = second.json().data.updatedAt;
    const badQuizzes = [
      [{ ...question, options: ['only'] }],
      [{ ...question, options: Array.from({ length: 11 }, (_, i) => String(i)) }],
      [{ ...question, correctOption: 2 }],
      [{ ...question, correctOption: -1 }],
      Array.from({ length: 51 }, () => question),
      [
        { ...question, _id: 'same' },
        { ...question, _id: 'same' },
      ],
    ];
    for (const bad of badQuizzes) {
      const res = await call(ctx.app, 'PATCH', url.lesson(quiz._id), editor, { quiz: bad, version });
      expect(res.statusCode).toBe(400);
    }
    expect((await readLesson(ctx.app, editor, quiz._id)).quiz).toEqual(quizNow);
  });

  it('keeps each kind’s fields to its kind: video, quiz and duration rules answer 400 naming the field', async () => {
    const { course, editor, section } = await aSectionToFill();
    const text = await addLesson(ctx.app, editor, section._id, 'Text', 'text');
    const video = await addLesson(ctx.app, editor, section._id, 'Video', 'video');
    const own = await aVideo(course.id, { status: 'ready', durationSeconds: 61.6 });
    const other = await aVideo((await aCourse(await aCategory())).id, { status: 'ready' });
    const refusals = [
      [text, { videoId: own.id }, 'videoId', L.videoOnlyForVideoLessons],
      [text, { quiz: [] }, 'quiz', L.quizOnlyForQuizLessons],
      [video, { durationSeconds: 10 }, 'durationSeconds', L.durationFromVideo],
      [video, { videoId: other.id }, 'videoId', L.videoNotInCourse],
      [video, { videoId: randomUUID() }, 'videoId', L.videoNotInCourse],
    ] as const;
    for (const [lesson, change, field, message] of refusals) {
      const res = await call(ctx.app, 'PATCH', url.lesson(lesson._id), editor, {
        ...change,
        version: lesson.updatedAt,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
    }
    const attached = await call(ctx.app, 'PATCH', url.lesson(video._id), editor, {
      videoId: own.id,
      version: video.updatedAt,
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data).toMatchObject({
      videoId: own.id,
      durationSeconds: 62,
      video: { _id: own.id, status: 'ready', originalName: 'intro.mp4' },
    });
    const outline = await readOutline(ctx.app, editor, course.id);
    expect(outline.sections[0]?.lessons[1]?.video).toMatchObject({
      _id: own.id,
      status: 'ready',
      progress: 0,
    });
  });

  it('publishes only a lesson with content, saying what is missing; unpublishes with the version', async () => {
    const { course, editor, section } = await aSectionToFill();
    const text = await addLesson(ctx.app, editor, section._id, 'Text', 'text');
    const video = await addLesson(ctx.app, editor, section._id, 'Video', 'video');
    const download = await addLesson(ctx.app, editor, section._id, 'File', 'download');
    const quiz = await addLesson(ctx.app, editor, section._id, 'Quiz', 'quiz');
    for (const lesson of [text, video, download, quiz]) {
      const res = await call(ctx.app, 'POST', url.publish(lesson._id), editor, { version: lesson.updatedAt });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(L.needsContent[lesson.kind]);
      expect((await readLesson(ctx.app, editor, lesson._id)).status).toBe('draft');
    }
    // A text of tags only is no text; a video still being prepared is not ready.
    const empty = await call(ctx.app, 'PATCH', url.lesson(text._id), editor, {
      body: '<p> </p>',
      version: text.updatedAt,
    });
    const emptyPublish = await call(ctx.app, 'POST', url.publish(text._id), editor, {
      version: empty.json().data.updatedAt,
    });
    expect(emptyPublish.json().message).toBe(L.needsContent.text);
    const preparing = await aVideo(course.id, { status: 'transcoding', progress: 42 });
    const attached = await call(ctx.app, 'PATCH', url.lesson(video._id), editor, {
      videoId: preparing.id,
      version: video.updatedAt,
    });
    const notReady = await call(ctx.app, 'POST', url.publish(video._id), editor, {
      version: attached.json().data.updatedAt,
    });
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe(L.needsContent.video);

    // Ready: published, with the video's duration.
    const { db } = await testDatabase();
    await db
      .update(videos)
      .set({ status: 'ready', progress: 100, durationSeconds: 4.2 })
      .where(eq(videos.id, preparing.id));
    const dropped = invalidations(ctx.app);
    const published = await call(ctx.app, 'POST', url.publish(video._id), editor, {
      version: attached.json().data.updatedAt,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().message).toBe(L.lessonPublished);
    expect(published.json().data).toMatchObject({ status: 'published', durationSeconds: 4 });
    expect((await lessonRow(video._id))?.durationSeconds).toBe(4);
    expect(dropped).toContainEqual([`course:${course.id}:outline`, `course:${course.id}:page`]);
    const [audit] = await auditRows(video._id);
    expect(audit).toMatchObject({
      action: 'publish',
      before: { status: 'draft' },
      after: { status: 'published' },
    });

    const stale = await call(ctx.app, 'POST', url.unpublish(video._id), editor, {
      version: attached.json().data.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE);
    const unpublished = await call(ctx.app, 'POST', url.unpublish(video._id), editor, {
      version: published.json().data.updatedAt,
    });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({ message: L.lessonUnpublished, data: { status: 'draft' } });

    // A quiz with a question and a text with words publish too.
    const withQuestion = await call(ctx.app, 'PATCH', url.lesson(quiz._id), editor, {
      quiz: [{ question: 'Ok?', options: ['Yes', 'No'], correctOption: 0 }],
      version: quiz.updatedAt,
    });
    const quizPublished = await call(ctx.app, 'POST', url.publish(quiz._id), editor, {
      version: withQuestion.json().data.updatedAt,
    });
    expect(quizPublished.statusCode).toBe(200);
    const withWords = await call(ctx.app, 'PATCH', url.lesson(text._id), editor, {
      body: '<p>Words</p>',
      version: empty.json().data.updatedAt,
    });
    const textPublished = await call(ctx.app, 'POST', url.publish(text._id), editor, {
      version: withWords.json().data.updatedAt,
    });
    expect(textPublished.statusCode).toBe(200);
  });

  it('refuses a stale publish as stale, even without content', async () => {
    const { editor, section } = await aSectionToFill();
    const text = await addLesson(ctx.app, editor, section._id, 'Text', 'text');
    const res = await call(ctx.app, 'POST', url.publish(text._id), editor, {
      version: new Date(Date.parse(text.updatedAt) - 1000).toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STALE);
    expect((await call(ctx.app, 'POST', url.publish(text._id), editor, {})).statusCode).toBe(400);
  });

  it('deletes a lesson and its file; 404 once gone', async () => {
    const { editor, section } = await aSectionToFill();
    const download = await addLesson(ctx.app, editor, section._id, 'Slides', 'download');
    await uploadFile(ctx.app, editor, download, 'slides.pdf', Buffer.from('%PDF'));
    const key = (await lessonRow(download._id))?.fileKey ?? '';
    const res = await call(ctx.app, 'DELETE', url.lesson(download._id), editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(L.lessonDeleted);
    expect(await ctx.app.fileStorage.has(key)).toBe(false);
    expect((await call(ctx.app, 'GET', url.lesson(download._id), editor)).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', url.lesson(download._id), editor)).statusCode).toBe(404);
    const [audit] = await auditRows(download._id);
    expect(audit).toMatchObject({ action: 'delete', entity: 'lesson', before: { title: 'Slides' } });
  });

  it('stores a download’s file under media/files, replaces it and deletes the old one', async () => {
    const { editor, section } = await aSectionToFill();
    const lesson = await addLesson(ctx.app, editor, section._id, 'Slides', 'download');
    const storedBefore = (await ctx.app.fileStorage.list('media/files/')).map((f) => f.key);
    const res = await uploadFile(ctx.app, editor, lesson, 'Week 1 — slides.PDF', Buffer.from('%PDF-1.4 one'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(L.fileUploaded);
    const first: TConsoleLesson = res.json().data;
    expect(first.file).toEqual({ name: 'Week 1 — slides.PDF', size: 12, type: 'application/pdf' });
    const firstKey = (await lessonRow(lesson._id))?.fileKey ?? '';
    expect(firstKey).toMatch(/^media\/files\/[\w-]+\.pdf$/);
    expect((await ctx.app.fileStorage.get(firstKey))?.body.toString()).toBe('%PDF-1.4 one');

    const again = await uploadFile(ctx.app, editor, first, 'notes.zip', Buffer.from('PK zip'));
    expect(again.statusCode).toBe(200);
    const secondKey = (await lessonRow(lesson._id))?.fileKey ?? '';
    expect(secondKey).toMatch(/\.zip$/);
    expect(await ctx.app.fileStorage.has(firstKey)).toBe(false);
    expect(await ctx.app.fileStorage.has(secondKey)).toBe(true);
    const [audit] = await auditRows(lesson._id);
    expect(audit).toMatchObject({ action: 'uploadFile', after: { fileName: 'notes.zip' } });

    // A stale upload is refused and its file does not stay.
    const stale = await uploadFile(ctx.app, editor, first, 'late.pdf', Buffer.from('late'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE);
    expect((await ctx.app.fileStorage.list('media/files/')).map((f) => f.key).sort()).toEqual(
      [...storedBefore, secondKey].sort(),
    );
  });

  it('refuses a file of another type, without a name, empty, or for a lesson that is not a download', async () => {
    const { editor, section } = await aSectionToFill();
    const lesson = await addLesson(ctx.app, editor, section._id, 'Slides', 'download');
    const text = await addLesson(ctx.app, editor, section._id, 'Text', 'text');
    const storedBefore = await ctx.app.fileStorage.list('media/');
    const refusals = [
      [await uploadFile(ctx.app, editor, lesson, 'virus.exe', Buffer.from('MZ')), L.fileTypeRefused],
      [await uploadFile(ctx.app, editor, lesson, 'noextension', Buffer.from('x')), L.fileTypeRefused],
      [await uploadFile(ctx.app, editor, lesson, 'empty.pdf', Buffer.alloc(0)), L.fileEmpty],
      [await uploadFile(ctx.app, editor, text, 'notes.pdf', Buffer.from('x')), L.fileOnlyForDownloads],
      [await putFile(ctx.app, editor, lesson, undefined, 'x'), L.fileNameMissing],
      [await putFile(ctx.app, editor, lesson, '%E0%A4%A.pdf', 'x'), L.fileNameMissing],
    ] as const;
    for (const [res, message] of refusals) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const badVersion = await putFile(ctx.app, editor, { ...lesson, updatedAt: 'yesterday' }, 'a.pdf', 'x');
    expect(badVersion.statusCode).toBe(400);
    const missing = await uploadFile(
      ctx.app,
      editor,
      { ...lesson, _id: randomUUID() },
      'a.pdf',
      Buffer.from('x'),
    );
    expect(missing.statusCode).toBe(404);
    expect(await readLesson(ctx.app, editor, lesson._id)).toEqual(lesson);
    expect(await ctx.app.fileStorage.list('media/')).toEqual(storedBefore);
  });

  it('answers 401 without a token and 403 to a learner on every route, and changes nothing', async () => {
    const { course, editor, section } = await aSectionToFill();
    const lesson = await addLesson(ctx.app, editor, section._id, 'Text', 'text');
    const learner = await signedInUser(ctx.app);
    const version = lesson.updatedAt;
    await expectStaffOnly(ctx.app, learner.auth, [
      ['GET', url.outline(course.id), undefined],
      ['POST', url.sections(course.id), { title: 'X' }],
      ['PUT', url.order(course.id), { sections: [{ id: section._id, lessons: [lesson._id] }] }],
      ['PATCH', url.section(section._id), { title: 'X', version: section.updatedAt }],
      ['DELETE', url.section(section._id), undefined],
      ['POST', url.sectionLessons(section._id), { title: 'X', kind: 'text' }],
      ['GET', url.lesson(lesson._id), undefined],
      ['PATCH', url.lesson(lesson._id), { title: 'X', version }],
      ['POST', url.publish(lesson._id), { version }],
      ['POST', url.unpublish(lesson._id), { version }],
      ['DELETE', url.lesson(lesson._id), undefined],
      ['PUT', url.file(lesson._id, version), 'file'],
    ]);
    expect(await readLesson(ctx.app, editor, lesson._id)).toEqual(lesson);
    const { db } = await testDatabase();
    expect(await db.select().from(courseSections).where(eq(courseSections.courseId, course.id))).toHaveLength(
      1,
    );
  });
});

describe('a download’s size limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ downloadUploadMaxBytes: 1000 });
  });
  afterAll(() => app.close());

  it('answers 413 past DOWNLOAD_UPLOAD_MAX_BYTES, declared or streamed, and keeps nothing', async () => {
    const editor = await editorAuth(app);
    const { course } = await aCourseToAuthor(app);
    const section = await addSection(app, editor, course.id, 'Files');
    const lesson = await addLesson(app, editor, section._id, 'Big', 'download');
    const declared = await uploadFile(app, editor, lesson, 'big.pdf', Buffer.alloc(1001, 1));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe(L.fileTooLarge('1,000 bytes'));
    // Sent in chunks without a length: cut off once past the limit.
    const streamed = await putFile(
      app,
      editor,
      lesson,
      'big.pdf',
      Readable.from([Buffer.alloc(600, 1), Buffer.alloc(600, 1)]),
    );
    expect(streamed.statusCode).toBe(413);
    const fits = await uploadFile(app, editor, lesson, 'fits.pdf', Buffer.alloc(1000, 1));
    expect(fits.statusCode).toBe(200);
    expect((await app.fileStorage.list('media/files/')).length).toBe(1);
  });
});

describe('the course’s pass mark', () => {
  const ctx = useTestApp();

  it('is part of the course editor: 1–100, 70 by default; anything else 400', async () => {
    const { course, editor } = await aCourseToAuthor(ctx.app);
    const read = await call(ctx.app, 'GET', `/api/admin/courses/${course.id}`, editor);
    expect(read.json().data.passPercent).toBe(70);
    for (const passPercent of [0, 101, 50.5, '80']) {
      const res = await call(ctx.app, 'PATCH', `/api/admin/courses/${course.id}`, editor, {
        passPercent,
        version: read.json().data.updatedAt,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'passPercent', message: L.passPercent }]);
    }
    const res = await call(ctx.app, 'PATCH', `/api/admin/courses/${course.id}`, editor, {
      passPercent: 85,
      version: read.json().data.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.passPercent).toBe(85);
    expect((await readOutline(ctx.app, editor, course.id)).course.passPercent).toBe(85);
  });
});
