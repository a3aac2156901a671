import type { FastifyInstance } from 'fastify';
import type { Db, LessonProgressRow } from '@curio/db';
import {
  COURSE_MESSAGES,
  journeyStage,
  LEARNING_MESSAGES as L,
  MESSAGES,
  progressPercent,
  type TCourseOutline,
  type TLearnCourse,
  type TLessonAccess,
  type TLessonDetail,
  type TLessonProgress,
  type TLessonQuizAttempt,
  type TLessonQuizResult,
  type TMyCourses,
  type TOutlineSection,
  type TProgressReport,
  type TProgressResult,
} from '@curio/shared';
import { conflict, forbidden, notFound } from '#api/lib/http-errors.ts';
import { gradeAnswers } from '#api/modules/quiz/index.ts';
import { captionFile, VIDEO_MASTER_FILE, VIDEO_POSTER_FILE } from '#api/modules/videos/index.ts';
import { courseAccess, isStaff, isVisibleLesson, mayOpenLesson, type TViewer } from './access.ts';
import { fileAsset, mediaPath, videoAsset, type TMediaAsset } from './media-token.ts';
import { applyProgressReport, type TRange } from './progress.ts';
import { createLearningRepository } from './repository.ts';

type OutlineRow = Awaited<ReturnType<ReturnType<typeof createLearningRepository>['outline']>>[number];
type LessonFound = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createLearningRepository>['findLesson']>>
>;

/** A learner's progress in a lesson as the API shows it (nothing yet: all zero). */
export const toLessonProgress = (lessonId: string, row: LessonProgressRow | undefined): TLessonProgress => ({
  lesson: lessonId,
  completed: Boolean(row?.completedAt),
  watchedSeconds: row?.watchedSeconds ?? 0,
  positionSeconds: row?.positionSeconds ?? 0,
  quizScore: row?.quizScore ?? null,
  quizTotal: row?.quizTotal ?? null,
});

/** Sections in order with their lessons; a section without a lesson in `rows` is left out. */
function toSections(rows: OutlineRow[], markDrafts: boolean): TOutlineSection[] {
  const sections: TOutlineSection[] = [];
  for (const row of rows) {
    let section = sections[sections.length - 1];
    if (section?._id !== row.sectionId) {
      section = { _id: row.sectionId, title: row.sectionTitle, lessons: [] };
      sections.push(section);
    }
    section.lessons.push({
      _id: row.id,
      title: row.title,
      kind: row.kind,
      durationSeconds: row.durationSeconds,
      freePreview: row.freePreview,
      ...(markDrafts ? { draft: row.status === 'draft' } : {}),
    });
  }
  return sections;
}

/** Is a course done? Every published lesson complete; without lessons, a completed order (ADR 031). */
const courseIsComplete = (lessons: { total: number; completed: number }, hasCompletedOrder: boolean) =>
  journeyStage(hasCompletedOrder ? 'completed' : 'confirmed', lessons) === 'completed';

const lockedMessage = (access: TLessonAccess) =>
  access === 'awaiting-payment' ? L.awaitingPayment : L.lessonLocked;

/**
 * The learner's side of a course (docs/product.md#access-and-progress, ADR 031): the public outline, the
 * course and lessons as the visitor may open them, progress checked on the server, quiz lessons graded.
 */
