import { and, asc, desc, eq, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { courses, jobApplications, leads, orders, trainerApplications, users, type Db } from '@curio/db';
import { ilikeContains, ilikeStartsWith, startsPattern } from '#api/lib/console-list.ts';
import { orderReferenceMatch } from '#api/modules/commerce/index.ts';

type InboxTable = typeof leads | typeof jobApplications | typeof trainerApplications;

/** Matches whose text starts with `q` come before those that only contain it. */
const startsFirst = (column: AnyColumn, q: string) => desc(ilikeStartsWith(column, q));

/**
 * How many of the newest accounts the users group tests before it asks the trigram indexes (ADR 046): a text
 * in more than one account of about four hundred finds its hits among them.
 */
export const NEWEST_ACCOUNTS_READ_FIRST = 2_000;

/** The columns of an account a search tests, in the table or in a subquery of it. */
interface AccountText {
  name: AnyColumn;
  email: AnyColumn;
}

type AccountFilter = (account: AccountText) => SQL | undefined;

/** What the users group shows of an account, all in the covering index `users_newest_idx`. */
const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

/**
 * The users group's two tiers (ADR 046): accounts whose name starts with `q`, then the others whose name or
 * email contains it.
 */
export function accountTiers(q: string): { starting: AccountFilter; containing: AccountFilter } {
  const starting = (account: AccountText) => sql`lower(${account.name}) like lower(${startsPattern(q)})`;
  const containing = (account: AccountText) =>
    and(or(ilikeContains(account.name, q), ilikeContains(account.email, q)), not(starting(account)));
  return { starting, containing };
}

/**
 * A tier's `limit` newest accounts, as the planner finds cheapest: the newest read in order until `limit`
 * match, or, for a text in few accounts, every match from the tier's own index (the prefix index for
 * `starting`, whose estimates the planner reads off its statistics; the trigram indexes for `containing`),
 * sorted.
 */
export const newestMatches = (db: Db, where: AccountFilter, limit: number) =>
  db
    .select(accountColumns)
    .from(users)
    .where(where(users))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);

/**
 * A tier's first `limit` matches among the newest NEWEST_ACCOUNTS_READ_FIRST accounts, tested in the covering
 * index alone. When `limit` of them match, no older account can come before them, whatever the planner would
 * have estimated for the text.
 */
export function matchesAmongNewest(db: Db, where: AccountFilter, limit: number) {
  const newest = db
    .select(accountColumns)
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(NEWEST_ACCOUNTS_READ_FIRST)
    .as('newest');
  return db
    .select()
    .from(newest)
    .where(where(newest))
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(limit);
}

/**
 * The console search's reads (SQL lives here only): at most `limit` rows of each kind, the best first. Each
 * query stands alone, so a group the caller may not open is never read.
 */
export function createConsoleSearchRepository(db: Db) {
  const inbox = (table: InboxTable, q: string, limit: number) =>
    db
      .select({ id: table.id, name: table.name, email: table.email, createdAt: table.createdAt })
      .from(table)
      .where(or(ilikeContains(table.name, q), ilikeContains(table.email, q)))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit);

  return {
    /** Courses of every status by name or slug. */
    courses: (q: string, limit: number) =>
      db
        .select({ id: courses.id, name: courses.name, slug: courses.slug, status: courses.status })
        .from(courses)
        .where(or(ilikeContains(courses.name, q), ilikeContains(courses.slug, q)))
        .orderBy(startsFirst(courses.name, q), asc(courses.name), asc(courses.id))
        .limit(limit),

    /**
     * Orders by their reference ('CUR-1A2B…' or its start) or their learner's email, newest first. Two
     * statements, each on its own index (a range of the primary key; the email's trigram index, then the
     * learner's orders), merged here: one OR across the two tables would read every order (ADR 042).
     */
    async orders(q: string, limit: number) {
      const matching = (where: SQL) =>
        db
          .select({ id: orders.id, status: orders.status, email: users.email, createdAt: orders.createdAt })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit);
      const found = (
        await Promise.all([matching(orderReferenceMatch(q)), matching(ilikeContains(users.email, q))])
      ).flat();
      const byId = new Map(found.map((row) => [row.id, row]));
      return [...byId.values()]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, limit);
    },

    /**
     * Accounts of every role by name or email: those whose name starts with `q` first, then the others that
     * contain it in their name or email, each newest first (ADR 046).
     */
    async users(q: string, limit: number) {
      const tiers = accountTiers(q);
      const starting = await newestMatches(db, tiers.starting, limit);
      const needed = limit - starting.length;
      if (needed === 0) return starting;
      // The trigram indexes' estimates for a text are rough: the newest accounts are tested first.
      const amongNewest = await matchesAmongNewest(db, tiers.containing, needed);
      const containing =
        amongNewest.length === needed ? amongNewest : await newestMatches(db, tiers.containing, needed);
      return [...starting, ...containing];
    },

    /** Each inbox's enquiries or applications by name or email, newest first. */
    leads: (q: string, limit: number) => inbox(leads, q, limit),
    jobApplications: (q: string, limit: number) => inbox(jobApplications, q, limit),
    trainerApplications: (q: string, limit: number) => inbox(trainerApplications, q, limit),
  };
}
