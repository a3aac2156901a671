import { and, desc, eq, sql } from 'drizzle-orm';
import { courses, rowsOf, wishlistItems, type Db } from '@curio/db';
import { courseSummaryColumns, isPublishedCourse, publishedCourse } from '#api/modules/course/index.ts';
import type { CommerceCourseRow } from './serialize.ts';

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
     * Adds a published course, in one statement: whether the course is published (nothing is written
     * otherwise), and whether it was added (false when it was already there: nothing changed).
     */
    async add(userId: string, courseId: string): Promise<{ isAvailable: boolean; isAdded: boolean }> {
      const result = await db.execute(sql`
        with available as (${publishedCourse(db, courseId)}),
        added as (
          insert into ${wishlistItems} (user_id, course_id) select ${userId}::uuid, id from available
          on conflict do nothing
          returning course_id
        )
        select exists (select from available) as available, exists (select from added) as added`);
      const [row] = rowsOf<{ available: boolean; added: boolean }>(result);
      return { isAvailable: row?.available === true, isAdded: row?.added === true };
    },

    /** False when the course was not in the wishlist. */
    async remove(userId: string, courseId: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.courseId, courseId)))
        .returning({ courseId: wishlistItems.courseId });
      return rows.length > 0;
    },
  };
}
