import { sql } from 'drizzle-orm';
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
  if (!process.env.DATABASE_URL) return openDatabase({ kind: 'pglite' });
  // TEST_DB_PREFIX keeps two checkouts testing at once on one server out of each other's databases.
  const name = `${process.env.TEST_DB_PREFIX ?? 'curio_test'}_${process.env.VITEST_POOL_ID ?? '0'}`;
  return openDatabase({ kind: 'postgres', url: await freshDatabase(name) });
}

/**
 * Drops the database `name` on DATABASE_URL's server if it is there, creates it empty and answers its URL
 * (the API suite's worker databases, the cluster suite's per file).
 */
export async function freshDatabase(name: string, applicationName?: string): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('a PostgreSQL database needs DATABASE_URL');
  const admin = new pg.Client({ connectionString: url, application_name: applicationName });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function resetDatabase(): Promise<void> {
  await truncateAll((await testDatabase()).db);
}

/**
 * A connection of the test's own to the worker's PostgreSQL database, outside the app's pool (to hold a
 * lock, to write beside the app, to terminate the app's backends). PostgreSQL only.
 */
export async function ownConnection(applicationName: string): Promise<pg.Client> {
  const { db } = await testDatabase();
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  const client = new pg.Client({ connectionString: url.toString(), application_name: applicationName });
  await client.connect();
  return client;
}
