import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // *.pg.test.ts exercise PostgreSQL itself (its backends, its pool): collected only when DATABASE_URL
    // selects it, so a PGlite run neither runs nor reports them as skipped.
    exclude: process.env.DATABASE_URL ? [] : ['test/**/*.pg.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // One migrated database per worker, shared by the files that worker runs (ADR 001):
    // modules stay loaded between files so the database singleton survives.
    isolate: false,
    pool: 'forks',
    maxWorkers: 2,
    // Bounds for a machine whose cores are busy with other work (a worker's first PGlite migration takes a
    // minute there); no test waits for time.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
