import { defineProject } from 'vitest/config';

// The repository's tooling: the lint boundaries (scripts/lint) and the web build's own plugins.
export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['**/*.test.ts', '../../apps/web/vite-plugins/**/*.test.ts'],
    // A bound for a busy machine, not an expectation: linting one planted file takes seconds.
    testTimeout: 180_000,
  },
});
