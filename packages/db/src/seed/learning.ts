import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  courseSections,
  courses,
  lessonProgress,
  lessons,
  users,
  videos,
  type LessonQuizQuestion,
  type VideoRendition,
} from '../schema.ts';
import { DEMO_CATEGORIES } from './courses.ts';
import { p, ul, type SeedCourse } from './courses-types.ts';
import { FIRST_READINGS } from './learning-readings.ts';
import type { SeedMediaFile, SeedOptions } from './options.ts';

/** The committed demo media (`npm run demo:media`, packages/db/scripts/make-demo-media.mjs). */
export const SEED_MEDIA_DIR = fileURLToPath(new URL('../../seed-media', import.meta.url));

interface MediaManifest {
  videos: {
    name: string;
    title: string;
    width: number;
    height: number;
    durationSeconds: number;
    renditions: VideoRendition[];
    captions: { lang: string; label: string; file: string }[];
    poster: string;
  }[];
  files: { name: string; file: string; type: string; size: number }[];
}

export type DemoVideoName = 'pattern-tour' | 'fractal-zoom' | 'life-patterns';

/**
 * The courses with video lessons and the demo videos they play (each course's first is a free preview).
 * The demo learner owns the first two (seed/commerce.ts).
 */
export const DEMO_VIDEO_COURSES: Record<string, { title: string; video: DemoVideoName }[]> = {
  'react-from-the-ground-up': [
    { title: 'Welcome: how this course runs', video: 'pattern-tour' },
    { title: 'State that changes the screen', video: 'life-patterns' },
  ],
  'sql-for-analysts': [
    { title: 'Welcome: from questions to queries', video: 'fractal-zoom' },
    { title: 'Joining tables, step by step', video: 'pattern-tour' },
  ],
  'docker-and-kubernetes-in-practice': [
    { title: 'Welcome: containers at a glance', video: 'life-patterns' },
    { title: 'Pods, deployments and services', video: 'fractal-zoom' },
  ],
};

