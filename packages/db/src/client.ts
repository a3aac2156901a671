import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPglite, listenPostgres, type ChannelHandlers, type Unsubscribe } from './notify.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers speak the PostgreSQL dialect; queries are written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A write not yet run (an insert, update or delete without `returning`): `await` it, or put it into another
 * statement as one of its parts, so both commit or fail together at one round trip's cost (ADR 050).
 */
export type Write = TypedQueryBuilder<undefined>;

/**
 * The rows of what `db.execute` answered: node-postgres and PGlite both answer `{ rows }`, which drizzle's
 * type of `Db` leaves to the driver.
 */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

const dialect = new PgDialect();

/**
 * A statement written in SQL (`sql`, its values as `sql.placeholder`s), prepared as drizzle prepares a
 * builder: built once, and planned once per connection under `name`. For a statement a write runs on every
 * request, where PostgreSQL's planning costs more than its execution (ADR 050). It runs on `db`'s pool, or
 * in the transaction `tx` when given, on that transaction's connection.
 */
export function preparedSql<T>(db: Db, name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const onPool = db._.session.prepareQuery(built, undefined, name, false);
  return async (values: Record<string, unknown>, tx?: Db): Promise<T[]> => {
    const statement = tx ? tx._.session.prepareQuery(built, undefined, name, false) : onPool;
    return rowsOf<T>(await statement.execute(values));
  };
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; used by /readyz. */
  ping(): Promise<void>;
  /** NOTIFY: every process listening on the channel, this one included, hears the payload (< 8000 bytes). */
  publish(channel: string, payload: string): Promise<void>;
  /** LISTEN, with reconnection (`notify.ts`); the returned function stops listening. */
  subscribe(channel: string, handlers: ChannelHandlers): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export type DbTarget =
  | { kind: 'postgres'; url: string }
  // dataDir undefined → in-memory (tests).
  | { kind: 'pglite'; dataDir?: string };

/** A PostgreSQL connection failed outside any query's own error path. */
export interface DbConnectionErrorContext {
  /**
   * 'idle': the connection sat in the pool; the pool drops it and opens a new one when next needed.
   * 'in-use': a request held it (a transaction); that request's query fails, and the pool drops the
   * connection when it is handed back.
   */
  connection: 'idle' | 'in-use';
}

/** An error from the driver; `code` is PostgreSQL's SQLSTATE when the server sent one (57P01: terminated). */
export type DbConnectionError = Error & { code?: string };

export interface OpenDatabaseOptions {
  /**
   * Told about every connection that died (backend terminated, server restarted, network gone). Must not
   * throw. Default: one console.warn line. The process keeps running either way.
   */
  onError?: (err: DbConnectionError, context: DbConnectionErrorContext) => void;
}

const warnOnConsole: NonNullable<OpenDatabaseOptions['onError']> = (err, { connection }) =>
  console.warn(
    `[curio] database connection lost (${connection}): ${err.message}` +
      `${err.code ? ` (${err.code})` : ''}; the pool will reconnect`,
  );

/**
 * A pool that survives dropped connections. node-postgres emits `error` on a client whose connection dies,
 * and on the pool for a client that died while idle in it; an `error` event nobody listens to ends the
 * process. The pool already discards a dead idle client, and a dead checked-out one when it is released (it
 * is no longer queryable), so listening is all it takes: each connection is reported once.
 */
function resilientPool(url: string, onError: NonNullable<OpenDatabaseOptions['onError']>): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that does not answer fails the request (and /readyz) instead of holding it forever.
    // Also bounds the wait for a free connection when all ten are busy.
    connectionTimeoutMillis: 10_000,
    // Notices a peer that vanished without closing the connection (failover, network partition).
    keepAlive: true,
    // An idle connection stays open for ten minutes (node-postgres closes it after ten seconds by default). A
    // new one costs its start, and each statement it runs first costs it its caches and the first touch of
    // every page it reads: tens of milliseconds for a search at a business's size (docs/performance.md).
    // Requests more than ten seconds apart (a quiet hour, an operator's console) would pay that on most of them.
    idleTimeoutMillis: 10 * 60_000,
    // No JIT compilation: a web request's statements run for milliseconds, and PostgreSQL compiles any whose
    // estimated cost passes a threshold, which a statement over a large table does even when it reads a few
    // pages (the dashboard's orders by day: 13 ms compiling, 5 ms running; ADR 044).
    options: '-c jit=off',
  });
  const inUse = new WeakSet<pg.PoolClient>();
  const reported = new WeakSet<pg.PoolClient>();
  const report = (
    err: DbConnectionError,
    client: pg.PoolClient,
    connection: DbConnectionErrorContext['connection'],
  ) => {
    if (reported.has(client)) return; // its 'Connection terminated unexpectedly' after the server's own message
    reported.add(client);
    try {
      onError(err, { connection });
    } catch {
      // A failing logger must not turn a dropped connection into a crash.
    }
  };
  pool.on('connect', (client) => {
    // Always attached, so an error on a checked-out client (which the pool does not listen to) cannot crash.
    // Idle clients are reported by the pool's own 'error' event below.
    client.on('error', (err: DbConnectionError) => {
      if (inUse.has(client)) report(err, client, 'in-use');
    });
  });
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err, client) => inUse.delete(client));
  pool.on('error', (err: DbConnectionError, client) => report(err, client, 'idle'));
  return pool;
}

/**
 * Opens the database and applies the committed migrations. The only driver-specific code in
 * the project lives here: everything above it uses the same drizzle queries (ADR 001).
 */
export async function openDatabase(target: DbTarget, options: OpenDatabaseOptions = {}): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const pool = resilientPool(target.url, options.onError ?? warnOnConsole);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      publish: async (channel, payload) =>
        void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
      subscribe: (channel, handlers) => listenPostgres(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  // pg_trgm: the console's searches read trigram indexes (migration 0019, ADR 042).
  const client = new PGlite({ dataDir: target.dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    publish: async (channel, payload) =>
      void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    subscribe: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}
