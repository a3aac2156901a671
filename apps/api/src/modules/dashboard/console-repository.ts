import { and, count, eq, gte, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  courseDaySales,
  courses,
  dashboardChanges,
  dashboardOlderDays,
  type Db,
  jobApplications,
  leads,
  orderHourStats,
  orderItems,
  orders,
  reviews,
  rollupChanges,
  rowsOf,
  trainerApplications,
  users,
} from '@curio/db';
import { DASHBOARD_DEFAULT_DAYS, ZOrderStatus } from '@curio/shared';

/** A count query as one column of another select. */
const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The dashboard's period: its first and last day in the time zone, and the instants it runs between. */
export interface DashboardPeriod {
  from: string;
  to: string;
  timeZone: string;
  /** Midnight starting `from`, and midnight ending `to`, in the time zone: [start, end). */
  start: Date;
  end: Date;
  /**
   * The period's days whose every hour is before yesterday in UTC, as the database's calendar counts them
   * in the zone: their last day and the midnight ending it (ADR 044). None when the period has no such day.
   */
  older?: { to: string; end: Date };
}

/**
 * A period as a load reads it, with how many changes to what the dashboard reads had committed then (ADR
 * 049): figures read after it are at least as new as this.
 */
export interface DashboardPeriodRead extends DashboardPeriod {
  changes: string;
}

