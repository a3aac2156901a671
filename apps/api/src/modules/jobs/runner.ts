import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@curio/db';
import { createWorkerLoop } from '#api/lib/worker-loop.ts';
import { createJobsRepository, type ClaimedJob, type JobHold } from './repository.ts';

/** What a handler gets: the job, and a signal that aborts when the job is no longer this worker's. */
export interface JobContext {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
  /** Aborted when the app stops or the lease was lost: stop (kill child processes) and throw. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export type JobHandler = (job: JobContext) => Promise<void>;

export interface JobKindOptions {
  /** How long to wait before attempt `attempts + 1` after attempt `attempts` failed. */
  retryDelayMs?: (attempts: number) => number;
  /**
   * Called once the job is given up (a permanent failure, or the last attempt failed), with the reason
   * stored as its `last_error`: the place to tell the user what went wrong.
   */
  onGiveUp?: (job: ClaimedJob, reason: string) => Promise<void>;
}

/**
 * Thrown by a handler for a job that can never succeed (bad input): the job fails at once, its reason kept,
 * with no retry.
 */
export class PermanentJobError extends Error {}

/** The reason a job is given up with when its worker stopped (crashed) during its last attempt. */
export const JOB_INTERRUPTED = 'Stopped during its last attempt: its worker went away.';

/** Retries wait 30 s, 2 min, 8 min… up to 30 min. */
export const defaultRetryDelayMs = (attempts: number) => Math.min(30_000 * 4 ** (attempts - 1), 30 * 60_000);

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Names this worker in `locked_by` (an instance). */
  instanceId: string;
  /** Jobs run at once by this worker (JOB_CONCURRENCY). */
  concurrency: number;
  /** How long a claim holds a job; the worker renews it every quarter of it while the handler runs. */
  leaseMs?: number;
  /** The worker looks for due jobs this often by itself, besides being woken at each commit. */
  pollMs?: number;
  /** While true (the instance is draining) the worker claims nothing new. */
  paused?: () => boolean;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 5_000;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The worker of the background jobs (docs/ARCHITECTURE.md#background-jobs): it claims due jobs of the kinds
 * registered here with FOR UPDATE SKIP LOCKED and a lease, renews the lease by heartbeat while the handler
 * runs, and then marks the job done, due again after a backoff, or given up after its last attempt. A handler
 * is aborted when its lease is lost (the job is then another worker's) or the worker stops (the job is put
 * back, untried, for any worker).
 */
export function createJobRunner({
  db,
  log,
  instanceId,
  concurrency,
  leaseMs = DEFAULT_LEASE_MS,
  pollMs = DEFAULT_POLL_MS,
  paused = () => false,
}: JobRunnerOptions) {
  const repo = createJobsRepository(db);
  const kinds = new Map<string, { handler: JobHandler; options: JobKindOptions }>();
  const running = new Set<AbortController>();
  let stopping = false;

  async function giveUp(hold: JobHold, job: ClaimedJob, reason: string, options: JobKindOptions) {
    if (!(await repo.fail(hold, reason))) return;
    log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, reason }, 'job given up');
    await options.onGiveUp?.(job, reason);
  }

  /** Renews the lease every quarter of it until stopped; aborts the handler when the hold is gone. */
  function heartbeat(hold: JobHold, controller: AbortController) {
    let timer: NodeJS.Timeout | undefined;
    let heldUntil = Date.now() + leaseMs;
    const beat = async () => {
      try {
        if (await repo.renew(hold, leaseMs)) heldUntil = Date.now() + leaseMs;
        else controller.abort(new Error('lease lost'));
      } catch (err) {
        // The database did not answer: the job is still ours until the lease would have run out.
        log.warn({ err, jobId: hold.id }, 'could not renew a job lease');
        if (Date.now() >= heldUntil) controller.abort(new Error('lease lost'));
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void beat(), leaseMs / 4);
    };
    timer = setTimeout(() => void beat(), leaseMs / 4);
    return () => clearTimeout(timer);
  }

  async function run(job: ClaimedJob): Promise<void> {
    const hold: JobHold = { id: job.id, lockedBy: instanceId, attempts: job.attempts };
    const kind = kinds.get(job.kind);
    if (!kind) return; // claimed only for registered kinds
    const { handler, options } = kind;
    if (job.attempts > job.maxAttempts) {
      // Its worker stopped (crashed) during the last attempt it had.
      await giveUp(hold, job, JOB_INTERRUPTED, options);
      return;
    }
    const controller = new AbortController();
    running.add(controller);
    const stopBeating = heartbeat(hold, controller);
    const jobLog = log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    let failure: unknown;
    let failed = false;
    try {
      await handler({ ...job, signal: controller.signal, log: jobLog });
    } catch (err) {
      failed = true;
      failure = err;
    } finally {
      stopBeating();
      running.delete(controller);
    }

    if (!failed) {
      // Guarded by the hold: a job whose lease was lost meanwhile is the other worker's to record.
      if (!(await repo.finish(hold))) jobLog.warn('job finished after its lease was lost');
      return;
    }
    if (controller.signal.aborted) {
      if (stopping) {
        await repo.release(hold);
        jobLog.info('job put back: the worker is stopping');
      } else {
        jobLog.warn('job lease lost: another worker has it now');
      }
      return;
    }
    const reason = messageOf(failure);
    if (failure instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      await giveUp(hold, job, reason, options);
      return;
    }
    const delay = (options.retryDelayMs ?? defaultRetryDelayMs)(job.attempts);
    if (await repo.retryLater(hold, reason, delay))
      jobLog.warn({ err: failure, retryInMs: delay }, 'job failed; it will be tried again');
  }

  const loop = createWorkerLoop({
    concurrency,
    pollMs,
    log,
    failureMessage: 'job worker failed; it tries again shortly',
    step: async () => {
      if (stopping || paused()) return false;
      const job = await repo.claim([...kinds.keys()], instanceId, leaseMs);
      if (!job) return false;
      await run(job);
      return true;
    },
  });

  return {
    instanceId,
    /** Stores a job in the caller's transaction; any instance's worker runs it once that commits. */
    enqueue: repo.insert,
    /** The handler of a kind of job; this worker claims only the kinds registered on it. */
    register(kind: string, handler: JobHandler, options: JobKindOptions = {}) {
      if (kinds.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
      kinds.set(kind, { handler, options });
      void loop.drain();
    },
    /** Runs due jobs until none is left (the wake-up of NOTIFY; tests). */
    drain: loop.drain,
    /** Claims nothing more, aborts the handlers running (their jobs are put back) and waits for them. */
    async stop() {
      stopping = true;
      loop.stop();
      for (const controller of running) controller.abort(new Error('the worker is stopping'));
      await loop.idle();
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
