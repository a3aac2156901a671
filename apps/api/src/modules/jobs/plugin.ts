import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@curio/db';
import { JOBS_CHANNEL } from './repository.ts';
import { createJobRunner, type JobHandler, type JobKindOptions } from './runner.ts';

export interface EnqueueOptions {
  /** The transaction of the change that needs the job: the job exists exactly when the change commits. */
  tx: Db;
  /** Not before then (default: at once). */
  runAfter?: Date;
  /** Attempts before the job is given up (default 3). */
  maxAttempts?: number;
}

export interface Jobs {
  /** This instance's name in `background_jobs.locked_by`. */
  readonly instanceId: string;
  /** Stores a job; a worker of any instance with a handler for `kind` runs it once `tx` commits. */
  enqueue(kind: string, payload: Record<string, unknown>, options: EnqueueOptions): Promise<string>;
  /** Handles `kind` on this instance (register before the app is ready; once per kind). */
  register(kind: string, handler: JobHandler, options?: JobKindOptions): void;
  /** Runs every due job and resolves when none is left (the worker does it itself; tests). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * Durable background jobs, decorated as `app.jobs` (docs/ARCHITECTURE.md#background-jobs, ADR 032). A job is
 * a row of `background_jobs` written in the transaction of the change that needs it; every instance runs a
 * worker (`runner.ts`, JOB_CONCURRENCY jobs at once) woken by `NOTIFY curio_jobs` at commit and every few
 * seconds. On shutdown the worker claims nothing more and aborts the jobs in hand, which go back to the queue.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const instanceId = `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
  const runner = createJobRunner({
    db: app.db,
    log: app.log,
    instanceId,
    concurrency: app.config.jobConcurrency,
    paused: () => app.lifecycle.draining,
  });

  app.decorate('jobs', {
    instanceId,
    enqueue: (kind, payload, { tx, runAfter, maxAttempts }) =>
      runner.enqueue({ kind, payload, runAfter, maxAttempts }, tx),
    register: runner.register,
    drain: runner.drain,
  } satisfies Jobs);

  const unsubscribe = await app.dbHandle.subscribe(JOBS_CHANNEL, {
    onMessage: () => void runner.drain(),
    onReset: () => void runner.drain(),
    onError: (err) => app.log.warn({ err: { message: err.message } }, 'job wake-up channel error'),
  });

  // Jobs left due by a previous run (or another instance) start once the app is ready.
  app.addHook('onReady', async () => void runner.drain());
  app.addHook('onClose', async () => {
    await unsubscribe();
    await runner.stop();
  });
});
