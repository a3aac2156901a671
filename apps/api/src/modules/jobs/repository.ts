import { and, eq, isNull, sql } from 'drizzle-orm';
import { backgroundJobs, type Db } from '@curio/db';

/** Channel that wakes the job workers of every instance when a job is committed. */
export const JOBS_CHANNEL = 'curio_jobs';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAfter?: Date;
  maxAttempts?: number;
}

/** A job as a worker holds it: `attempts` counts this one. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** The worker's hold on a job: its instance and the attempt it claimed (a later claim is another hold). */
export interface JobHold {
  id: string;
  lockedBy: string;
  attempts: number;
}

const leaseInterval = (leaseMs: number) => sql`make_interval(secs => ${leaseMs / 1000})`;

/**
 * The `background_jobs` table (SQL lives here only). Every statement is a single one: on the embedded
 * database a transaction would hold its only connection, and no job ever runs inside one.
 */
export function createJobsRepository(db: Db) {
  /** Only while this hold is still the job's: a job another worker claimed since is never written. */
  const held = (hold: JobHold) =>
    and(
      eq(backgroundJobs.id, hold.id),
      eq(backgroundJobs.lockedBy, hold.lockedBy),
      eq(backgroundJobs.attempts, hold.attempts),
      isNull(backgroundJobs.finishedAt),
      isNull(backgroundJobs.failedAt),
    );

  return {
    /** Stores a job in the caller's transaction, and wakes the workers when that transaction commits. */
    async insert(job: NewJob, tx: Db = db): Promise<string> {
      const [row] = await tx
        .insert(backgroundJobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          ...(job.runAfter ? { runAfter: job.runAfter } : {}),
          ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
        })
        .returning({ id: backgroundJobs.id });
      await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
      if (!row) throw new Error('the job was not stored');
      return row.id;
    },

    /**
     * Takes the longest-due job of one of `kinds` for `lockedBy`, for `leaseMs`: locked rows are skipped, so
     * two workers never take the same job, and a job whose lease ran out (its worker died) is due again.
     */
    async claim(
      kinds: readonly string[],
      lockedBy: string,
      leaseMs: number,
    ): Promise<ClaimedJob | undefined> {
      if (kinds.length === 0) return undefined;
      const result = (await db.execute(sql`
        update ${backgroundJobs}
        set locked_until = now() + ${leaseInterval(leaseMs)}, locked_by = ${lockedBy}, attempts = attempts + 1
        where id = (
          select id from ${backgroundJobs}
          where finished_at is null and failed_at is null and run_after <= now()
            and (locked_until is null or locked_until < now())
            and kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
          order by run_after
          limit 1
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts`)) as unknown as {
        rows: {
          id: string;
          kind: string;
          payload: Record<string, unknown> | string;
          attempts: number;
          max_attempts: number;
        }[];
      };
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        id: row.id,
        kind: row.kind,
        payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
          string,
          unknown
        >,
        attempts: Number(row.attempts),
        maxAttempts: Number(row.max_attempts),
      };
    },

    /** Extends the lease while the job runs; false when the hold is gone (the lease ran out and another took it). */
    async renew(hold: JobHold, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(backgroundJobs)
        .set({ lockedUntil: sql`now() + ${leaseInterval(leaseMs)}` })
        .where(held(hold))
        .returning({ id: backgroundJobs.id });
      return rows.length > 0;
    },

    async finish(hold: JobHold): Promise<boolean> {
      const rows = await db
        .update(backgroundJobs)
        .set({ finishedAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(held(hold))
        .returning({ id: backgroundJobs.id });
      return rows.length > 0;
    },

    /** Failed this time: tried again after `delayMs`. */
    async retryLater(hold: JobHold, error: string, delayMs: number): Promise<boolean> {
      const rows = await db
        .update(backgroundJobs)
        .set({
          lockedUntil: null,
          lockedBy: null,
          lastError: error.slice(0, 1000),
          runAfter: sql`now() + ${leaseInterval(delayMs)}`,
        })
        .where(held(hold))
        .returning({ id: backgroundJobs.id });
      return rows.length > 0;
    },

    /** Given up for good (bad input, or every attempt failed). */
    async fail(hold: JobHold, error: string): Promise<boolean> {
      const rows = await db
        .update(backgroundJobs)
        .set({ failedAt: sql`now()`, lockedUntil: null, lastError: error.slice(0, 1000) })
        .where(held(hold))
        .returning({ id: backgroundJobs.id });
      return rows.length > 0;
    },

    /** Put back untried (this instance is stopping): due at once for any other worker, the attempt not counted. */
    async release(hold: JobHold): Promise<boolean> {
      const rows = await db
        .update(backgroundJobs)
        .set({
          lockedUntil: null,
          lockedBy: null,
          attempts: sql`${backgroundJobs.attempts} - 1`,
          runAfter: sql`now()`,
        })
        .where(held(hold))
        .returning({ id: backgroundJobs.id });
      return rows.length > 0;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
