import { eq, sql, type SQL } from 'drizzle-orm';
import {
  courses,
  courseSections,
  type Db,
  lessonProgress,
  lessons,
  orderItems,
  orders,
  rowsOf,
  users,
} from '@curio/db';
import type { TLessonKind } from '@curio/shared';

/*
 * The learning figures (docs/product.md#what-operators-see), one statement per figure set. A course's
 * learners: users with a confirmed or completed order of it (order_items_course_idx finds its orders); its
 * lessons: the published ones, in course order (section, then lesson position); progress through
 * lesson_progress_course_user_idx.
 */

const ENROLLED = sql`${orders.status} in ('confirmed', 'completed')`;

/** The distinct learners of one course. */
const learnersOf = (courseId: string) => sql`
  select distinct ${orders.userId} as user_id
  from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orderItems.courseId} = ${courseId} and ${ENROLLED}`;

/** Published lessons of a course, counted (a correlated scalar on lessons_course_idx). */
const publishedCount = (courseId: SQL) =>
  sql`(select count(*) from ${lessons} where ${lessons.courseId} = ${courseId} and ${lessons.status} = 'published')`;

/** A time as milliseconds since the epoch: one form from PGlite and PostgreSQL alike. */
const epochMs = (time: SQL) => sql`(extract(epoch from ${time}) * 1000)::float8`;

/** Counts come back as strings from PostgreSQL's bigint and as numbers from PGlite: both read as numbers. */
const num = (value: unknown) => Number(value ?? 0);
const date = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)));

export interface ProgressExportCursor {
  courseId: string;
  userId: string;
}

