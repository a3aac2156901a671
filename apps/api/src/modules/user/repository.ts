import { eq, sql } from 'drizzle-orm';
import { users, type Db, type NewUserRow, type UserRow } from '@curio/db';

export type UserPatch = Partial<
  Pick<UserRow, 'name' | 'email' | 'phone' | 'profileImage' | 'notificationPreferences'>
>;

export function createUserRepository(db: Db) {
  // Hot path of every authenticated request: prepared once per connection. Role and disabled flag come from
  // here, not from the token, so a role change or a disabled account applies on the next request.
  const authState = db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_auth_state');
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');
  const byEmail = db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, sql.placeholder('email')))
    .prepare('user_by_email');

  return {
    async findAuthState(id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await authState.execute({ id });
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await byEmail.execute({ email: email.toLowerCase() });
      return row;
    },
    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: string, patch: UserPatch, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** New password and a new token version in one statement: every old token dies with it. */
    async setPassword(id: string, passwordHash: string, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /**
     * Makes the configured operator account exist with the admin role and the given password, enabled: the
     * way back in should the console ever leave the site without a usable admin.
     */
    async upsertAdmin(values: { email: string; name: string; phone: string; passwordHash: string }) {
      const [existing] = await byEmail.execute({ email: values.email.toLowerCase() });
      if (existing) {
        await db
          .update(users)
          .set({ role: 'admin', passwordHash: values.passwordHash, disabledAt: null, updatedAt: new Date() })
          .where(eq(users.id, existing.id));
      } else {
        await db
          .insert(users)
          .values({ ...values, role: 'admin' })
          .onConflictDoNothing();
      }
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);
