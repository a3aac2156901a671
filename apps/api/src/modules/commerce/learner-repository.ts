import { desc, eq, sql } from 'drizzle-orm';
import { courses, reviews, users, type Db, type StoredAddress } from '@curio/db';
import type { MyReviewRow } from './serialize.ts';

/** The learner's own saved address and reviews (SQL lives here only). */
export function createLearnerRepository(db: Db) {
  const addressOf = db
    .select({ savedAddress: users.savedAddress })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('commerce_saved_address');

  const reviewsOf = db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      course: { id: courses.id, name: courses.name, slug: courses.slug, images: courses.images },
    })
    .from(reviews)
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(eq(reviews.userId, sql.placeholder('userId')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .prepare('commerce_reviews_of_user');

  return {
    async savedAddress(userId: string): Promise<StoredAddress | null> {
      const [row] = await addressOf.execute({ userId });
      return row?.savedAddress ?? null;
    },

    /** The address kept for the next checkout (null: none), as a write not yet run (an order's placement). */
    setSavedAddress: (userId: string, address: StoredAddress | null, tx: Db) =>
      tx.update(users).set({ savedAddress: address }).where(eq(users.id, userId)),

    /** Newest first. */
    reviews: (userId: string): Promise<MyReviewRow[]> => reviewsOf.execute({ userId }),
  };
}
