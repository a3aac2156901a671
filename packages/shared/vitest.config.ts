import { defineProject } from 'vitest/config';

export default defineProject({
  // testTimeout: a bound for a busy machine; no test waits for time.
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
