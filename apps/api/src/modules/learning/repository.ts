import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  courses,
  courseSections,
  courseSlugRedirects,
  lessonProgress,
  lessons,
  orderItems,
  orders,
  users,
  videos,
  type Db,
  type LessonProgressRow,
} from '@curio/db';
import type { TOrderStatus } from '@curio/shared';

/** A course as the learner's pages need it, whatever its status (the service decides who sees it). */
const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  name: courses.name,
  status: courses.status,
  passPercent: courses.passPercent,
};

/** A ready video's length wins over the lesson's own figure (the operator's estimate, or stale). */
const lessonDuration = sql<number>`round(coalesce(case when ${videos.status} = 'ready' then ${videos.durationSeconds} end, ${lessons.durationSeconds}))::int`;

const isPublishedLesson = eq(lessons.status, 'published');

/** The learner's side of lessons and progress (SQL lives here only). */
export function createLearningRepository(db: Db) {
  return {
    async findCourseById(id: string) {
      const [row] = await db.select(courseColumns).from(courses).where(eq(courses.id, id));
      return row;
    },

    /** By its slug or a slug it had before (the row then carries the current one). */
    async findCourseBySlug(slug: string) {
      const [row] = await db
        .select(courseColumns)
        .from(courses)
        .where(
          or(
            eq(courses.slug, slug),
            sql`${courses.id} = (select ${courseSlugRedirects.courseId} from ${courseSlugRedirects} where ${courseSlugRedirects.oldSlug} = ${slug})`,
          ),
        )
        .orderBy(sql`${courses.slug} = ${slug} desc`)
        .limit(1);
      return row;
    },

    /** The course's lessons in the operator's order, sections first; drafts only when asked for. */
    outline(courseId: string, withDrafts: boolean) {
      return db
        .select({
          sectionId: courseSections.id,
          sectionTitle: courseSections.title,
          id: lessons.id,
          title: lessons.title,
          kind: lessons.kind,
          status: lessons.status,
          freePreview: lessons.freePreview,
          durationSeconds: lessonDuration,
        })
        .from(lessons)
        .innerJoin(courseSections, eq(courseSections.id, lessons.sectionId))
        .leftJoin(videos, eq(videos.id, lessons.videoId))
        .where(and(eq(lessons.courseId, courseId), withDrafts ? undefined : isPublishedLesson))
        .orderBy(
          asc(courseSections.position),
          asc(courseSections.id),
          asc(lessons.position),
          asc(lessons.id),
        );
    },

    /** The statuses of the user's orders that contain the course. */
    async orderStatuses(userId: string, courseId: string): Promise<TOrderStatus[]> {
      const rows = await db
        .selectDistinct({ status: orders.status })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.userId, userId), eq(orderItems.courseId, courseId)));
      return rows.map((row) => row.status);
    },

    /** The role of an account as it is now, or undefined when it is gone or disabled (media re-checks). */
    async activeRole(userId: string) {
      const [row] = await db
        .select({ role: users.role, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, userId));
      return row && !row.disabledAt ? row.role : undefined;
    },

    /** One lesson with its course and its video, whatever their statuses. */
    async findLesson(id: string) {
      const [row] = await db
        .select({
          lesson: lessons,
          course: courseColumns,
          video: {
            id: videos.id,
            status: videos.status,
            durationSeconds: videos.durationSeconds,
            posterKey: videos.posterKey,
            captions: videos.captions,
          },
        })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .leftJoin(videos, eq(videos.id, lessons.videoId))
        .where(eq(lessons.id, id));
      return row;
    },

    /** The lessons that play a video, with their courses' statuses (a playlist's access re-check). */
    lessonsOfVideo(videoId: string) {
      return db
        .select({
          id: lessons.id,
          courseId: lessons.courseId,
          status: lessons.status,
          freePreview: lessons.freePreview,
          courseStatus: courses.status,
        })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(eq(lessons.videoId, videoId));
    },

    /** A download lesson's file: its key and the name it was uploaded under. */
    async fileOfLesson(lessonId: string) {
      const [row] = await db
        .select({ key: lessons.fileKey, name: lessons.fileName })
        .from(lessons)
        .where(eq(lessons.id, lessonId));
      return row?.key && row.name ? { key: row.key, name: row.name } : undefined;
    },

    progressOfCourse(userId: string, courseId: string): Promise<LessonProgressRow[]> {
      return db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
    },

    async progressOfLesson(userId: string, lessonId: string): Promise<LessonProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
      return row;
    },

    /**
     * The learner's row of a lesson, made if missing and locked for the rest of `tx`: two reports at once
     * are counted one after the other, each against the time of the one before.
     */
    async lockProgress(
      key: { userId: string; lessonId: string; courseId: string },
      tx: Db,
    ): Promise<LessonProgressRow> {
      await tx.insert(lessonProgress).values(key).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, key.userId), eq(lessonProgress.lessonId, key.lessonId)))
        .for('update');
      if (!row) throw new Error('lesson progress row vanished inside its transaction');
      return row;
    },

    async updateProgress(
      key: { userId: string; lessonId: string },
      values: Partial<
        Pick<
          LessonProgressRow,
          | 'watchedRanges'
          | 'watchedSeconds'
          | 'positionSeconds'
          | 'lastReportAt'
          | 'quizScore'
          | 'quizTotal'
          | 'completedAt'
        >
      >,
      tx: Db = db,
    ): Promise<LessonProgressRow> {
      const [row] = await tx
        .update(lessonProgress)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(lessonProgress.userId, key.userId), eq(lessonProgress.lessonId, key.lessonId)))
        .returning();
      if (!row) throw new Error('lesson progress update matched no row');
      return row;
    },

    /**
     * The published courses the user has a confirmed or completed order of, most recently studied first,
     * and whether one of those orders is completed.
     */
    openCourses(userId: string) {
      return db
        .select({
          id: courses.id,
          slug: courses.slug,
          hasCompletedOrder: sql<boolean>`bool_or(${orders.status} = 'completed')`,
        })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .innerJoin(courses, eq(courses.id, orderItems.courseId))
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, ['confirmed', 'completed']),
            eq(courses.status, 'published'),
          ),
        )
        .groupBy(courses.id)
        .orderBy(desc(sql`max(${orders.createdAt})`));
    },

    /** Per course: its published lessons, how many of them the user completed, and their last activity. */
    async lessonCounts(userId: string, courseIds: readonly string[]) {
      if (courseIds.length === 0) return [];
      const rows = await db
        .select({
          courseId: lessons.courseId,
          total: sql<number>`count(*)::int`,
          completed: sql<number>`count(${lessonProgress.completedAt})::int`,
          lastActivityAt: sql<Date | string | null>`max(${lessonProgress.updatedAt})`,
        })
        .from(lessons)
        .leftJoin(
          lessonProgress,
          and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)),
        )
        .where(and(inArray(lessons.courseId, [...courseIds]), isPublishedLesson))
        .groupBy(lessons.courseId);
      return rows.map((row) => ({
        ...row,
        lastActivityAt: row.lastActivityAt === null ? null : new Date(row.lastActivityAt),
      }));
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
