import { describe, expect, it } from 'vitest';
import { createSemaphore } from '#api/lib/semaphore.ts';

class Busy extends Error {}

/** A task that runs until `finish()` is called (before or after it starts), and says whether it started. */
function aTask() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const task = {
    hasStarted: false,
    finish: () => resolve(),
    run: () => {
      task.hasStarted = true;
      return promise;
    },
  };
  return task;
}

describe('createSemaphore', () => {
  it('runs `concurrency` tasks, queues the next ones in order, and refuses past the queue', async () => {
    const semaphore = createSemaphore({ concurrency: 1, queue: 2, waitMs: 60_000 }, () => new Busy());
    const [first, second, third] = [aTask(), aTask(), aTask()];
    const runs = [first, second, third].map((task) => semaphore.run(task.run));
    expect([semaphore.active, semaphore.waiting]).toEqual([1, 2]);
    await expect(semaphore.run(aTask().run)).rejects.toBeInstanceOf(Busy);

    await Promise.resolve();
    expect([first.hasStarted, second.hasStarted, third.hasStarted]).toEqual([true, false, false]);
    first.finish();
    await runs[0];
    expect([second.hasStarted, third.hasStarted]).toEqual([true, false]);
    second.finish();
    await runs[1];
    third.finish();
    await runs[2];
    expect([semaphore.active, semaphore.waiting]).toEqual([0, 0]);
  });

  it('refuses a task whose wait runs out, and frees its place in the queue', async () => {
    const semaphore = createSemaphore({ concurrency: 1, queue: 1, waitMs: 0 }, () => new Busy());
    const running = aTask();
    const run = semaphore.run(running.run);
    await expect(semaphore.run(aTask().run)).rejects.toBeInstanceOf(Busy);
    expect(semaphore.waiting).toBe(0);
    running.finish();
    await run;
  });

  it('frees the turn when a task fails', async () => {
    const semaphore = createSemaphore({ concurrency: 1, queue: 0, waitMs: 0 }, () => new Busy());
    await expect(semaphore.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow(
      'broken image',
    );
    expect(semaphore.active).toBe(0);
    await expect(semaphore.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('starts waiting tasks at once when the limit is raised', async () => {
    const semaphore = createSemaphore({ concurrency: 1, queue: 1, waitMs: 60_000 }, () => new Busy());
    const [first, second] = [aTask(), aTask()];
    const runs = [semaphore.run(first.run), semaphore.run(second.run)];
    semaphore.configure({ concurrency: 2 });
    expect([semaphore.active, semaphore.waiting]).toEqual([2, 0]);
    first.finish();
    second.finish();
    await Promise.all(runs);
  });
});
