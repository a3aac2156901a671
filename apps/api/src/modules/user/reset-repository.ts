import { and, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { passwordResets, type Db } from '@curio/db';

const t = passwordResets;

/**
 * The counts of a row whose window (RATE_LIMIT_OTP_*_DAILY_MAX's) is over start again: a window that began
 * `windowMs` ago or earlier is replaced by one that begins now. `restart(fresh, current)` picks per column.
 */
function windowOf(windowMs: number) {
  const now = new Date();
  const stale = sql`${t.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
  const restart = (fresh: unknown, current: unknown): SQL =>
    sql`case when ${stale} then ${fresh} else ${current} end`;
  return { now, stale, restart, windowStartedAt: restart(now, t.windowStartedAt) };
}

/**
 * Password resets per email key (ADR 020). Every method is one statement, and a registered address and an
 * unknown one run the same ones.
 */
export function createResetRepository(db: Db) {
  return {
    async find(emailKey: string) {
      const [row] = await db.select().from(t).where(eq(t.emailKey, emailKey));
      return row;
    },

    /**
     * Counts a code in the window and, while the count is within `max`, makes it the live code (the
     * previous one dies). Returns the count, this code included.
     */
    async saveCode(
      opts: { emailKey: string; codeHash: string; expiresAt: Date; windowMs: number; max: number },
      tx: Db = db,
    ): Promise<number> {
      const w = windowOf(opts.windowMs);
      const isWithinMax = sql`(${w.stale} or ${t.codesSent} < ${opts.max})`;
      const [row] = await tx
        .insert(t)
        .values({
          emailKey: opts.emailKey,
          codeHash: opts.codeHash,
          codeExpiresAt: opts.expiresAt,
          windowStartedAt: w.now,
          codesSent: 1,
        })
        .onConflictDoUpdate({
          target: t.emailKey,
          set: {
            codeHash: sql`case when ${isWithinMax} then excluded.code_hash else ${t.codeHash} end`,
            codeExpiresAt: sql`case when ${isWithinMax} then excluded.code_expires_at else ${t.codeExpiresAt} end`,
            codesSent: w.restart(1, sql`${t.codesSent} + 1`),
            wrongGuesses: w.restart(0, t.wrongGuesses),
            windowStartedAt: w.windowStartedAt,
          },
        })
        .returning({ codesSent: t.codesSent });
      if (!row) throw new Error('upsert returned no row');
      return row.codesSent;
    },

    /** Counts a wrong guess in the window, whatever the code; returns the window's count. */
    async countWrongGuess(emailKey: string, windowMs: number): Promise<number> {
      const w = windowOf(windowMs);
      const [row] = await db
        .insert(t)
        .values({ emailKey, windowStartedAt: w.now, wrongGuesses: 1 })
        .onConflictDoUpdate({
          target: t.emailKey,
          set: {
            wrongGuesses: w.restart(1, sql`${t.wrongGuesses} + 1`),
            codesSent: w.restart(0, t.codesSent),
            windowStartedAt: w.windowStartedAt,
          },
        })
        .returning({ wrongGuesses: t.wrongGuesses });
      if (!row) throw new Error('upsert returned no row');
      return row.wrongGuesses;
    },

    /** Atomically takes the live code: two concurrent right guesses cannot both win. Clears the guesses. */
    async consumeCode(emailKey: string, codeHash: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(t)
        .set({ codeHash: null, codeExpiresAt: null, wrongGuesses: 0 })
        .where(and(eq(t.emailKey, emailKey), eq(t.codeHash, codeHash), gt(t.codeExpiresAt, new Date())))
        .returning({ emailKey: t.emailKey });
      return rows.length === 1;
    },

    /** The owner logged in with their password: wrong codes others sent no longer lock the reset. */
    async clearWrongGuesses(emailKey: string) {
      await db.update(t).set({ wrongGuesses: 0 }).where(eq(t.emailKey, emailKey));
    },

    /** Drops the rows whose window is over and whose code is dead: the table holds about a day of resets. */
    async prune(windowMs: number) {
      const now = new Date();
      await db
        .delete(t)
        .where(
          and(
            lte(t.windowStartedAt, new Date(now.getTime() - windowMs)),
            or(isNull(t.codeExpiresAt), lt(t.codeExpiresAt, now)),
          ),
        );
    },
  };
}

export type ResetRepository = ReturnType<typeof createResetRepository>;
