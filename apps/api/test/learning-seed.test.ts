import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  courseSections,
  courses,
  DEMO_LEARNER,
  DEMO_VIDEO_COURSES,
  lessonProgress,
  lessons,
  seedDemo,
  seedLearning,
  users,
  videos,
} from '@curio/db';
import { hashPassword } from '#api/lib/passwords.ts';
import { seedMediaStore } from '#api/lib/seed-media.ts';
import { contentSeedHooks } from '#api/modules/content/seed-hooks.ts';
import { useTestApp } from './helpers/app.ts';
import { testDatabase } from './helpers/database.ts';

/** The playlists and files a master playlist names, read from the storage (relative URIs). */
function namedUris(playlist: string): string[] {
  const uris = playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const maps = [...playlist.matchAll(/#EXT-X-MAP:URI="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...maps, ...uris];
}

describe('demo learning seed', () => {
  const ctx = useTestApp();
  const seed = async () => {
    const { db } = await testDatabase();
    const options = {
      hashPassword,
      ...contentSeedHooks,
      storeSeedMedia: seedMediaStore(ctx.app.fileStorage),
    };
    await seedDemo(db, options);
    return { db, options };
  };

  it('gives every demo course two or three sections of published lessons of each kind', async () => {
    const { db } = await seed();
    const courseRows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
    expect(courseRows.length).toBeGreaterThanOrEqual(12);
    const sectionRows = await db.select().from(courseSections);
    const lessonRows = await db.select().from(lessons);
    for (const course of courseRows) {
      const sections = sectionRows.filter((s) => s.courseId === course.id);
      expect(sections.length, course.slug).toBeGreaterThanOrEqual(2);
      expect(sections.length, course.slug).toBeLessThanOrEqual(3);
      const own = lessonRows.filter((l) => l.courseId === course.id);
      expect(own.every((l) => l.status === 'published' && l.durationSeconds > 0)).toBe(true);
      const kinds = new Set(own.map((l) => l.kind));
      expect([...kinds].sort(), course.slug).toEqual(
        course.slug in DEMO_VIDEO_COURSES
          ? ['download', 'quiz', 'text', 'video']
          : ['download', 'quiz', 'text'],
      );
      const quiz = own.find((l) => l.kind === 'quiz');
      expect(quiz?.quiz).toHaveLength(3);
      for (const q of quiz?.quiz ?? []) expect(q.options[q.correctOption]).toBeDefined();
      const reading = own.find((l) => l.kind === 'text');
      expect(reading?.body).toMatch(/^<p>.{80,}/);
      expect(own.filter((l) => l.freePreview)).toHaveLength(1);
    }
  });

  it('stores every file of the video courses: every playlist and segment a master names, poster, captions', async () => {
    const { db } = await seed();
    const storage = ctx.app.fileStorage;
    const videoCourses = await db
      .select({ id: courses.id })
      .from(courses)
      .where(inArray(courses.slug, Object.keys(DEMO_VIDEO_COURSES)));
    expect(videoCourses).toHaveLength(3);
    for (const course of videoCourses) {
      const videoLessons = await db
        .select({
          freePreview: lessons.freePreview,
          videoId: lessons.videoId,
          duration: lessons.durationSeconds,
        })
        .from(lessons)
        .where(and(eq(lessons.courseId, course.id), eq(lessons.kind, 'video')));
      expect(videoLessons.length).toBeGreaterThanOrEqual(1);
      expect(videoLessons.filter((l) => l.freePreview)).toHaveLength(1);
      for (const lesson of videoLessons) {
        const [video] = await db
          .select()
          .from(videos)
          .where(eq(videos.id, lesson.videoId ?? ''));
        expect(video?.status).toBe('ready');
        expect(video?.courseId).toBe(course.id);
        expect(lesson.duration).toBe(Math.round(video?.durationSeconds ?? 0));
        expect(video?.renditions.map((r) => r.name)).toEqual(['360p', '720p']);
        const folder = `media/videos/${video?.id}`;
        const master = (await storage.get(`${folder}/master.m3u8`))?.body.toString('utf8') ?? '';
        expect(master).toMatch(/BANDWIDTH=\d+,RESOLUTION=640x360,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
        for (const rendition of namedUris(master)) {
          const playlist = (await storage.get(`${folder}/${rendition}`))?.body.toString('utf8') ?? '';
          const dir = rendition.split('/')[0];
          const files = namedUris(playlist);
          expect(files).toContain('init.mp4');
          expect(files.filter((f) => f.endsWith('.m4s')).length).toBeGreaterThanOrEqual(4);
          for (const file of files) expect(await storage.has(`${folder}/${dir}/${file}`), file).toBe(true);
        }
        expect(await storage.has(video?.posterKey ?? '')).toBe(true);
        expect(video?.captions.map((c) => c.lang)).toEqual(['en']);
        const vtt = await storage.get(video?.captions[0]?.key ?? '');
        expect(vtt?.body.toString('utf8')).toMatch(/^WEBVTT/);
      }
    }
    const downloads = await db.select().from(lessons).where(eq(lessons.kind, 'download'));
    for (const lesson of downloads) {
      const file = await storage.get(lesson.fileKey ?? '');
      expect(file?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file?.body.length).toBe(lesson.fileSize);
    }
  });

  it('enrols the demo learner in two video courses: one finished, one under way with a video half watched', async () => {
    const { db } = await seed();
    const [learner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_LEARNER.email));
    const rows = await db
      .select({
        slug: courses.slug,
        kind: lessons.kind,
        completedAt: lessonProgress.completedAt,
        watched: lessonProgress.watchedSeconds,
        ranges: lessonProgress.watchedRanges,
        position: lessonProgress.positionSeconds,
        duration: lessons.durationSeconds,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
      .where(eq(lessonProgress.userId, learner?.id ?? ''))
      .orderBy(asc(lessonProgress.updatedAt));
    const of = (slug: string) => rows.filter((r) => r.slug === slug);
    const [sqlLessons] = await db
      .select({ n: count() })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(courses.slug, 'sql-for-analysts'));
    expect(of('sql-for-analysts').filter((r) => r.completedAt)).toHaveLength(sqlLessons?.n ?? -1);

    const react = of('react-from-the-ground-up');
    expect(react.filter((r) => r.completedAt)).toHaveLength(2);
    const half = react.find((r) => !r.completedAt);
    expect(half?.kind).toBe('video');
    expect(half?.watched).toBeGreaterThan(0);
    expect(half?.watched).toBeLessThan((half?.duration ?? 0) * 0.9);
    expect(half?.ranges).toEqual([[0, half?.watched]]);
    expect(half?.position).toBe(half?.watched);
    expect(rows.every((r) => r.slug in DEMO_VIDEO_COURSES)).toBe(true);
  });

  it('seeds once, and not at all without the storage hook', async () => {
    const { db } = await testDatabase();
    await seedDemo(db, { hashPassword, ...contentSeedHooks });
    expect((await db.select({ n: count() }).from(lessons))[0]?.n).toBe(0);
    const options = {
      hashPassword,
      ...contentSeedHooks,
      storeSeedMedia: seedMediaStore(ctx.app.fileStorage),
    };
    expect(await seedLearning(db, options, DEMO_LEARNER.email)).toBe(true);
    const [before] = await db.select({ n: count() }).from(lessons);
    expect(await seedLearning(db, options, DEMO_LEARNER.email)).toBe(false);
    expect((await db.select({ n: count() }).from(lessons))[0]).toEqual(before);
  });
});
