import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { courseSections, lessons, videos, type CourseRow, type VideoRow } from '@curio/db';
import { testDatabase } from './database.ts';
import { tempDir } from './temp.ts';

const run = promisify(execFile);

/**
 * A real clip made with ffmpeg's own sources: `testsrc2` (moving colour bars and a clock) at `size` and a
 * 440 Hz tone, `seconds` long, as MP4 (H.264 + AAC). Answers its path.
 */
export async function makeClip({ seconds = 10, size = '1280x720' } = {}): Promise<string> {
  const file = path.join(tempDir('clip'), 'clip.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${String(seconds)}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${String(seconds)}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

/** The raw upload request of the console (`POST /api/admin/courses/{id}/videos`). */
export const videoUpload = (
  courseId: string,
  body: Buffer,
  auth: Record<string, string>,
  { type = 'video/mp4', name = 'Lesson%201.mp4' }: { type?: string; name?: string } = {},
): InjectOptions => ({
  method: 'POST',
  url: `/api/admin/courses/${courseId}/videos`,
  headers: { ...auth, 'content-type': type, 'x-file-name': name },
  payload: body,
});

/** A video row as the console would have made it, without running a job (routes that need only the row). */
export async function aVideo(course: CourseRow, overrides: Partial<VideoRow> = {}): Promise<VideoRow> {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(videos)
    .values({ courseId: course.id, originalName: 'intro.mp4', originalSize: 1234, ...overrides })
    .returning();
  if (!row) throw new Error('video not stored');
  return row;
}

/** A draft video lesson of the course showing `videoId`, in a section of its own. */
export async function aVideoLesson(course: CourseRow, videoId: string) {
  const { db } = await testDatabase();
  const [section] = await db
    .insert(courseSections)
    .values({ courseId: course.id, title: 'Basics', position: 0 })
    .returning();
  if (!section) throw new Error('section not stored');
  const [lesson] = await db
    .insert(lessons)
    .values({
      courseId: course.id,
      sectionId: section.id,
      position: 0,
      title: 'Intro',
      kind: 'video',
      videoId,
    })
    .returning();
  if (!lesson) throw new Error('lesson not stored');
  return lesson;
}

/** The video as the console reads it. */
export async function readVideo(app: FastifyInstance, id: string, auth: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: `/api/admin/videos/${id}`, headers: auth });
  return res.json().data as { status: string; error: string | null } & Record<string, unknown>;
}
