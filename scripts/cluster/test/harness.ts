import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Db } from '@curio/db';
import type { TCart, TOrder } from '@curio/shared';
import { startCluster, unusedPorts, type Cluster } from '../cluster.ts';
import { freshDatabase } from '../../../apps/api/test/helpers/database.ts';
import { orderFor } from '../../../apps/api/test/helpers/order-request.ts';
import { startSmtpCapture } from '../../../apps/api/test/helpers/smtp.ts';

export { eventually } from '../../../apps/api/test/helpers/polling.ts';

/**
 * The cluster suite's harness: each test file gets a PostgreSQL database of its own and a cluster of real
 * server processes behind nginx on it, started by the code `npm run cluster` runs
 * (scripts/cluster/cluster.ts), with a real SMTP server capturing mail. Requests go over HTTP, to nginx or
 * straight to one instance.
 */

/** Connections of the tests themselves carry this name, so a test that terminates backends spares them. */
export const TEST_APPLICATION = 'curio-cluster-test';

export type Auth = Record<string, string>;

export interface Reply<T = unknown> {
  status: number;
  body: { statusCode: number; message: string; data: T } & Record<string, unknown>;
  headers: Headers;
}

/** One HTTP request; a request that gets no reply at all (connection refused or reset) answers status 0. */
export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { auth?: Auth; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.auth, ...options.headers };
  let body: string | Buffer | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let parsed: Reply<T>['body'];
    try {
      parsed = JSON.parse(text) as Reply<T>['body'];
    } catch {
      parsed = { statusCode: res.status, message: text, data: undefined as T };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  } catch (err) {
    return {
      status: 0,
      body: { statusCode: 0, message: String(err), data: undefined as T },
      headers: new Headers(),
    };
  }
}

/** The instance nginx sent a request to (the last one tried), from the header the test clusters add. */
export const upstreamOf = (reply: Reply) => reply.headers.get('x-curio-upstream')?.split(', ').at(-1);

export interface ClusterContext {
  cluster: Cluster;
  /** nginx's address. */
  lb: string;
  /** Each instance's own address, in order. */
  direct: string[];
  databaseUrl: string;
  /** The test database, for fixtures (`@curio/db/testing`) and checks. */
  db: Db;
  /** A connection of the test's own to the test database (application_name TEST_APPLICATION). */
  sql: pg.Client;
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
}

export interface UseClusterOptions {
  instances?: number;
  /** Variables for every instance on top of the suite's. */
  env?: NodeJS.ProcessEnv;
}

async function dropDatabase(databaseUrl: string) {
  const admin = new pg.Client({
    connectionString: process.env.DATABASE_URL,
    application_name: TEST_APPLICATION,
  });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
  } finally {
    await admin.end();
  }
}

const tail = (file: string, lines = 30) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(none)';

/**
 * A cluster for the file's tests: `name` names its database. Instances run with the production rate limits
 * for logins (the suite tests them) and roomy ones elsewhere, mail to the capture, no SPA, no demo seed.
 */
export function useCluster(name: string, options: UseClusterOptions = {}) {
  const ctx = {} as ClusterContext;
  let workDir: string | undefined;
  beforeAll(async () => {
    // Named after the file (and TEST_DB_PREFIX, like the API suite's databases).
    ctx.databaseUrl = await freshDatabase(
      `${process.env.TEST_DB_PREFIX ?? 'curio'}_cluster_${name}`,
      TEST_APPLICATION,
    );
    ctx.smtp = await startSmtpCapture();
    workDir = mkdtempSync(path.join(tmpdir(), `curio-cluster-${name}-`));
    const noWeb = path.join(workDir, 'no-web');
    const [port] = await unusedPorts(1);
    ctx.cluster = await startCluster({
      instances: options.instances ?? 2,
      databaseUrl: ctx.databaseUrl,
      redisUrl: process.env.REDIS_URL,
      port: port ?? 0,
      workDir,
      readyPollMs: 250,
      shutdownDelayMs: 1_500,
      exposeUpstream: true,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        SMTP_URL: ctx.smtp.url,
        // Rate-limit counts of this run only, on a Redis other runs may share.
        REDIS_PREFIX: `curio-cluster-${randomUUID().slice(0, 8)}:`,
        WEB_DIST: noWeb,
        RATE_LIMIT_SIGNUP_MAX: '10000',
        RATE_LIMIT_OTP_MAX: '10000',
        RATE_LIMIT_OTP_IP_MAX: '10000',
        RATE_LIMIT_OTP_DAILY_MAX: '10000',
        // Logins stay limited per account (the instances test counts them); every client is 127.0.0.1.
        RATE_LIMIT_LOGIN_IP_MAX: '10000',
        RATE_LIMIT_PASSWORD_IP_MAX: '10000',
        RATE_LIMIT_LEADS_MAX: '10000',
        RATE_LIMIT_LEARNER_WRITES_MAX: '100000',
        RATE_LIMIT_CART_WRITES_MAX: '100000',
        ...options.env,
      },
    });
    ctx.lb = ctx.cluster.url;
    ctx.direct = ctx.cluster.instances.map((i) => i.url);
    ctx.sql = new pg.Client({ connectionString: ctx.databaseUrl, application_name: TEST_APPLICATION });
    await ctx.sql.connect();
    ctx.db = drizzle(ctx.sql) as unknown as Db;
  }, 180_000);

  afterEach((test) => {
    if (test.task.result?.state !== 'fail' || !ctx.cluster) return;
    for (const i of ctx.cluster.instances)
      console.error(`--- instance ${i.index} (${i.url})\n${tail(i.logFile)}`);
    console.error(`--- nginx\n${tail(path.join(ctx.cluster.workDir, 'nginx', 'error.log'))}`);
  });

  afterAll(async () => {
    await ctx.cluster?.stop();
    await ctx.sql?.end();
    await ctx.smtp?.close();
    if (ctx.databaseUrl) await dropDatabase(ctx.databaseUrl);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 120_000);
  return ctx;
}

