import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CourseRow, LessonRow, VideoRow } from '@curio/db';
import {
  insertCourse,
  insertLesson,
  insertOrder,
  insertSection,
  insertVideo,
  type CourseOverrides,
} from '@curio/db/testing';
import type { TOrderStatus } from '@curio/shared';
import { MEDIA_COOKIE } from '#api/modules/learning/media-token.ts';
import { aCategory } from './courses.ts';
import { testDatabase } from './database.ts';
import { signedInStaff, signedInUser } from './users.ts';

/** Test helpers of the learner's API (modules/learning): a course with every kind of lesson, and learners. */

export const learnUrls = {
  outline: (courseId: string) => `/api/course/${courseId}/outline`,
  course: (slug: string) => `/api/learn/courses/${slug}`,
  lesson: (id: string) => `/api/learn/lessons/${id}`,
  progress: (id: string) => `/api/learn/lessons/${id}/progress`,
  complete: (id: string) => `/api/learn/lessons/${id}/complete`,
  quiz: (id: string) => `/api/learn/lessons/${id}/quiz`,
  myCourses: '/api/learn/my-courses',
} as const;

/** The files a ready video has in storage (the contract's layout), by their path under its folder. */
export const VIDEO_FILES: Record<string, string> = {
  'master.m3u8': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360p/index.m3u8\n',
  '360p/index.m3u8':
    '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:6\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:6.0,\nseg_00000.m4s\n#EXT-X-ENDLIST\n',
  '360p/init.mp4': 'init-segment-bytes',
  '360p/seg_00000.m4s': 'media-segment-bytes-0123456789',
  'poster.jpg': 'poster-bytes',
  'captions/en.vtt': 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n',
  'source.original': 'the uploaded original',
};

export const DOWNLOAD_BYTES = Buffer.from('%PDF-1.4 a small workbook of exactly sixty-four bytes in all....');

export interface LearningCourse {
  course: CourseRow;
  video: VideoRow;
  /** A free-preview reading lesson. */
  preview: LessonRow;
  text: LessonRow;
  download: LessonRow;
  /** A video lesson (not a preview) playing `video`. */
  videoLesson: LessonRow;
  /** A free-preview video lesson playing `previewVideo`. */
  previewVideoLesson: LessonRow;
  previewVideo: VideoRow;
  quiz: LessonRow;
  draft: LessonRow;
  /** The id of each quiz question and its right option. */
  quizKey: { id: string; correct: number }[];
}

/**
 * A course (published unless told otherwise) with one section of every kind of lesson, a second section
 * holding only a draft, and the media files of its videos and its download in storage.
 */
export async function aLearningCourse(
  app: FastifyInstance,
  overrides: CourseOverrides = {},
): Promise<LearningCourse> {
  const { db } = await testDatabase();
  const course = await insertCourse(db, await aCategory(), overrides);
  const section = await insertSection(db, course, { title: 'Getting started', position: 0 });
  const draftOnly = await insertSection(db, course, { title: 'Coming soon', position: 1 });
  const video = await insertVideo(db, course, { durationSeconds: 600, posterKey: 'poster.jpg' });
  const previewVideo = await insertVideo(db, course, { durationSeconds: 120 });
  const fileKey = `media/files/${randomUUID()}.pdf`;
  let position = 0;
  const lesson = (o: Parameters<typeof insertLesson>[2]) =>
    insertLesson(db, section, { position: position++, ...o });
  const preview = await lesson({ title: 'Welcome', freePreview: true });
  const text = await lesson({ title: 'Reading the soil' });
  const download = await lesson({
    title: 'Workbook',
    kind: 'download',
    fileKey,
    fileName: 'Gärtner workbook (v2).pdf',
    fileSize: DOWNLOAD_BYTES.length,
    fileType: 'application/pdf',
  });
  const videoLesson = await lesson({
    title: 'Watering',
    kind: 'video',
    videoId: video.id,
    durationSeconds: 0,
  });
  const previewVideoLesson = await lesson({
    title: 'A first look',
    kind: 'video',
    videoId: previewVideo.id,
    freePreview: true,
  });
  const quizKey = [
    { id: 'q1', correct: 0 },
    { id: 'q2', correct: 1 },
    { id: 'q3', correct: 2 },
  ];
  const quiz = await lesson({
    title: 'Check yourself',
    kind: 'quiz',
    quiz: quizKey.map((q) => ({
      id: q.id,
      question: `Question ${q.id}?`,
      options: ['a', 'b', 'c'],
      correctOption: q.correct,
    })),
  });
  const draft = await insertLesson(db, draftOnly, { title: 'Secret harvest plans', status: 'draft' });
  for (const v of [video, previewVideo])
    for (const [name, body] of Object.entries(VIDEO_FILES))
      await app.fileStorage.put(`media/videos/${v.id}/${name}`, Buffer.from(body));
  await app.fileStorage.put(fileKey, DOWNLOAD_BYTES);
  return {
    course,
    video,
    preview,
    text,
    download,
    videoLesson,
    previewVideoLesson,
    previewVideo,
    quiz,
    draft,
    quizKey,
  };
}

/** Who calls: nobody, a learner and their order of the course (or none), or staff. */
export type Persona =
  'anonymous' | 'no order' | 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'editor' | 'admin';

export const PERSONAS: Persona[] = [
  'anonymous',
  'no order',
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'editor',
  'admin',
];

export interface Caller {
  persona: Persona;
  userId: string | null;
  auth: Record<string, string>;
}

/** A signed-in caller of `persona` for `course` (its order written as checkout and the operator leave it). */
export async function aCaller(app: FastifyInstance, persona: Persona, course: CourseRow): Promise<Caller> {
  if (persona === 'anonymous') return { persona, userId: null, auth: {} };
  if (persona === 'editor' || persona === 'admin') {
    const staff = await signedInStaff(app, persona);
    return { persona, userId: staff.profile._id, auth: staff.auth };
  }
  const learner = await signedInUser(app);
  if (persona !== 'no order')
    await insertOrder(
      (await testDatabase()).db,
      { id: learner.profile._id },
      [course],
      persona satisfies TOrderStatus,
    );
  return { persona, userId: learner.profile._id, auth: learner.auth };
}

/** A learner whose order of the course is confirmed. */
export const anEnrolledLearner = (app: FastifyInstance, course: CourseRow) =>
  aCaller(app, 'confirmed', course);

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  auth: Record<string, string>,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method, url, headers: auth };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

/** The media cookie a reply set (its value), or undefined. */
export function mediaCookieOf(res: LightMyRequestResponse): { value: string; header: string } | undefined {
  const raw = res.headers['set-cookie'];
  const header = [raw ?? []].flat().find((c) => c.startsWith(`${MEDIA_COOKIE}=`));
  if (!header) return undefined;
  const value = header.slice(MEDIA_COOKIE.length + 1).split(';')[0] ?? '';
  return { value, header };
}

/** The Cookie header that sends a media token back. */
export const withMediaCookie = (token: string) => ({ cookie: `${MEDIA_COOKIE}=${token}` });

/** Reads the lesson as `auth` and answers the cookie it set (throws when the read was refused). */
export async function mediaTokenFor(app: FastifyInstance, lessonId: string, auth: Record<string, string>) {
  const res = await call(app, 'GET', learnUrls.lesson(lessonId), auth);
  const cookie = mediaCookieOf(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`lesson read failed: ${res.statusCode} ${res.body}`);
  return cookie.value;
}