export function createLearningService(app: FastifyInstance) {
  const repository = createLearningRepository(app.db);

  async function accessTo(viewer: TViewer, courseId: string): Promise<TLessonAccess> {
    if (!viewer || isStaff(viewer)) return courseAccess(viewer, []);
    return courseAccess(viewer, await repository.orderStatuses(viewer.id, courseId));
  }

  /** A lesson the viewer may see (else 404, whatever the reason) and their access to its course. */
  async function visibleLesson(viewer: TViewer, id: string) {
    const found = await repository.findLesson(id);
    if (
      !found ||
      !isVisibleLesson(viewer, { status: found.lesson.status, courseStatus: found.course.status })
    )
      throw notFound(L.lessonNotFound);
    return { ...found, access: await accessTo(viewer, found.course.id) };
  }

  /** A lesson a signed-in learner may open, for a write about it: 404 unseen, 403 locked. */
  async function openLesson(viewer: NonNullable<TViewer>, id: string) {
    const found = await visibleLesson(viewer, id);
    if (!mayOpenLesson(found.access, found.lesson)) throw forbidden(L.lessonNotOpen);
    return found;
  }

  /**
   * A write that completed the lesson may complete the course: its certificate is issued in the same
   * transaction (docs/product.md#certificates).
   */
  async function afterProgress(before: LessonProgressRow, after: LessonProgressRow, tx: Db) {
    if (before.completedAt || !after.completedAt) return;
    await app.certificates.issuer.afterLessonCompleted(tx, {
      userId: after.userId,
      courseId: after.courseId,
      completedAt: after.completedAt,
    });
  }

  /** The video a lesson plays once it is ready, else null (the page says it is being prepared). */
  function lessonVideo({ video }: LessonFound): TLessonDetail['video'] {
    if (video?.status !== 'ready') return null;
    const base = mediaPath(videoAsset(video.id));
    return {
      playlistUrl: `${base}${VIDEO_MASTER_FILE}`,
      posterUrl: video.posterKey ? `${base}${VIDEO_POSTER_FILE}` : null,
      captions: video.captions.map((caption) => ({
        lang: caption.lang,
        label: caption.label,
        url: `${base}${captionFile(caption.lang)}`,
      })),
      durationSeconds: video.durationSeconds ?? 0,
    };
  }

  return {
    /** GET /api/course/{id}/outline: a published course's published lessons and their totals. */
    async outline(courseId: string): Promise<TCourseOutline> {
      const course = await repository.findCourseById(courseId);
      if (course?.status !== 'published') throw notFound(COURSE_MESSAGES.courseNotFound);
      const rows = await repository.outline(course.id, false);
      return {
        sections: toSections(rows, false),
        lessonCount: rows.length,
        videoCount: rows.filter((row) => row.kind === 'video').length,
        durationSeconds: rows.reduce((sum, row) => sum + row.durationSeconds, 0),
      };
    },

    /** GET /api/learn/courses/{slug}: staff see every course and lesson, anyone else published ones. */
    async learnCourse(viewer: TViewer, slug: string): Promise<TLearnCourse> {
      const course = await repository.findCourseBySlug(slug);
      if (!course || (course.status !== 'published' && !isStaff(viewer)))
        throw notFound(COURSE_MESSAGES.courseNotFound);
      const staff = isStaff(viewer);
      const [rows, access, progressRows] = await Promise.all([
        repository.outline(course.id, staff),
        accessTo(viewer, course.id),
        viewer ? repository.progressOfCourse(viewer.id, course.id) : Promise.resolve([]),
      ]);
      const stored = new Map(progressRows.map((row) => [row.lessonId, row]));
      const published = rows.filter((row) => row.status === 'published');
      const completedLessons = published.filter((row) => stored.get(row.id)?.completedAt).length;
      const next =
        rows.find((row) => !stored.get(row.id)?.completedAt && mayOpenLesson(access, row)) ?? rows[0];
      return {
        course: { _id: course.id, slug: course.slug, name: course.name },
        access,
        sections: toSections(rows, staff),
        progress: viewer ? rows.map((row) => toLessonProgress(row.id, stored.get(row.id))) : [],
        completedLessons,
        totalLessons: published.length,
        percent: progressPercent(completedLessons, published.length),
        nextLesson: next?.id ?? null,
      };
    },

    /**
     * GET /api/learn/lessons/{id}: the lesson with its content, and the media asset its cookie opens (the
     * route sets it). Locked: 403 saying why.
     */
    async lessonDetail(
      viewer: TViewer,
      id: string,
    ): Promise<{ detail: TLessonDetail; asset: TMediaAsset | null }> {
      const found = await visibleLesson(viewer, id);
      const { lesson, course } = found;
      if (!mayOpenLesson(found.access, lesson)) throw forbidden(lockedMessage(found.access));
      const video = lesson.kind === 'video' ? lessonVideo(found) : null;
      const download =
        lesson.kind === 'download' && lesson.fileKey && lesson.fileName
          ? {
              url: mediaPath(fileAsset(lesson.id)),
              fileName: lesson.fileName,
              fileSize: lesson.fileSize ?? 0,
              fileType: lesson.fileType ?? '',
            }
          : null;
      const asset =
        video && found.video ? videoAsset(found.video.id) : download ? fileAsset(lesson.id) : null;
      const progress = viewer ? await repository.progressOfLesson(viewer.id, lesson.id) : undefined;
      return {
        asset,
        detail: {
          _id: lesson.id,
          courseId: course.id,
          sectionId: lesson.sectionId,
          title: lesson.title,
          kind: lesson.kind,
          durationSeconds: Math.round(video?.durationSeconds ?? lesson.durationSeconds),
          freePreview: lesson.freePreview,
          body: lesson.body,
          video,
          download,
          quiz:
            lesson.kind === 'quiz'
              ? lesson.quiz.map((q) => ({ _id: q.id, question: q.question, options: q.options }))
              : null,
          passPercent: course.passPercent,
          progress: viewer ? toLessonProgress(lesson.id, progress) : null,
        },
      };
    },

    /** POST …/progress: a video's played spans, clipped and merged (./progress.ts). */
    async reportProgress(
      viewer: NonNullable<TViewer>,
      id: string,
      report: TProgressReport,
    ): Promise<TProgressResult> {
      const found = await openLesson(viewer, id);
      if (found.lesson.kind !== 'video') throw conflict(L.progressVideoOnly);
      const duration = found.video?.status === 'ready' ? (found.video.durationSeconds ?? 0) : 0;
      if (duration <= 0) throw conflict(L.videoNotReady);
      const key = { userId: viewer.id, lessonId: found.lesson.id, courseId: found.course.id };
      return app.db.transaction(async (tx) => {
        const row = await repository.lockProgress(key, tx);
        const now = new Date();
        const outcome = applyProgressReport({
          stored: row.watchedRanges,
          reported: report.ranges,
          durationSeconds: duration,
          elapsedSeconds: row.lastReportAt ? (now.getTime() - row.lastReportAt.getTime()) / 1000 : null,
        });
        const updated = await repository.updateProgress(
          key,
          {
            watchedRanges: outcome.ranges satisfies TRange[],
            watchedSeconds: outcome.watchedSeconds,
            positionSeconds: Math.min(duration, report.positionSeconds),
            lastReportAt: now,
            // Once complete, always complete.
            completedAt: row.completedAt ?? (outcome.complete ? now : null),
          },
          tx,
        );
        await afterProgress(row, updated, tx);
        return {
          progress: toLessonProgress(found.lesson.id, updated),
          acceptedSeconds: outcome.acceptedSeconds,
          clippedSeconds: outcome.clippedSeconds,
        };
      });
    },

    /** POST …/complete: a text or download lesson, marked by the learner. */
    async complete(viewer: NonNullable<TViewer>, id: string): Promise<TLessonProgress> {
      const found = await openLesson(viewer, id);
      if (found.lesson.kind === 'video') throw conflict(L.videoCompletesWhenWatched);
      if (found.lesson.kind === 'quiz') throw conflict(L.quizCompletesWhenPassed);
      const key = { userId: viewer.id, lessonId: found.lesson.id, courseId: found.course.id };
      return app.db.transaction(async (tx) => {
        const row = await repository.lockProgress(key, tx);
        if (row.completedAt) return toLessonProgress(found.lesson.id, row);
        const updated = await repository.updateProgress(key, { completedAt: new Date() }, tx);
        await afterProgress(row, updated, tx);
        return toLessonProgress(found.lesson.id, updated);
      });
    },

    /** POST …/quiz: graded like the course quiz; passed at the course's pass mark; the best attempt kept. */
    async submitQuiz(
      viewer: NonNullable<TViewer>,
      id: string,
      { answers }: TLessonQuizAttempt,
    ): Promise<TLessonQuizResult> {
      const found = await openLesson(viewer, id);
      if (found.lesson.kind !== 'quiz') throw conflict(L.notAQuiz);
      const key = found.lesson.quiz;
      if (key.length === 0) throw notFound(MESSAGES.course.noQuiz);
      const { results, score } = gradeAnswers(key, answers);
      const total = key.length;
      const passPercent = found.course.passPercent;
      const passed = (score / total) * 100 >= passPercent;
      const progressKey = { userId: viewer.id, lessonId: found.lesson.id, courseId: found.course.id };
      const progress = await app.db.transaction(async (tx) => {
        const row = await repository.lockProgress(progressKey, tx);
        const isBest =
          row.quizScore === null || row.quizTotal === null || score * row.quizTotal > row.quizScore * total;
        const updated = await repository.updateProgress(
          progressKey,
          {
            ...(isBest ? { quizScore: score, quizTotal: total } : {}),
            completedAt: row.completedAt ?? (passed ? new Date() : null),
          },
          tx,
        );
        await afterProgress(row, updated, tx);
        return toLessonProgress(found.lesson.id, updated);
      });
      return { score, total, passed, passPercent, results, progress };
    },

    /** GET /api/learn/my-courses: each course the learner may open, most recently studied first. */
    async myCourses(userId: string): Promise<TMyCourses> {
      const open = await repository.openCourses(userId);
      const counts = new Map(
        (
          await repository.lessonCounts(
            userId,
            open.map((course) => course.id),
          )
        ).map((row) => [row.courseId, row]),
      );
      const courses = open.map((course) => {
        const count = counts.get(course.id);
        const lessons = { total: count?.total ?? 0, completed: count?.completed ?? 0 };
        return {
          courseId: course.id,
          slug: course.slug,
          percent: progressPercent(lessons.completed, lessons.total),
          completedLessons: lessons.completed,
          totalLessons: lessons.total,
          completed: courseIsComplete(lessons, course.hasCompletedOrder),
          lastActivityAt: count?.lastActivityAt?.toISOString() ?? null,
        };
      });
      // Studied most recently first; never studied after, newest order first (the repository's order).
      const activity = (at: string | null) => (at ? Date.parse(at) : 0);
      courses.sort((a, b) => activity(b.lastActivityAt) - activity(a.lastActivityAt));
      return { courses };
    },

    /** Each course's published lessons and how many of them the learner completed (the journey). */
    async lessonProgressByCourse(userId: string, courseIds: readonly string[]) {
      const rows = await repository.lessonCounts(userId, courseIds);
      return new Map(rows.map((row) => [row.courseId, { total: row.total, completed: row.completed }]));
    },

    /**
     * May `sub` (a user id, '' for a visitor not signed in) play the video now? Asked again on every playlist
     * request, so a cancelled order or a disabled account stops playback within a playlist's refresh.
     */
    async mayPlayVideo(sub: string, videoId: string): Promise<boolean> {
      const role = sub ? await repository.activeRole(sub) : undefined;
      if (sub && !role) return false;
      const viewer: TViewer = sub && role ? { id: sub, role } : null;
      for (const lesson of await repository.lessonsOfVideo(videoId)) {
        if (!isVisibleLesson(viewer, lesson)) continue;
        if (mayOpenLesson(await accessTo(viewer, lesson.courseId), lesson)) return true;
      }
      return false;
    },

    /** A download lesson's stored file, or undefined. */
    fileOfLesson: (lessonId: string) => repository.fileOfLesson(lessonId),
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