/** The download lesson's file as the learner gets it. */
const STUDY_GUIDE_NAME = 'curio-study-guide.pdf';
const QUIZ_QUESTIONS = 3;
const WORDS_PER_MINUTE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the demo learner has done (docs/product.md#demo-content): the completed order's course finished,
 * the confirmed one started, its second video half watched.
 */
const DEMO_PROGRESS = {
  finished: { slug: 'sql-for-analysts', startedDaysAgo: 70, finishedDaysAgo: 58 },
  started: { slug: 'react-from-the-ground-up', completedLessons: 2, daysAgo: 6, halfWatchedDaysAgo: 1 },
} as const;

const readManifest = (): MediaManifest =>
  JSON.parse(readFileSync(path.join(SEED_MEDIA_DIR, 'manifest.json'), 'utf8')) as MediaManifest;

/** Every file of a committed video set, with the key it gets under the video's storage folder. */
function videoFiles(name: string, videoId: string): SeedMediaFile[] {
  const dir = path.join(SEED_MEDIA_DIR, 'videos', name);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .sort()
    .map((file) => ({
      source: path.join(dir, file),
      key: `media/videos/${videoId}/${file.split(path.sep).join('/')}`,
    }));
}

const readingSeconds = (html: string) =>
  Math.max(
    60,
    Math.round(
      (html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length /
        WORDS_PER_MINUTE) *
        60,
    ),
  );

type LessonValues = typeof lessons.$inferInsert;
type Planned = Omit<LessonValues, 'courseId' | 'sectionId' | 'position'> & { id: string };

/** A course's sections and their lessons, in order (every lesson published). */
function planCourse(
  course: SeedCourse,
  videoOf: (title: string, video: DemoVideoName) => Planned,
  download: () => Planned,
  sanitize: (html: string) => string,
): PlannedSection[] {
  const [first, second, ...later] = course.curriculum;
  if (!first || !second) throw new Error(`demo seed: ${course.slug} needs two curriculum entries`);
  const intro = FIRST_READINGS[course.slug];
  if (!intro) throw new Error(`demo seed: ${course.slug} has no first reading`);
  const [videoA, videoB] = DEMO_VIDEO_COURSES[course.slug] ?? [];
  const reading = (title: string, html: string): Planned => {
    const body = sanitize(html);
    return { id: randomUUID(), title, kind: 'text', body, durationSeconds: readingSeconds(body) };
  };
  const roadAhead =
    p(second.description.replace(/<\/?p>/g, '')) +
    p('After this part the course goes on to:') +
    ul(
      ...later.map((entry) => `<strong>${entry.title}</strong>: ${entry.description.replace(/<\/?p>/g, '')}`),
    );
  const quiz: LessonQuizQuestion[] = course.quiz.slice(0, QUIZ_QUESTIONS).map((q, index) => ({
    id: `q${index + 1}`,
    question: q.question,
    options: q.options,
    correctOption: q.answer,
  }));
  return [
    {
      title: first.title,
      lessons: [
        ...(videoA ? [videoOf(videoA.title, videoA.video)] : []),
        reading(intro.title, intro.body + first.description),
      ],
    },
    {
      title: second.title,
      lessons: [
        ...(videoB ? [videoOf(videoB.title, videoB.video)] : []),
        reading('The road ahead', roadAhead),
      ],
    },
    {
      title: 'Practice and check',
      lessons: [
        download(),
        {
          id: randomUUID(),
          title: 'Check your understanding',
          kind: 'quiz' as const,
          quiz,
          body: sanitize(p('Three questions on this course so far. You pass with the course’s pass mark.')),
          durationSeconds: 180,
        },
      ],
    },
  ].map((section, index) => ({
    ...section,
    id: randomUUID(),
    // The first lesson of every course is open to every visitor.
    lessons: section.lessons.map((lesson, at) => ({ ...lesson, freePreview: index === 0 && at === 0 })),
  }));
}

/**
 * Sections and lessons for every demo course, the video lessons' videos (ready, their files copied into
 * the file storage first by `storeSeedMedia`), the download lessons' study guide, and the demo learner's
 * progress (docs/product.md#demo-content, ADR 036). Runs only while no course has a section, in one
 * transaction. Without the API's storage hook there is nowhere to put the media: nothing is seeded.
 */
export async function seedLearning(db: Db, options: SeedOptions, learnerEmail: string): Promise<boolean> {
  const { storeSeedMedia, sanitizeRichText } = options;
  if (!storeSeedMedia) return false;
  const [existing] = await db.select({ n: count() }).from(courseSections);
  if ((existing?.n ?? 0) > 0) return false;
  const courseRows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  const courseIds = new Map(courseRows.map((row) => [row.slug, row.id]));
  const seedCourses = DEMO_CATEGORIES.flatMap((category) => category.courses).filter((c) =>
    courseIds.has(c.slug),
  );
  if (seedCourses.length === 0) return false;

  const manifest = readManifest();
  const guide = manifest.files.find((file) => file.name === 'study-guide.pdf');
  if (!guide) throw new Error('demo seed: seed-media/manifest.json names no study guide');

  // Files first, outside the transaction (the storage is no part of it; on PGlite the transaction holds the
  // only connection). A racing seeder that loses leaves unreferenced copies behind, nothing worse.
  const files: SeedMediaFile[] = [];
  const videoRows: (typeof videos.$inferInsert)[] = [];
  const plans = seedCourses.map((course) => {
    const courseId = courseIds.get(course.slug) ?? missing(course.slug);
    const videoOf = (title: string, name: DemoVideoName): Planned => {
      const media = manifest.videos.find((video) => video.name === name) ?? missing(`video ${name}`);
      const id = randomUUID();
      const own = videoFiles(name, id);
      files.push(...own);
      videoRows.push({
        id,
        courseId,
        originalName: `${name}.mp4`,
        // There was no upload: the size of the set as streamed.
        originalSize: own.reduce((sum, file) => sum + statSync(file.source).size, 0),
        status: 'ready',
        progress: 100,
        durationSeconds: media.durationSeconds,
        width: media.width,
        height: media.height,
        renditions: media.renditions,
        posterKey: `media/videos/${id}/${media.poster}`,
        captions: media.captions.map((c) => ({
          lang: c.lang,
          label: c.label,
          key: `media/videos/${id}/${c.file}`,
        })),
      });
      return {
        id: randomUUID(),
        title,
        kind: 'video',
        videoId: id,
        durationSeconds: Math.round(media.durationSeconds),
        body: sanitizeRichText(p(`Notes: ${title.toLowerCase()}. Captions are on the player’s CC button.`)),
      };
    };
    const download = (): Planned => {
      const key = `media/files/${randomUUID()}.pdf`;
      files.push({ source: path.join(SEED_MEDIA_DIR, guide.file), key });
      return {
        id: randomUUID(),
        title: 'Study guide (PDF)',
        kind: 'download',
        fileKey: key,
        fileName: STUDY_GUIDE_NAME,
        fileSize: guide.size,
        fileType: guide.type,
        body: sanitizeRichText(
          p('A one-page guide to studying with Curio: keep it beside you as you learn.'),
        ),
        durationSeconds: 120,
      };
    };
    return { courseId, slug: course.slug, sections: planCourse(course, videoOf, download, sanitizeRichText) };
  });
  await storeSeedMedia(files);

  return db.transaction(async (tx) => {
    // Serialise with a concurrent seeder: the second waits here, then finds the sections written.
    await tx.execute(sql`lock table ${courseSections} in exclusive mode`);
    const [again] = await tx.select({ n: count() }).from(courseSections);
    if ((again?.n ?? 0) > 0) return false;

    if (videoRows.length > 0) await tx.insert(videos).values(videoRows);
    const sections = plans.flatMap((plan) =>
      plan.sections.map((section, position) => ({ ...section, courseId: plan.courseId, position })),
    );
    await tx
      .insert(courseSections)
      .values(sections.map(({ id, courseId, title, position }) => ({ id, courseId, title, position })));
    await tx.insert(lessons).values(
      sections.flatMap((section) =>
        section.lessons.map((lesson, position) => ({
          ...lesson,
          courseId: section.courseId,
          sectionId: section.id,
          position,
          status: 'published' as const,
        })),
      ),
    );

    const [learner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, learnerEmail.toLowerCase()));
    if (learner) await seedProgress(tx, learner.id, plans, videoRows, options);
    return true;
  });
}

