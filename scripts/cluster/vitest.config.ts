import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cluster',
    environment: 'node',
    // Real server processes behind nginx on PostgreSQL (scripts/cluster): collected only when DATABASE_URL
    // selects PostgreSQL, so a PGlite run neither runs nor reports them as skipped. REDIS_URL is passed on.
    include: process.env.DATABASE_URL ? ['test/**/*.cluster.test.ts'] : [],
    // One file at a time: each starts its own processes, and the 1 s visibility check means something only
    // on a machine that is not also starting the next file's cluster.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 360_000,
  },
});
