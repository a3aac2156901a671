import type { FastifyBaseLogger } from 'fastify';

export interface WorkerLoopOptions {
  /**
   * Claims one due item and handles it; answers false when none was due. Errors it lets through are logged
   * and end that lane's drain (the next wake-up or tick starts another).
   */
  step: () => Promise<boolean>;
  /** Items handled at once: each lane claims and handles one item at a time. */
  concurrency?: number;
  /** The loop looks for due items this often by itself, besides the wake-ups `drain` gets. */
  pollMs: number;
  /** Other periodic work of the worker, run on the same timer (a purge of old rows). */
  onTick?: () => void;
  log: FastifyBaseLogger;
  /** Says what failed in the log: 'mail worker failed; it tries again shortly'. */
  failureMessage: string;
}

export interface WorkerLoop {
  /**
   * Claims and handles due items until none is left, in up to `concurrency` lanes; a call while lanes are
   * busy makes each of them look again before it stops, so an item committed meanwhile is never missed.
   * Resolves once every lane has stopped.
   */
  drain(): Promise<void>;
  /** Takes no more items and stops the timer; `idle()` then waits for the items in hand. */
  stop(): void;
  readonly stopped: boolean;
  /** Resolves once the lanes under way (if any) have finished. */
  idle(): Promise<void>;
}

/**
 * The loop of a worker that every instance runs over a table of due work (the mail outbox, the background
 * jobs): woken by a NOTIFY at commit (`drain`) and every `pollMs` by itself, it claims items with short
 * statements (FOR UPDATE SKIP LOCKED, so each goes to one instance) through `step`, which also handles them.
 * docs/ARCHITECTURE.md#where-each-kind-of-code-goes names its two users.
 */
export function createWorkerLoop({
  step,
  concurrency = 1,
  pollMs,
  onTick,
  log,
  failureMessage,
}: WorkerLoopOptions): WorkerLoop {
  let stopped = false;
  /** Set by every drain call: a lane that found nothing looks once more when it was called meanwhile. */
  let lookAgain = false;
  const lanes = new Set<Promise<void>>();
  let all: Promise<void> | undefined;

  async function lane(): Promise<void> {
    while (!stopped) {
      lookAgain = false;
      const handled = await step();
      if (!handled && !lookAgain) return;
    }
  }

  const drain = (): Promise<void> => {
    lookAgain = true;
    while (!stopped && lanes.size < concurrency) {
      const running: Promise<void> = lane()
        .catch((err: unknown) => log.error({ err }, failureMessage))
        .finally(() => lanes.delete(running));
      lanes.add(running);
      all = undefined;
    }
    all ??= waitForLanes();
    return all;
  };

  async function waitForLanes(): Promise<void> {
    // Lanes started while waiting are waited for too.
    while (lanes.size > 0) await Promise.all([...lanes]);
  }

  const timer = setInterval(() => {
    void drain();
    onTick?.();
  }, pollMs);
  timer.unref();

  return {
    drain,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    get stopped() {
      return stopped;
    },
    idle: waitForLanes,
  };
}
