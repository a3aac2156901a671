import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { orders, users, type Db, type UserRow } from '@curio/db';
import type { z } from 'zod';
import type { TRole, ZAdminUserListQuery } from '@curio/shared';
import {
  pageWithTotal,
  ilikeContains,
  pageWindow,
  sortOrder,
  matchingRows,
  type ListTotal,
} from '#api/lib/console-list.ts';
import { isVersion } from '#api/lib/versions.ts';

export type AdminUserListQuery = z.output<typeof ZAdminUserListQuery>;

const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  // A correlated count on orders_user_created_idx: only the page's users are counted. The names are spelled
  // out: drizzle leaves a single-table select's columns unqualified, and a bare "id" there is the order's.
  orderCount:
    sql<number>`(select count(*) from ${orders} as users_orders where users_orders.user_id = "users"."id")`.mapWith(
      Number,
    ),
};

export type AdminUserRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phone' | 'role' | 'disabledAt' | 'createdAt' | 'updatedAt'
> & { orderCount: number };

// Emails are stored lower-cased: lower(email) sorts as email does, on users_email_lower_idx.
const SORTABLE = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  createdAt: users.createdAt,
};

function listFilter({ q, role, status }: AdminUserListQuery): SQL | undefined {
  return and(
    role ? eq(users.role, role) : undefined,
    status === 'disabled' ? isNotNull(users.disabledAt) : undefined,
    status === 'active' ? isNull(users.disabledAt) : undefined,
    q
      ? or(ilikeContains(users.name, q), ilikeContains(users.email, q), ilikeContains(users.phone, q))
      : undefined,
  );
}

/** Accounts as the console's users page reads and changes them (SQL lives here only). */
export function createStaffRepository(db: Db) {
  /** The list's statements as query builders (ADR 042): one page, and the rows its capped total counts. */
  function listQueries(query: AdminUserListQuery) {
    const where = listFilter(query);
    const { limit, offset } = pageWindow(query);
    return {
      page: db
        .select(adminUserColumns)
        .from(users)
        .where(where)
        .orderBy(sortOrder(query.sort, SORTABLE, desc(users.createdAt)), asc(users.id))
        .limit(limit)
        .offset(offset),
      matching: matchingRows(db, users, where),
    };
  }

  return {
    listQueries,

    /** One page of users matching the filters, and how many match (capped, ADR 042). */
    list: (query: AdminUserListQuery): Promise<{ rows: AdminUserRow[] } & ListTotal> =>
      pageWithTotal(db, listQueries(query)),

    async findById(id: string, tx: Db = db): Promise<AdminUserRow | undefined> {
      const [row] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * The ids of the enabled admins, locked until the transaction ends: two admins demoting or disabling
     * each other at the same moment take turns, so the second sees the first's change (there is
     * always an admin left). Locked in id order, so two such transactions cannot deadlock.
     */
    async lockEnabledAdmins(tx: Db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Changes the account only while it still has `version`; false when it has moved on (a stale edit). */
    async update(
      id: string,
      patch: { role?: TRole; disabledAt?: Date | null; revokeTokens?: boolean },
      version: string,
      tx: Db = db,
    ): Promise<boolean> {
      const { revokeTokens = false, ...columns } = patch;
      const rows = await tx
        .update(users)
        .set({
          ...columns,
          updatedAt: new Date(),
          // Tokens carry the version they were issued at: moving it on makes every one of them invalid for
          // good.
          ...(revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(and(eq(users.id, id), isVersion(users.updatedAt, version)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}