export const aLearner = () => ({
  email: `learner-${randomUUID().slice(0, 8)}@example.com`,
  name: 'Priya Sharma',
  phone: '9876543210',
  password: 'Secret123',
});

/** Signs a fresh learner up and in, through `base`; returns the learner and the header its client sends. */
export async function signedIn(base: string) {
  const learner = aLearner();
  const signup = await call(base, 'POST', '/api/user/signup', { json: learner });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${signup.body.message}`);
  const login = await call<{ token: string; user: { _id: string } }>(base, 'POST', '/api/user/login', {
    json: { email: learner.email, password: learner.password },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body.message}`);
  return {
    ...learner,
    id: login.body.data.user._id,
    auth: { authorization: `Bearer ${login.body.data.token}` },
  };
}

/** Puts `quantity` of the course in the learner's cart and answers the order request for the whole cart. */
export async function cartWith(base: string, auth: Auth, courseId: string, quantity = 1) {
  const add = await call(base, 'POST', '/api/cart/add-to-cart', { auth, json: { courseId, quantity } });
  if (add.status !== 200) throw new Error(`add-to-cart: ${add.status} ${add.body.message}`);
  const cart = await call<TCart>(base, 'GET', '/api/cart/get-cart', { auth });
  if (cart.status !== 200) throw new Error(`get-cart: ${cart.status} ${cart.body.message}`);
  return orderFor(cart.body.data);
}

export const placeOrder = (base: string, auth: Auth, order: unknown, key: string) =>
  call<TOrder>(base, 'POST', '/api/booking/create', {
    auth,
    json: order,
    headers: { 'idempotency-key': key },
  });

/** The confirmation mails of orders the capture holds for `email`. */
export const orderMailsTo = (smtp: ClusterContext['smtp'], email: string) =>
  smtp.mails.filter((m) => m.to.includes(email) && /^Subject: Your .* order CUR-/m.test(m.raw));

/** `/readyz` of every instance; the mail outbox's state rides along. */
export async function mailHealth(ctx: ClusterContext) {
  const replies = await Promise.all(ctx.direct.map((url) => call(url, 'GET', '/readyz')));
  return replies.map(
    (r) => (r.body as unknown as { mail?: { pending: number; lastError: string | null } }).mail,
  );
}

/** One request of a load run: when it started and ended, and its status (0: no reply at all). */
export interface Sample {
  kind: string;
  start: number;
  end: number;
  status: number;
  upstream?: string;
}

/** `call` that also keeps a sample of every request, for a load test's verdict afterwards. */
export function recorder() {
  const samples: Sample[] = [];
  return {
    samples,
    async call<T = unknown>(kind: string, ...args: Parameters<typeof call>): Promise<Reply<T>> {
      const start = Date.now();
      const reply = await call<T>(...args);
      samples.push({ kind, start, end: Date.now(), status: reply.status, upstream: upstreamOf(reply) });
      return reply;
    },
  };
}

export const failed = (s: Sample) => s.status === 0 || s.status >= 500;

/** Runs `step` in `workers` loops until `until()` holds; a step's own failures are the step's to record. */
export async function loadUntil(
  workers: number,
  until: () => boolean,
  step: (worker: number) => Promise<void>,
) {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (!until()) await step(worker);
    }),
  );
}
