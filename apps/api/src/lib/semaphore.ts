/** How many tasks may run at once, and how many may wait (and for how long) once they all run. */
export interface SemaphoreLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a turn; one more is refused at once. */
  queue: number;
  /** How long a task waits for its turn before it is refused. */
  waitMs: number;
}

/**
 * A counting semaphore with a bounded queue: at most `concurrency` tasks run, up to `queue` wait in turn
 * (first come, first served), and anything past that is refused with `refuse()` instead of piling up.
 */
export interface Semaphore {
  /** Runs `task` when a turn is free; rejects with `refuse()` when the queue is full or the wait runs out. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Changes the limits; tasks already running or waiting keep their turn. */
  configure: (limits: Partial<SemaphoreLimits>) => void;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a turn now. */
  readonly waiting: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export function createSemaphore(initial: SemaphoreLimits, refuse: () => Error): Semaphore {
  const limits = { ...initial };
  let active = 0;
  const waiters: Waiter[] = [];

  const startNext = () => {
    while (active < limits.concurrency) {
      const next = waiters.shift();
      if (!next) return;
      clearTimeout(next.timer);
      next.start();
    }
  };

  /** Resolves when this caller holds a turn (counted in `active`). */
  const acquire = (): Promise<void> => {
    if (active < limits.concurrency && waiters.length === 0) {
      active += 1;
      return Promise.resolve();
    }
    if (waiters.length >= limits.queue) return Promise.reject(refuse());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          active += 1;
          resolve();
        },
        timer: setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(refuse());
        }, limits.waitMs).unref(),
      };
      waiters.push(waiter);
    });
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        active -= 1;
        startNext();
      }
    },
    configure(next) {
      Object.assign(limits, next);
      startNext();
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
