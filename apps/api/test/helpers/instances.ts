import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import type { Config } from '#api/config.ts';
import { createTestApp, type TestAppOptions } from './app.ts';

export { eventually } from './polling.ts';

/**
 * Several app instances on the worker's database, as several processes behind a load balancer would run
 * (ADR 017). Each test's instances are closed after it.
 */
export function useInstances() {
  const started: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((app) => app.close()));
  });
  return async function instance(
    overrides: Partial<Config> = {},
    options: TestAppOptions = {},
  ): Promise<FastifyInstance> {
    const app = await createTestApp({ jwtSecret: undefined, ...overrides }, options);
    started.push(app);
    return app;
  };
}

/** A TCP port nothing listens on (just now): for a server a test starts, or one it expects to be down. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
