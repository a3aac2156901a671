import { and, count, desc, eq, gte, isNull, lt, notInArray, sql, type SQLWrapper } from 'drizzle-orm';
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
import { DASHBOARD_DEFAULT_DAYS } from '@curio/shared';

/** A count query as one column of another select. */
const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

/** The dashboard's period: its first and last day in the time zone, and the instants it runs between. */
export interface DashboardPeriod {
  from: string;
  to: string;
  timeZone: string;
  /** Midnight starting `from`, and midnight ending `to`, in the time zone: [start, end). */
  start: Date;
  end: Date;
}

/** A time column between the period's two instants. */
const within = (column: Parameters<typeof gte>[0], period: DashboardPeriod) =>
  and(gte(column, period.start), lt(column, period.end));

/** The dashboard's figures over a period (SQL lives here only): four round trips in all. */
export function createDashboardRepository(db: Db) {
  const countOf = (table: typeof leads | typeof jobApplications | typeof trainerApplications) =>
    scalar(db.select({ n: count() }).from(table).where(eq(table.status, 'new')));

  return {
    /**
     * The period's days and instants, worked out by the database in `timeZone` (its calendar knows the
     * zone's offsets and their changes): the days given, or the DASHBOARD_DEFAULT_DAYS days up to today
     * there. Throws the database's invalid-parameter error (22023) for a zone it does not know.
     */
    async period(timeZone: string, from?: string, to?: string): Promise<DashboardPeriod> {
      const result = (await db.execute(sql`
        select to_char(d.first, 'YYYY-MM-DD') as "from", to_char(d.last, 'YYYY-MM-DD') as "to",
          (extract(epoch from d.first::timestamp at time zone ${timeZone}) * 1000)::float8 as "start",
          (extract(epoch from (d.last + 1)::timestamp at time zone ${timeZone}) * 1000)::float8 as "end"
        from (
          select coalesce(${from ?? null}::date, t.today - ${DASHBOARD_DEFAULT_DAYS - 1}::int) as first,
            coalesce(${to ?? null}::date, t.today) as last
          from (select (now() at time zone ${timeZone})::date as today) t
        ) d`)) as unknown as { rows: { from: string; to: string; start: number; end: number }[] };
      const [row] = result.rows;
      if (!row) throw new Error('the dashboard period query returned no row');
      return { from: row.from, to: row.to, timeZone, start: new Date(row.start), end: new Date(row.end) };
    },

    /** Orders placed in the period per day (in its time zone) and status, with their amount. */
    ordersByDayAndStatus: (period: DashboardPeriod) =>
      db
        .select({
          day: sql<string>`to_char(${orders.createdAt} at time zone ${period.timeZone}, 'YYYY-MM-DD')`,
          status: orders.status,
          orders: count(),
          amountCents: sql<number>`coalesce(sum(${orders.amountCents}), 0)`.mapWith(Number),
        })
        .from(orders)
        .where(within(orders.createdAt, period))
        .groupBy(sql`1`, orders.status),

    /** Learners who signed up in the period, what waits in the inbox now (status 'new'), new reviews. */
    async counts(period: DashboardPeriod) {
      const [row] = await db
        .select({
          newLearners: sql<number>`count(*) filter (where ${and(
            eq(users.role, 'user'),
            within(users.createdAt, period),
          )})`.mapWith(Number),
          leads: countOf(leads),
          jobApplications: countOf(jobApplications),
          trainerApplications: countOf(trainerApplications),
          newReviews: scalar(
            db
              .select({ n: count() })
              .from(reviews)
              .where(and(within(reviews.createdAt, period), isNull(reviews.hiddenAt))),
          ),
        })
        .from(users);
      if (!row) throw new Error('the dashboard counts returned no row');
      return row;
    },

    /** The courses most bought in the period: units in orders that were not cancelled. */
    topCourses: (period: DashboardPeriod, limit: number) =>
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
        .where(and(within(orders.createdAt, period), notInArray(orders.status, ['cancelled', 'refunded'])))
        .groupBy(courses.id, courses.name, courses.slug)
        .orderBy(desc(sql`4`), courses.name)
        .limit(limit),
  };
}
