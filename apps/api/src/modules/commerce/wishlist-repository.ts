import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { courses, rowsOf, wishlistItems, type Db } from '@curio/db';
import { jsonObject } from '#api/lib/sql-json.ts';
import { courseSummaryColumns, isPublishedCourse } from '#api/modules/course/index.ts';
import type { CommerceCourseRow } from './serialize.ts';

/** The wishlist's courses, as `list` reads them. */
interface Listed {
  courses: CommerceCourseRow[];
}

/**
 * The learner's wishlist after a change made in the same statement, as `list` reads it (newest first,
 * published courses only), as JSON in `CommerceCourseRow`'s shape. A statement does not see its own writes:
 * `without` leaves out the course it removed, and `added` (a part of it returning course_id and created_at)
 * brings in the one it added.
 */
const wishlistAfter = (userId: string, change: { without?: string; added?: SQL }) => sql`(
  select coalesce(
    json_agg(${jsonObject(courseSummaryColumns)} order by wish.created_at desc, wish.course_id desc),
    '[]'::json
  )
  from (
    select course_id, created_at from ${wishlistItems}
    where user_id = ${userId} ${change.without ? sql`and course_id <> ${change.without}` : sql``}
    ${change.added ? sql`union all select course_id, created_at from ${change.added}` : sql``}
  ) wish
  join ${courses} on ${courses.id} = wish.course_id and ${isPublishedCourse}
)`;

/** Wishlist entries (SQL lives here only); the list is prepared once per connection. */
export function createWishlistRepository(db: Db) {
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
     * Adds a published course, in one statement with the wishlist after it: whether the course is published
     * (nothing is written otherwise), and whether it was added (false when it was already there).
     */
    async add(
      userId: string,
      courseId: string,
    ): Promise<{ isAvailable: boolean; isAdded: boolean } & Listed> {
      const result = await db.execute(sql`
        with available as (
          select ${courses.id} as id from ${courses} where ${courses.id} = ${courseId} and ${isPublishedCourse}
        ),
        added as (
          insert into ${wishlistItems} (user_id, course_id) select ${userId}::uuid, id from available
          on conflict do nothing
          returning course_id, created_at
        )
        select exists (select from available) as available, exists (select from added) as added,
          ${wishlistAfter(userId, { added: sql`added` })} as courses`);
      const [row] = rowsOf<{ available: boolean; added: boolean; courses: CommerceCourseRow[] }>(result);
      return {
        isAvailable: row?.available === true,
        isAdded: row?.added === true,
        courses: row?.courses ?? [],
      };
    },

    /** Removes a course, in one statement with the wishlist after it; false when it was not there. */
    async remove(userId: string, courseId: string, tx: Db = db): Promise<{ isRemoved: boolean } & Listed> {
      const result = await tx.execute(sql`
        with removed as (
          delete from ${wishlistItems} where user_id = ${userId} and course_id = ${courseId} returning course_id
        )
        select exists (select from removed) as removed, ${wishlistAfter(userId, { without: courseId })} as courses`);
      const [row] = rowsOf<{ removed: boolean; courses: CommerceCourseRow[] }>(result);
      return { isRemoved: row?.removed === true, courses: row?.courses ?? [] };
    },
  };
}
