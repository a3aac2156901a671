import { asc, desc, eq, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { courses, jobApplications, leads, orders, trainerApplications, users, type Db } from '@curio/db';
import { ilikeContains, ilikeStartsWith } from '#api/lib/console-list.ts';
import { orderReferenceMatch } from '#api/modules/commerce/index.ts';

type InboxTable = typeof leads | typeof jobApplications | typeof trainerApplications;

/** Matches whose text starts with `q` come before those that only contain it. */
const startsFirst = (column: AnyColumn, q: string) => desc(ilikeStartsWith(column, q));

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

    /** Accounts of every role by name or email. */
    users: (q: string, limit: number) =>
      db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(or(ilikeContains(users.name, q), ilikeContains(users.email, q)))
        .orderBy(startsFirst(users.name, q), asc(users.name), asc(users.id))
        .limit(limit),

    /** Each inbox's enquiries or applications by name or email, newest first. */
    leads: (q: string, limit: number) => inbox(leads, q, limit),
    jobApplications: (q: string, limit: number) => inbox(jobApplications, q, limit),
    trainerApplications: (q: string, limit: number) => inbox(trainerApplications, q, limit),
  };
}
