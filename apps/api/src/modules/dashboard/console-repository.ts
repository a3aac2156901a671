import { and, count, desc, eq, gte, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import {
  courses,
  jobApplications,
  leads,
  orderItems,
  orders,
  reviews,
  trainerApplications,
  users,
  type Db,
} from '@curio/db';

/** A count query as one column of another select. */
const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

/** The dashboard's figures since a given instant (SQL lives here only): three round trips in all. */
export function createDashboardRepository(db: Db) {
  const countOf = (table: typeof leads | typeof jobApplications | typeof trainerApplications) =>
    scalar(db.select({ n: count() }).from(table).where(eq(table.status, 'new')));

  return {
    /** Orders placed in the window per UTC day and status, with their amount. */
    ordersByDayAndStatus: (since: Date) =>
      db
        .select({
          day: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
          status: orders.status,
          orders: count(),
          amountCents: sql<number>`coalesce(sum(${orders.amountCents}), 0)`.mapWith(Number),
        })
        .from(orders)
        .where(gte(orders.createdAt, since))
        .groupBy(sql`1`, orders.status),

    /** Learners who signed up in the window, what waits in the inbox (status 'new'), reviews to moderate. */
    async counts(since: Date) {
      const [row] = await db
        .select({
          newLearners:
            sql<number>`count(*) filter (where ${users.role} = 'user' and ${users.createdAt} >= ${since})`.mapWith(
              Number,
            ),
          leads: countOf(leads),
          jobApplications: countOf(jobApplications),
          trainerApplications: countOf(trainerApplications),
          reviewsToModerate: scalar(
            db
              .select({ n: count() })
              .from(reviews)
              .where(and(gte(reviews.createdAt, since), isNull(reviews.hiddenAt))),
          ),
        })
        .from(users);
      if (!row) throw new Error('the dashboard counts returned no row');
      return row;
    },

    /** The courses most bought in the window: units in orders that were not cancelled. */
    topCourses: (since: Date, limit: number) =>
      db
        .select({
          id: courses.id,
          name: courses.name,
          slug: courses.slug,
          units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
          revenueCents: sql<number>`sum(${orderItems.quantity} * ${orderItems.priceCents})`.mapWith(Number),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(courses, eq(courses.id, orderItems.courseId))
        .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')))
        .groupBy(courses.id, courses.name, courses.slug)
        .orderBy(desc(sql`4`), courses.name)
        .limit(limit),
  };
}
