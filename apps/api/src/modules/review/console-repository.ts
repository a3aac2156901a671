import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { courses, reviews, users, type Db } from '@curio/db';
import type { TAdminReviewListQuery } from '@curio/shared';
import { cappedTotal, ilikeContains, pageWindow, sortOrder } from '#api/lib/console-list.ts';

const columns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  author: { id: users.id, name: users.name, email: users.email },
  course: { id: courses.id, name: courses.name, slug: courses.slug },
};

function reviewWhere(query: TAdminReviewListQuery): SQL | undefined {
  const hidden = { yes: isNotNull(reviews.hiddenAt), no: isNull(reviews.hiddenAt) };
  return and(
    query.course ? eq(reviews.courseId, query.course) : undefined,
    query.rating ? eq(reviews.rating, query.rating) : undefined,
    query.hidden ? hidden[query.hidden] : undefined,
    query.q
      ? or(
          ilikeContains(reviews.comment, query.q),
          ilikeContains(users.name, query.q),
          ilikeContains(users.email, query.q),
        )
      : undefined,
  );
}

/** Review moderation: every review with its author and course; hide and unhide. */
export function createReviewAdminRepository(db: Db) {
  const withAuthorAndCourse = (tx: Db = db) =>
    tx
      .select(columns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(courses, eq(courses.id, reviews.courseId));

  return {
    async list(query: TAdminReviewListQuery) {
      const where = reviewWhere(query);
      const { limit, offset } = pageWindow(query);
      const order = sortOrder(
        query.sort,
        { createdAt: reviews.createdAt, rating: reviews.rating },
        desc(reviews.createdAt),
      );
      const rows = await withAuthorAndCourse()
        .where(where)
        .orderBy(order, desc(reviews.id))
        .limit(limit)
        .offset(offset);
      const total = await cappedTotal(
        db,
        db
          .select({ one: sql`1` })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .$dynamic(),
      );
      return { rows, ...total };
    },

    async find(id: string, tx: Db = db) {
      const [row] = await withAuthorAndCourse(tx).where(eq(reviews.id, id));
      return row;
    },

    /**
     * Hides (with the reason) or shows again. `updatedAt` stays: it is when the author last edited the
     * review. A review already hidden keeps when it was first hidden.
     */
    async setHidden(id: string, reason: string | null, tx: Db) {
      await tx
        .update(reviews)
        .set(
          reason === null
            ? { hiddenAt: null, hiddenReason: null }
            : { hiddenAt: sql`coalesce(${reviews.hiddenAt}, now())`, hiddenReason: reason },
        )
        .where(eq(reviews.id, id));
    },
  };
}

export type AdminReviewRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createReviewAdminRepository>['find']>>
>;
