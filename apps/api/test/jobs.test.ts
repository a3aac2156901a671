import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundJobs } from '@curio/db';
import {
  createJobRunner,
  PermanentJobError,
  type JobHandler,
  type JobRunner,
} from '#api/modules/jobs/runner.ts';
import { useTestApp } from './helpers/app.ts';
import { testDatabase } from './helpers/database.ts';
import { useInstances } from './helpers/instances.ts';

/**
 * The background jobs (modules/jobs, ADR 032) on the worker's database (PGlite, or PostgreSQL with
 * DATABASE_URL): each job is run by one worker, a job whose worker died is run again once its lease has run
 * out, a long job keeps its lease, failures are retried and then given up, and a stopping worker puts its
 * job back.
 */
const ctx = useTestApp();
const instance = useInstances();
const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

/** A worker of its own on the test database, as another instance's would be. */
function aRunner(name: string, options: { leaseMs?: number } = {}) {
  const runner = createJobRunner({
    db: ctx.app.db,
    log: ctx.app.log,
    instanceId: name,
    concurrency: 2,
    pollMs: 100,
    ...options,
  });
  runners.push(runner);
  return runner;
}

const jobRow = async (id: string) => {
  const [row] = await (
    await testDatabase()
  ).db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
};

const enqueue = (
  runner: JobRunner,
  kind: string,
  payload: Record<string, unknown> = {},
  maxAttempts?: number,
) => ctx.app.db.transaction((tx) => runner.enqueue({ kind, payload, maxAttempts }, tx));

/** A handler that waits until the test lets it finish, or until it is aborted. */
function heldHandler() {
  const started: string[] = [];
  const aborted: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler: JobHandler = async ({ id, signal }) => {
    started.push(id);
    await new Promise<void>((resolve, reject) => {
      void released.then(resolve);
      signal.addEventListener('abort', () => {
        aborted.push(id);
        reject(signal.reason as Error);
      });
    });
  };
  return { handler, started, aborted, release };
}