interface PlannedSection {
  id: string;
  title: string;
  lessons: Planned[];
}
type Plan = { courseId: string; slug: string; sections: PlannedSection[] };

async function seedProgress(
  tx: Db,
  userId: string,
  plans: readonly Plan[],
  videoRows: readonly (typeof videos.$inferInsert)[],
  options: SeedOptions,
) {
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const lessonsOf = (slug: string) => {
    const plan = plans.find((candidate) => candidate.slug === slug);
    if (!plan) return [];
    return plan.sections.flatMap((section) =>
      section.lessons.map((lesson) => ({ ...lesson, courseId: plan.courseId })),
    );
  };
  const durationOf = (videoId: string | null | undefined) =>
    videoRows.find((video) => video.id === videoId)?.durationSeconds ?? 0;

  const rows: (typeof lessonProgress.$inferInsert)[] = [];
  // A finished course: every lesson complete, a day apart, the quiz passed with every answer right.
  const { finished, started } = DEMO_PROGRESS;
  lessonsOf(finished.slug).forEach((lesson, index, all) => {
    const done = at(
      finished.startedDaysAgo -
        ((finished.startedDaysAgo - finished.finishedDaysAgo) * index) / Math.max(1, all.length - 1),
    );
    rows.push({ ...completed(lesson, durationOf(lesson.videoId), done), userId });
  });
  // A course under way: the first lessons complete, then a video half watched, where the learner left it.
  const under = lessonsOf(started.slug);
  under.slice(0, started.completedLessons).forEach((lesson, index) => {
    rows.push({ ...completed(lesson, durationOf(lesson.videoId), at(started.daysAgo - index)), userId });
  });
  const half = under.slice(started.completedLessons).find((lesson) => lesson.kind === 'video');
  if (half) {
    const middle = Math.round(durationOf(half.videoId) / 2);
    const when = at(started.halfWatchedDaysAgo);
    rows.push({
      userId,
      lessonId: half.id,
      courseId: half.courseId,
      watchedRanges: [[0, middle]],
      watchedSeconds: middle,
      positionSeconds: middle,
      lastReportAt: when,
      createdAt: when,
      updatedAt: when,
    });
  }
  if (rows.length > 0) await tx.insert(lessonProgress).values(rows);
  // The finished course's certificate, as completing its last lesson would have issued it.
  const finishedCourse = plans.find((plan) => plan.slug === finished.slug);
  if (finishedCourse)
    await options.issueSeedCertificate?.(tx, {
      userId,
      courseId: finishedCourse.courseId,
      completedAt: at(finished.finishedDaysAgo),
    });
}

/** A lesson's progress row when complete: a video fully watched, a quiz passed with every answer right. */
function completed(
  lesson: Planned & { courseId: string },
  videoSeconds: number,
  when: Date,
): Omit<typeof lessonProgress.$inferInsert, 'userId'> {
  const video = lesson.kind === 'video';
  const questions = lesson.quiz?.length ?? 0;
  return {
    lessonId: lesson.id,
    courseId: lesson.courseId,
    watchedRanges: video ? [[0, videoSeconds]] : [],
    watchedSeconds: video ? videoSeconds : 0,
    positionSeconds: video ? videoSeconds : 0,
    lastReportAt: video ? when : null,
    quizScore: lesson.kind === 'quiz' ? questions : null,
    quizTotal: lesson.kind === 'quiz' ? questions : null,
    completedAt: when,
    createdAt: when,
    updatedAt: when,
  };
}

function missing(what: string): never {
  throw new Error(`demo seed: ${what} was not stored`);
}
