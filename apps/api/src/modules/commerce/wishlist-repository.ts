import { and, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { courses, preparedSql, wishlistItems, type Db } from '@curio/db';
import {
  courseJson,
  courseSummaryColumns,
  isPublishedCourse,
  publishedCourse,
} from '#api/modules/course/index.ts';
import type { CommerceCourseRow } from './serialize.ts';

type Id = string | Placeholder;

/**
 * The learner's wishlist as the statement that changes `courseId`'s entry leaves it, newest first, published
 * courses only (as `list`), in JSON: the stored entries, without that course's when the statement removes it
 * (`removed`), with the entry it wrote (`added`) otherwise. The other entries are read as the statement began.
 */
const wishlistAfter = (userId: Id, courseId: Id, change: 'added' | 'removed') => sql`(
  select coalesce(json_agg(${courseJson} order by item.created_at desc, item.course_id desc), '[]'::json)
  from (
    select course_id, created_at from ${wishlistItems}
    where user_id = ${userId}::uuid${change === 'removed' ? sql` and course_id <> ${courseId}::uuid` : sql``}
    ${change === 'added' ? sql.raw('union all select course_id, created_at from added') : sql``}
  ) as item
  join ${courses} on ${courses.id} = item.course_id
  where ${isPublishedCourse})`;

/** Adds a published course once; answers whether it is published, whether it was added, and the list after. */
const addStatement = (db: Db, userId: Id, courseId: Id) => sql`
  with available as (${publishedCourse(db, courseId)}),
  added as (
    insert into ${wishlistItems} (user_id, course_id) select ${userId}::uuid, id from available
    on conflict do nothing
    returning course_id, created_at
  )
  select exists (select from available) as available, exists (select from added) as added,
    ${wishlistAfter(userId, courseId, 'added')} as courses`;

/** Removes the course; answers whether it was there, and the list after. */
const removeStatement = (userId: Id, courseId: Id) => sql`
  with removed as (
    delete from ${wishlistItems} where user_id = ${userId}::uuid and course_id = ${courseId}::uuid
    returning course_id
  )
  select exists (select from removed) as removed, ${wishlistAfter(userId, courseId, 'removed')} as courses`;

const [userIdParam, courseIdParam] = [sql.placeholder('userId'), sql.placeholder('courseId')];

/**
 * Wishlist entries (SQL lives here only). Each change answers the list it leaves in its own statement (ADR
 * 050); the list and the changes are prepared once per connection.
 */
export function createWishlistRepository(db: Db) {
  const add = preparedSql<{ available: boolean; added: boolean; courses: CommerceCourseRow[] }>(
    db,
    'commerce_wishlist_add',
    addStatement(db, userIdParam, courseIdParam),
  );
  const remove = preparedSql<{ removed: boolean; courses: CommerceCourseRow[] }>(
    db,
    'commerce_wishlist_remove',
    removeStatement(userIdParam, courseIdParam),
  );
  const byUser = db
    .select(courseSummaryColumns)
    .from(wishlistItems)
    .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
    // Published courses only: an unpublished one stays stored, out of sight.
    .where(and(eq(wishlistItems.userId, sql.placeholder('userId')), isPublishedCourse))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.courseId))
    .prepare('commerce_wishlist');

  return {
    /** Newest first. */
    list: (userId: string): Promise<CommerceCourseRow[]> => byUser.execute({ userId }),

    /**
     * Adds a published course, in one statement: whether the course is published (nothing is written
     * otherwise), whether it was added (false when it was already there: nothing changed), and the list.
     */
    async add(userId: string, courseId: string) {
      const [row] = await add({ userId, courseId });
      return {
        isAvailable: row?.available === true,
        isAdded: row?.added === true,
        courses: row?.courses ?? [],
      };
    },

    /** Removes the course (in the transaction `tx` when given): whether it was there, and the list after. */
    async remove(userId: string, courseId: string, tx?: Db) {
      const [row] = await remove({ userId, courseId }, tx);
      return { isRemoved: row?.removed === true, courses: row?.courses ?? [] };
    },
  };
}
