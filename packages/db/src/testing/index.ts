// `@curio/db/testing`: helpers for tests that write fixtures straight to a database.
export * from './factories.ts';
export * from './learning.ts';
