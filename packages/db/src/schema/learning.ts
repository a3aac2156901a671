// What a learner studies once a course is theirs: sections and lessons, the videos they play, each learner's
// progress, and the background jobs that prepare the videos (docs/product.md#learning, ADR 031).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

export const LESSON_KINDS = ['video', 'text', 'download', 'quiz'] as const;
export const LESSON_STATUSES = ['draft', 'published'] as const;
export const VIDEO_STATUSES = ['queued', 'transcoding', 'ready', 'failed'] as const;

/** A question of a quiz lesson: the course quiz's shape, its answer kept on the server. */
export interface LessonQuizQuestion {
  /** A stable id within the lesson (the learner's answers name it). */
  id: string;
  question: string;
  options: string[];
  /** Index into `options`; never sent to a learner before they answer. */
  correctOption: number;
}

/** One rendition of a ready video: its playlist is `media/videos/{id}/{name}/index.m3u8`. */
export interface VideoRendition {
  /** '360p', '720p', '1080p'. */
  name: string;
  width: number;
  height: number;
  /** Peak bits per second, as the master playlist declares it. */
  bandwidth: number;
}

/** A WebVTT captions file of a video. */
export interface VideoCaption {
  /** BCP 47 language tag: 'en', 'hi'. */
  lang: string;
  label: string;
  /** Storage key of the .vtt file. */
  key: string;
}

export const courseSections = pgTable(
  'course_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    // The operator's order within the course; rewritten whole on a reorder (lib/reorder.ts).
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.position)],
);

/**
 * A video as uploaded and as prepared for streaming. The original and every file made from it live in the
 * file storage under `media/videos/{id}/`; only a lesson's reader ever gets them (never `/uploads`).
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The uploaded file's key; removed once the video is ready. */
    originalKey: text('original_key'),
    originalName: text('original_name').notNull(),
    originalSize: bigint('original_size', { mode: 'number' }).notNull(),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('queued'),
    /** Transcoding progress, 0–100. */
    progress: smallint('progress').notNull().default(0),
    /** Why the last attempt failed, in words an operator can act on. */
    error: text('error'),
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    renditions: jsonb('renditions')
      .$type<VideoRendition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    posterKey: text('poster_key'),
    captions: jsonb('captions')
      .$type<VideoCaption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [
    index('videos_course_idx').on(t.courseId),
    check('videos_status_check', sql`${t.status} in ('queued', 'transcoding', 'ready', 'failed')`),
    check('videos_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    // The operator's order within its section.
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    status: text('status', { enum: LESSON_STATUSES }).notNull().default('draft'),
    /** Open to every visitor, signed in or not. */
    freePreview: boolean('free_preview').notNull().default(false),
    /** A video lesson's is its video's; the operator's estimate for the other kinds. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Rich text, sanitized on write: a text lesson's content, notes under the other kinds. */
    body: text('body').notNull().default(''),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    /** A download lesson's file: its storage key (under `media/files/`), name as uploaded, size and type. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileType: text('file_type'),
    quiz: jsonb('quiz')
      .$type<LessonQuizQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [
    index('lessons_course_idx').on(t.courseId, t.status),
    index('lessons_section_idx').on(t.sectionId, t.position),
    index('lessons_video_idx').on(t.videoId),
    check('lessons_kind_check', sql`${t.kind} in ('video', 'text', 'download', 'quiz')`),
    check('lessons_status_check', sql`${t.status} in ('draft', 'published')`),
    check('lessons_duration_check', sql`${t.durationSeconds} >= 0`),
  ],
);

/**
 * A learner's progress in one lesson. For a video: the distinct ranges watched (merged, in seconds), their
 * total, and where playback stopped; a lesson is complete once `completedAt` is set, and stays so.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    watchedRanges: jsonb('watched_ranges')
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    watchedSeconds: real('watched_seconds').notNull().default(0),
    positionSeconds: real('position_seconds').notNull().default(0),
    /** When the server accepted the last report: the next may not claim more than could have played since. */
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    /** A quiz lesson's best attempt. */
    quizScore: smallint('quiz_score'),
    quizTotal: smallint('quiz_total'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_course_user_idx').on(t.courseId, t.userId),
    index('lesson_progress_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

/**
 * Durable background work (transcoding a video…), claimed by any instance with a row lock and a lease, as
 * the mail outbox is: a job whose instance died is claimed again once its lease has run out.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('background_jobs_due_idx')
      .on(t.runAfter)
      .where(sql`${t.finishedAt} is null and ${t.failedAt} is null`),
    index('background_jobs_kind_idx').on(t.kind, t.createdAt),
  ],
);

export type CourseSectionRow = typeof courseSections.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type LessonProgressRow = typeof lessonProgress.$inferSelect;
export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