export function createProgressRepository(db: Db) {
  return {
    async courseName(id: string) {
      const [row] = await db
        .select({ id: courses.id, name: courses.name, slug: courses.slug })
        .from(courses)
        .where(eq(courses.id, id));
      return row;
    },

    async userExists(id: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    /** Enrolled, started and completed learners, and their mean progress in whole percent (floored each). */
    async courseSummary(courseId: string) {
      const result = await db.execute(sql`
        with learners as (${learnersOf(courseId)}),
        total as (select ${publishedCount(sql`${courseId}`)} as n),
        per_learner as (
          select lr.user_id,
            count(*) filter (where p.completed_at is not null and l.status = 'published') as done,
            count(p.lesson_id) as touched
          from learners lr
          left join ${lessonProgress} p on p.course_id = ${courseId} and p.user_id = lr.user_id
          left join ${lessons} l on l.id = p.lesson_id
          group by lr.user_id
        )
        select count(pl.user_id) as enrolled,
          count(pl.user_id) filter (where pl.touched > 0) as started,
          count(pl.user_id) filter (where t.n > 0 and pl.done >= t.n) as completed,
          coalesce(avg(case when t.n = 0 then 0 else least(100, floor(pl.done * 100.0 / t.n)) end), 0) as average
        from total t left join per_learner pl on true`);
      const [row] = rowsOf<Record<string, unknown>>(result);
      return {
        enrolled: num(row?.enrolled),
        started: num(row?.started),
        completed: num(row?.completed),
        averagePercent: Math.round(num(row?.average)),
      };
    },

    /**
     * The published lessons in course order, each with its learners' completions and the learners whose
     * last completed lesson it is (those who finished the course aside).
     */
    async courseLessons(courseId: string) {
      const result = await db.execute(sql`
        with learners as (${learnersOf(courseId)}),
        course_lessons as (
          select l.id, l.title, l.kind, s.title as section_title,
            row_number() over (order by s.position, l.position, l.id) as number
          from ${lessons} l join ${courseSections} s on s.id = l.section_id
          where l.course_id = ${courseId} and l.status = 'published'
        ),
        done as (
          select p.user_id, cl.number
          from ${lessonProgress} p join course_lessons cl on cl.id = p.lesson_id
          where p.course_id = ${courseId} and p.completed_at is not null
            and p.user_id in (select user_id from learners)
        ),
        per_learner as (select user_id, count(*) as done, max(number) as last from done group by user_id),
        completions as (select number, count(*) as n from done group by number),
        stops as (
          select last, count(*) as n from per_learner
          where done < (select count(*) from course_lessons) group by last
        )
        select cl.id, cl.number, cl.title, cl.kind, cl.section_title,
          coalesce(c.n, 0) as completions, coalesce(st.n, 0) as stops
        from course_lessons cl
        left join completions c on c.number = cl.number
        left join stops st on st.last = cl.number
        order by cl.number`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        id: String(row.id),
        number: num(row.number),
        title: String(row.title),
        kind: row.kind as TLessonKind,
        sectionTitle: String(row.section_title),
        completions: num(row.completions),
        stops: num(row.stops),
      }));
    },

    /** The courses a user may open as a learner, with their progress; most recently active first. */
    async userCourses(userId: string) {
      const result = await db.execute(sql`
        with mine as (
          select distinct ${orderItems.courseId} as course_id
          from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
          where ${orders.userId} = ${userId} and ${ENROLLED} and ${orderItems.courseId} is not null
        )
        select c.id, c.name, c.slug, ${publishedCount(sql`c.id`)} as total,
          coalesce(p.done, 0) as done, p.last_activity, p.last_completed
        from mine m join ${courses} c on c.id = m.course_id
        left join lateral (
          select count(*) filter (where lp.completed_at is not null and l.status = 'published') as done,
            ${epochMs(sql`max(lp.updated_at)`)} as last_activity,
            ${epochMs(sql`max(lp.completed_at) filter (where l.status = 'published')`)} as last_completed
          from ${lessonProgress} lp join ${lessons} l on l.id = lp.lesson_id
          where lp.course_id = c.id and lp.user_id = ${userId}
        ) p on true
        order by p.last_activity desc nulls last, c.name, c.id`);
      return rowsOf<Record<string, unknown>>(result).map(progressRow);
    },

    /**
     * One batch of the export: enrolments (course, learner) after the cursor, in that order, with the
     * learner, the course and their progress. The cursor bounds the scan of order_items_course_idx.
     */
    async exportBatch(courseId: string | undefined, after: ProgressExportCursor | undefined, limit: number) {
      const result = await db.execute(sql`
        with enrolments as (
          select ${orderItems.courseId} as course_id, ${orders.userId} as user_id
          from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
          where ${ENROLLED} and ${orderItems.courseId} is not null
            ${courseId ? sql`and ${orderItems.courseId} = ${courseId}` : sql``}
            ${after ? sql`and (${orderItems.courseId}, ${orders.userId}) > (${after.courseId}::uuid, ${after.userId}::uuid)` : sql``}
          group by 1, 2
          order by 1, 2
          limit ${limit}
        )
        select e.course_id, e.user_id, u.name as learner, u.email, c.id, c.name, c.slug,
          ${publishedCount(sql`e.course_id`)} as total,
          coalesce(p.done, 0) as done, coalesce(p.watched, 0) as watched, p.last_activity, p.last_completed
        from enrolments e
        join ${users} u on u.id = e.user_id
        join ${courses} c on c.id = e.course_id
        left join lateral (
          select count(*) filter (where lp.completed_at is not null and l.status = 'published') as done,
            sum(lp.watched_seconds) as watched,
            ${epochMs(sql`max(lp.updated_at)`)} as last_activity,
            ${epochMs(sql`max(lp.completed_at) filter (where l.status = 'published')`)} as last_completed
          from ${lessonProgress} lp join ${lessons} l on l.id = lp.lesson_id
          where lp.course_id = e.course_id and lp.user_id = e.user_id
        ) p on true
        order by e.course_id, e.user_id`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        ...progressRow(row),
        cursor: { courseId: String(row.course_id), userId: String(row.user_id) },
        learner: String(row.learner),
        email: String(row.email),
        watchedSeconds: num(row.watched),
      }));
    },
  };
}

function progressRow(row: Record<string, unknown>) {
  return {
    course: { id: String(row.id), name: String(row.name), slug: String(row.slug) },
    totalLessons: num(row.total),
    lessonsCompleted: num(row.done),
    lastActivityAt: date(row.last_activity),
    lastCompletedAt: date(row.last_completed),
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
export type ProgressExportRow = Awaited<ReturnType<ProgressRepository['exportBatch']>>[number];