describe('background jobs', () => {
  it('runs each job exactly once when two app instances work the queue', async () => {
    const ran: string[] = [];
    const apps = await Promise.all([instance({ jobConcurrency: 2 }), instance({ jobConcurrency: 2 })]);
    for (const app of apps)
      app.jobs.register('test.once', async ({ payload }) => {
        ran.push(String(payload.n));
      });
    const [first] = apps;
    if (!first) throw new Error('no instance');
    const ids = await first.db.transaction(async (tx) => {
      const stored: string[] = [];
      for (let n = 0; n < 12; n += 1) stored.push(await first.jobs.enqueue('test.once', { n }, { tx }));
      return stored;
    });

    await vi.waitFor(
      async () => {
        const rows = await Promise.all(ids.map(jobRow));
        expect(rows.every((row) => row.finishedAt !== null)).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(ran.sort((a, b) => Number(a) - Number(b))).toEqual(ids.map((_, n) => String(n)));
    for (const id of ids)
      expect(await jobRow(id)).toMatchObject({ attempts: 1, failedAt: null, lockedUntil: null });
  });

  it('stores nothing when the enqueuing transaction rolls back', async () => {
    const runner = aRunner('w1');
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await runner.enqueue({ kind: 'test.rollback', payload: {} }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { db } = await testDatabase();
    expect(await db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'test.rollback'))).toEqual(
      [],
    );
  });

  it('runs again a job whose worker died (its lease ran out), on another worker', async () => {
    const { db } = await testDatabase();
    const [crashed] = await db
      .insert(backgroundJobs)
      .values({
        kind: 'test.crashed',
        payload: {},
        attempts: 1,
        lockedBy: 'a-dead-instance',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    if (!crashed) throw new Error('not stored');
    const ran: string[] = [];
    const runner = aRunner('w2');
    runner.register('test.crashed', async ({ id }) => {
      ran.push(id);
    });
    await vi.waitFor(async () => expect((await jobRow(crashed.id)).finishedAt).not.toBeNull(), {
      timeout: 30_000,
    });
    expect(ran).toEqual([crashed.id]);
    expect(await jobRow(crashed.id)).toMatchObject({ attempts: 2, lockedBy: 'w2' });
  });

  it('keeps the lease of a job that outlives it, so no other worker takes it', async () => {
    const held = heldHandler();
    const owner = aRunner('owner', { leaseMs: 800 });
    const other = aRunner('other', { leaseMs: 800 });
    const otherRan: string[] = [];
    owner.register('test.long', held.handler);
    const id = await enqueue(owner, 'test.long');
    await vi.waitFor(() => expect(held.started).toEqual([id]), { timeout: 30_000 });
    other.register('test.long', async (job) => {
      otherRan.push(job.id);
    });

    // Renewed several times past the first lease while it runs.
    const first = (await jobRow(id)).lockedUntil?.getTime() ?? 0;
    await vi.waitFor(
      async () => expect((await jobRow(id)).lockedUntil?.getTime() ?? 0).toBeGreaterThan(first + 1_000),
      { timeout: 30_000, interval: 100 },
    );
    await other.drain();
    expect(otherRan).toEqual([]);

    held.release();
    await vi.waitFor(async () => expect((await jobRow(id)).finishedAt).not.toBeNull(), { timeout: 30_000 });
    expect(held.aborted).toEqual([]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lockedBy: 'owner' });
  });

  it('aborts the handler of a job whose lease was lost, and leaves the job to its new worker', async () => {
    const held = heldHandler();
    const runner = aRunner('loser', { leaseMs: 800 });
    runner.register('test.lost', held.handler);
    const id = await enqueue(runner, 'test.lost');
    await vi.waitFor(() => expect(held.started).toEqual([id]), { timeout: 30_000 });

    // Another worker took it (as it would once a stalled worker's lease ran out).
    const { db } = await testDatabase();
    await db
      .update(backgroundJobs)
      .set({ lockedBy: 'taker', attempts: 2, lockedUntil: sql`now() + interval '1 hour'` })
      .where(eq(backgroundJobs.id, id));
    await vi.waitFor(() => expect(held.aborted).toEqual([id]), { timeout: 30_000 });
    expect(await jobRow(id)).toMatchObject({
      lockedBy: 'taker',
      attempts: 2,
      finishedAt: null,
      failedAt: null,
    });
  });

  it('retries a failing job with backoff, then gives it up with its last error', async () => {
    const givenUp: string[] = [];
    let tries = 0;
    const runner = aRunner('w3');
    runner.register(
      'test.flaky',
      async () => {
        tries += 1;
        throw new Error(`try ${String(tries)} failed`);
      },
      { retryDelayMs: () => 0, onGiveUp: async (job, reason) => void givenUp.push(`${job.id}: ${reason}`) },
    );
    const id = await enqueue(runner, 'test.flaky', {}, 3);
    await vi.waitFor(async () => expect((await jobRow(id)).failedAt).not.toBeNull(), { timeout: 30_000 });
    expect(tries).toBe(3);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, lastError: 'try 3 failed', finishedAt: null });
    expect(givenUp).toEqual([`${id}: try 3 failed`]);
  });

  it('waits the backoff before the next attempt', async () => {
    const runner = aRunner('w4');
    runner.register('test.later', async () => {
      throw new Error('not yet');
    });
    const id = await enqueue(runner, 'test.later');
    await vi.waitFor(async () => expect((await jobRow(id)).lastError).toBe('not yet'), { timeout: 30_000 });
    const row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 1, lockedBy: null, failedAt: null });
    expect(row.runAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it('fails a job at once on a permanent failure, with its reason', async () => {
    let tries = 0;
    const runner = aRunner('w5');
    runner.register('test.bad-input', async () => {
      tries += 1;
      throw new PermanentJobError('the file is not a video');
    });
    const id = await enqueue(runner, 'test.bad-input');
    await vi.waitFor(async () => expect((await jobRow(id)).failedAt).not.toBeNull(), { timeout: 30_000 });
    expect(tries).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lastError: 'the file is not a video' });
  });

  it('a stopping worker aborts its job and puts it back, untried, for another worker', async () => {
    const held = heldHandler();
    const stopping = aRunner('stopping');
    stopping.register('test.stop', held.handler);
    const id = await enqueue(stopping, 'test.stop');
    await vi.waitFor(() => expect(held.started).toEqual([id]), { timeout: 30_000 });

    await stopping.stop();
    expect(held.aborted).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ attempts: 0, lockedBy: null, finishedAt: null, failedAt: null });

    const next = aRunner('next');
    next.register('test.stop', async () => undefined);
    await vi.waitFor(async () => expect((await jobRow(id)).finishedAt).not.toBeNull(), { timeout: 30_000 });
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lockedBy: 'next' });
  });
});
