import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { reviews, users, type Db } from '@curio/db';
import type { ReviewWithAuthorRow } from './serialize.ts';

const withAuthor = {
  id: reviews.id,
  courseId: reviews.courseId,
  userId: reviews.userId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  // The author's name as it is now (a renamed learner shows under the new name).
  authorName: users.name,
};

export function createReviewRepository(db: Db) {
  const byCourse = db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    // A review hidden by a moderator leaves the course page; its author still sees it in their profile.
    .where(and(eq(reviews.courseId, sql.placeholder('courseId')), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .prepare('reviews_by_course');

  const one = db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.id, sql.placeholder('id')), eq(reviews.courseId, sql.placeholder('courseId'))))
    .prepare('review_in_course');

  return {
    listByCourse: (courseId: string): Promise<ReviewWithAuthorRow[]> => byCourse.execute({ courseId }),

    /** A review only when it belongs to that course (a review id under another course is not found). */
    async findInCourse(id: string, courseId: string): Promise<ReviewWithAuthorRow | undefined> {
      const [row] = await one.execute({ id, courseId });
      return row;
    },

    /** Throws a unique violation when the user already reviewed the course. */
    async insert(values: { courseId: string; userId: string; rating: number; comment: string }) {
      const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
      if (!row) throw new Error('review insert returned no row');
      return row.id;
    },

    async update(id: string, patch: { rating: number; comment: string }) {
      await db
        .update(reviews)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(reviews.id, id));
    },

    async remove(id: string) {
      await db.delete(reviews).where(eq(reviews.id, id));
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