const nextDay = (day: string) => utcDay(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/**
 * The period's days before yesterday (`older`: their figures change only as `rollup_changes` notes) and the
 * rest (`recent`), each a period of its own; either may be missing.
 */
export function splitPeriod(period: DashboardPeriod): { older?: DashboardPeriod; recent?: DashboardPeriod } {
  const { older, ...whole } = period;
  if (!older) return { recent: whole };
  const kept = { ...whole, to: older.to, end: older.end };
  if (older.to >= period.to) return { older: kept };
  return { older: kept, recent: { ...whole, from: nextDay(older.to), start: older.end } };
}

/** The UTC days a period's instants fall on, `to` excluded. */
export const utcDaysOf = (period: Pick<DashboardPeriod, 'start' | 'end'>): UtcDays => ({
  from: utcDay(Math.floor(period.start.getTime() / DAY_MS) * DAY_MS),
  to: utcDay(Math.ceil(period.end.getTime() / DAY_MS) * DAY_MS),
});

/** A time column between the period's two instants. */
const within = (column: Parameters<typeof gte>[0], period: DashboardPeriod) =>
  and(gte(column, period.start), lt(column, period.end));

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

/** A course's units and revenue over some days. */
export interface CourseSales {
  courseId: string;
  units: number;
  revenueCents: number;
}

/** Whole UTC days, `to` excluded (YYYY-MM-DD). */
export interface UtcDays {
  from: string;
  to: string;
}

/**
 * The dashboard's figures over a period (SQL lives here only): none reads the order book beyond the hours
 * and part-days the rollups cannot answer (ADR 042); the figures of a period's older days are kept by
 * `older-days.ts` (ADR 044).
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
        select ${dayOf(sql`h.hour`)} as day, h.status, h.orders, h.amount
        from (
          select s.hour, s.status, sum(s.orders) as orders, sum(s.amount_cents) as amount
          from ${orderHourStats} s
          where s.hour >= ${start} and s.hour < ${end} and s.hour not in (select hour from cut_hours)
          group by s.hour, s.status
        ) h
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

  /**
   * The statement of the per-course sales over a period's instants, summed per course: its whole UTC days
   * from the daily rollup, the parts of a day at either end (a zone other than UTC) from the orders placed
   * then. What the top courses are picked from.
   */
  function courseSalesSql(period: Pick<DashboardPeriod, 'start' | 'end'>): SQL {
    const { rollupDays: days, rawRanges } = splitByUtcDays(period.start, period.end);
    const parts: SQL[] = [];
    if (days) {
      parts.push(sql`select course_id, units::bigint as units, revenue_cents as revenue
        from ${courseDaySales}
        where day >= ${days.from}::date and day < ${days.to}::date`);
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
    if (parts.length === 0) return sql`select null::uuid as course_id, 0 as units, 0 as revenue where false`;
    return sql`
      select course_id, sum(units) as units, sum(revenue) as revenue
      from (${sql.join(parts, sql` union all `)}) sold
      group by course_id`;
  }

  /** The statement of what has changed in the rollups of whole UTC days `[from, to)` (ADR 044). */
  const changesVersionSql = (days: UtcDays) => sql`
    select count(*) as changes, coalesce(max(version), 0) as newest
    from ${rollupChanges}
    where day >= ${days.from}::date and day < ${days.to}::date`;

  /**
   * The statement that names the best sold of some courses: at most `limit`, most units first and then by
   * name, leaving out a course no longer in the catalogue.
   */
  const namedSql = (sold: CourseSales[], limit: number) => sql`
    select c.id, c.name, c.slug, t.units, t.revenue
    from unnest(${`{${sold.map((s) => s.courseId).join(',')}}`}::uuid[],
      ${`{${sold.map((s) => s.units).join(',')}}`}::bigint[],
      ${`{${sold.map((s) => s.revenueCents).join(',')}}`}::bigint[]) as t(course_id, units, revenue)
    join ${courses} c on c.id = t.course_id
    order by t.units desc, c.name
    limit ${limit}`;

  const salesOf = (result: unknown): CourseSales[] =>
    rowsOf(result).map((row) => ({
      courseId: String(row.course_id),
      units: Number(row.units),
      revenueCents: Number(row.revenue),
    }));

  return {
    /** The dashboard's statements for a period (the plan test explains them, ADR 042). */
    statements: (period: DashboardPeriod) => {
      const { older, recent } = splitPeriod(period);
      const of = (name: string, part: DashboardPeriod | undefined) =>
        part
          ? {
              [`${name}OrdersByDayAndStatus`]: ordersByDayAndStatusSql(part),
              [`${name}CourseSales`]: courseSalesSql(part),
            }
          : {};
      return {
        counts: countsQuery(period),
        ...of('older', older),
        ...(older ? { olderVersion: changesVersionSql(utcDaysOf(older)) } : {}),
        ...of('recent', recent),
      };
    },

    /**
     * The period's days and instants, worked out by the database in `timeZone` (its calendar knows the
     * zone's offsets and their changes): the days given, or the DASHBOARD_DEFAULT_DAYS days up to today
     * there; and how many changes had committed then. Throws the database's invalid-parameter error (22023)
     * for a zone it does not know.
     */
    async period(timeZone: string, from?: string, to?: string): Promise<DashboardPeriodRead> {
      const epochMs = (day: SQL) =>
        sql`(extract(epoch from (${day})::timestamp at time zone ${timeZone}) * 1000)::float8`;
      const result = (await db.execute(sql`
        select to_char(d.first, 'YYYY-MM-DD') as "from", to_char(d.last, 'YYYY-MM-DD') as "to",
          ${epochMs(sql`d.first`)} as "start", ${epochMs(sql`d.last + 1`)} as "end",
          case when o.last >= d.first then to_char(o.last, 'YYYY-MM-DD') end as "olderTo",
          case when o.last >= d.first then ${epochMs(sql`o.last + 1`)} end as "olderEnd",
          (select coalesce(sum(changes), 0) from ${dashboardChanges})::text as "changes"
        from (
          select coalesce(${from ?? null}::date, t.today - ${DASHBOARD_DEFAULT_DAYS - 1}::int) as first,
            coalesce(${to ?? null}::date, t.today) as last
          from (select (now() at time zone ${timeZone})::date as today) t
        ) d,
        -- The day before the one in the zone that holds yesterday's first instant in UTC.
        lateral (
          select least(d.last, ((((now() at time zone 'UTC')::date - 1)::timestamp at time zone 'UTC')
            at time zone ${timeZone})::date - 1) as last
        ) o`)) as unknown as {
        rows: {
          from: string;
          to: string;
          start: number;
          end: number;
          olderTo: string | null;
          olderEnd: number | null;
          changes: string;
        }[];
      };
      const [row] = result.rows;
      if (!row) throw new Error('the dashboard period query returned no row');
      return {
        from: row.from,
        to: row.to,
        timeZone,
        start: new Date(row.start),
        end: new Date(row.end),
        changes: row.changes,
        ...(row.olderTo !== null && row.olderEnd !== null
          ? { older: { to: row.olderTo, end: new Date(row.olderEnd) } }
          : {}),
      };
    },

    /**
     * Orders placed in the period per day (in its time zone) and status, with their amount: summed from the
     * hourly rollup (ADR 042), except the hours a midnight of the zone cuts (a zone whose offset is not whole
     * hours), which are read from the orders of that hour (orders_created_idx).
     */
    async ordersByDayAndStatus(period: DashboardPeriod) {
      return rowsOf(await db.execute(ordersByDayAndStatusSql(period))).map((row) => ({
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

    /** What has changed in the rollups of whole UTC days `[from, to)`: the same while nothing has. */
    async changesVersion(days: UtcDays) {
      const [row] = rowsOf(await db.execute(changesVersionSql(days)));
      return `${String(row?.changes ?? 0)}:${String(row?.newest ?? 0)}`;
    },

    /** The figures of a period's older days stored under `version`, if any instance stored them (ADR 049). */
    async storedOlderDays(period: string, version: string): Promise<unknown> {
      const [row] = await db
        .select({ figures: dashboardOlderDays.figures })
        .from(dashboardOlderDays)
        .where(and(eq(dashboardOlderDays.period, period), eq(dashboardOlderDays.version, version)));
      return row?.figures;
    },

    /** Stores the figures of a period's older days under `version`; drops those not stored for two days. */
    async storeOlderDays(period: string, version: string, figures: unknown) {
      await db
        .insert(dashboardOlderDays)
        .values({ period, version, figures })
        .onConflictDoUpdate({
          target: dashboardOlderDays.period,
          set: { version, figures, keptAt: sql`now()` },
        });
      await db
        .delete(dashboardOlderDays)
        .where(lt(dashboardOlderDays.keptAt, sql`now() - interval '2 days'`));
    },

    /** The course sales of a period, summed per course. */
    async courseSales(period: DashboardPeriod) {
      return salesOf(await db.execute(courseSalesSql(period)));
    },

    /** The best sold of `sold` with their names: at most `limit`, most units first, then by name. */
    async named(sold: CourseSales[], limit: number) {
      if (sold.length === 0) return [];
      const result = await db.execute(namedSql(sold, limit));
      return rowsOf(result).map((row) => ({
        id: String(row.id),
        name: String(row.name),
        slug: String(row.slug),
        units: Number(row.units),
        revenueCents: Number(row.revenue),
      }));
    },
  };
}
