import { and, desc, eq, sql } from 'drizzle-orm';
import { courses, wishlistItems, type Db } from '@curio/db';
import { courseSummaryColumns, isPublishedCourse } from '#api/modules/course/index.ts';
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

    /** False when the course was already there (nothing changed). */
    async add(userId: string, courseId: string): Promise<boolean> {
      const rows = await db
        .insert(wishlistItems)
        .values({ userId, courseId })
        .onConflictDoNothing()
        .returning({ courseId: wishlistItems.courseId });
      return rows.length > 0;
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
