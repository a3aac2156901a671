import { and, count, eq, gte, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  courseDaySales,
  courses,
  jobApplications,
  leads,
  orderHourStats,
  orderItems,
  orders,
  reviews,
  trainerApplications,
  users,
  type Db,
} from '@curio/db';
import { DASHBOARD_DEFAULT_DAYS, ZOrderStatus } from '@curio/shared';

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

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * [start, end) as the whole UTC days inside it (YYYY-MM-DD, `to` excluded; none when it holds no whole
 * day) and the instants at either end outside them.
 */
export function splitByUtcDays(start: Date, end: Date) {
  const first = Math.ceil(start.getTime() / DAY_MS) * DAY_MS;
  const last = Math.floor(end.getTime() / DAY_MS) * DAY_MS;
  if (first >= last) return { rollupDays: undefined, rawRanges: [[start, end]] as [Date, Date][] };
  const rawRanges: [Date, Date][] = [];
  if (start.getTime() < first) rawRanges.push([start, new Date(first)]);
  if (last < end.getTime()) rawRanges.push([new Date(last), end]);
  return { rollupDays: { from: utcDay(first), to: utcDay(last) }, rawRanges };
}

/**
 * The dashboard's figures over a period (SQL lives here only): four round trips in all, none of which reads
 * the order book beyond the hours and part-days the rollups cannot answer (ADR 042).
 */
export function createDashboardRepository(db: Db) {
  const countOf = (table: typeof leads | typeof jobApplications | typeof trainerApplications) =>
    scalar(db.select({ n: count() }).from(table).where(eq(table.status, 'new')));

  /** The statement of `ordersByDayAndStatus`. */
  function ordersByDayAndStatusSql(period: DashboardPeriod): SQL {
    const { timeZone: tz } = period;
    const start = sql`${period.start.toISOString()}::timestamptz`;
    const end = sql`${period.end.toISOString()}::timestamptz`;
    const dayOf = (time: SQL) => sql`to_char(${time} at time zone ${tz}, 'YYYY-MM-DD')`;
    return sql`
      with midnights as (
        select d at time zone ${tz} as midnight
        from generate_series(${period.from}::date::timestamp, (${period.to}::date + 1)::timestamp,
          interval '1 day') d
      ),
      cut_hours as (
        select distinct date_trunc('hour', midnight, 'UTC') as hour from midnights
        where midnight <> date_trunc('hour', midnight, 'UTC')
      ),
      figures as (
        select ${dayOf(sql`s.hour`)} as day, s.status, s.orders::bigint as orders, s.amount_cents as amount
        from ${orderHourStats} s
        where s.hour >= ${start} and s.hour < ${end} and s.hour not in (select hour from cut_hours)
        union all
        select ${dayOf(sql`o.created_at`)}, o.status, 1, o.amount_cents
        from cut_hours c
        join ${orders} o on o.created_at >= c.hour and o.created_at < c.hour + interval '1 hour'
        where o.created_at >= ${start} and o.created_at < ${end}
      )
      select day, status, sum(orders) as orders, sum(amount) as amount
      from figures group by day, status`;
  }

  /** The statement of `counts`: one row of scalar counts, each on its own index. */
  const countsQuery = (period: DashboardPeriod) =>
    db
      .select({
        newLearners: scalar(
          db
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.role, 'user'), within(users.createdAt, period))),
        ),
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
      .from(sql`(select 1) as one`);

  /** The statement of `topCourses`. */
  function topCoursesSql(period: DashboardPeriod, limit: number): SQL {
    const { rollupDays, rawRanges } = splitByUtcDays(period.start, period.end);
    const parts: SQL[] = [];
    if (rollupDays) {
      parts.push(sql`select course_id, units::bigint as units, revenue_cents as revenue
        from ${courseDaySales}
        where day >= ${rollupDays.from}::date and day < ${rollupDays.to}::date`);
    }
    if (rawRanges.length > 0) {
      const ranges = sql.join(
        rawRanges.map(
          ([from, to]) =>
            sql`(o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz)`,
        ),
        sql` or `,
      );
      parts.push(sql`select i.course_id, i.quantity::bigint as units, (i.quantity * i.price_cents)::bigint as revenue
        from ${orders} o
        join ${orderItems} i on i.order_id = o.id
        where (${ranges}) and o.status not in ('cancelled', 'refunded')`);
    }
    // Summed per course first, then joined to the catalogue for the names: the join meets one row per course
    // sold, not one per course and day (the figures are in docs/performance.md).
    return sql`
      select c.id, c.name, c.slug, t.units, t.revenue
      from (
        select course_id, sum(units) as units, sum(revenue) as revenue
        from (${sql.join(parts, sql` union all `)}) sold
        group by course_id
        having sum(units) > 0
      ) t
      join ${courses} c on c.id = t.course_id
      order by t.units desc, c.name
      limit ${limit}`;
  }

  return {
    /** The dashboard's statements for a period (the plan test explains them, ADR 042). */
    statements: (period: DashboardPeriod, limit: number) => ({
      ordersByDayAndStatus: ordersByDayAndStatusSql(period),
      counts: countsQuery(period),
      topCourses: topCoursesSql(period, limit),
    }),

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

    /**
     * Orders placed in the period per day (in its time zone) and status, with their amount: summed from the
     * hourly rollup (ADR 042), except the hours a midnight of the zone cuts (a zone whose offset is not whole
     * hours), which are read from the orders of that hour (orders_created_idx).
     */
    async ordersByDayAndStatus(period: DashboardPeriod) {
      const result = await db.execute(ordersByDayAndStatusSql(period));
      return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
        day: String(row.day),
        status: ZOrderStatus.parse(row.status),
        orders: Number(row.orders),
        amountCents: Number(row.amount),
      }));
    },

    /** Learners who signed up in the period, what waits in the inbox now (status 'new'), new reviews. */
    async counts(period: DashboardPeriod) {
      const [row] = await countsQuery(period);
      if (!row) throw new Error('the dashboard counts returned no row');
      return row;
    },

    /**
     * The courses most bought in the period: units in orders that were not cancelled or refunded. Whole UTC
     * days come from the daily rollup (ADR 042); the parts of a day at either end (the period's midnights in
     * a zone other than UTC) from the orders placed then.
     */
    async topCourses(period: DashboardPeriod, limit: number) {
      const result = await db.execute(topCoursesSql(period, limit));
      return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        slug: String(row.slug),
        units: Number(row.units),
        revenueCents: Number(row.revenue),
      }));
    },
  };
}
