import pg from 'pg';
import { openDatabase, truncateAll, type DbHandle } from '@curio/db';

let shared: Promise<DbHandle> | undefined;

/**
 * The worker's database: in-memory PGlite by default, or a fresh PostgreSQL database of its own
 * when DATABASE_URL is set (the same suite runs against both; CI runs both).
 */
export function testDatabase(): Promise<DbHandle> {
  shared ??= open();
  return shared;
}

async function open(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite' });
  // TEST_DB_PREFIX keeps two checkouts testing at once on one server out of each other's databases.
  const name = `${process.env.TEST_DB_PREFIX ?? 'curio_test'}_${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: target.toString() });
}

export async function resetDatabase(): Promise<void> {
  await truncateAll((await testDatabase()).db);
}
