import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface SiteOptions {
  apiDir: string;
  webDistDir: string;
  port: number;
  smtpPort: number;
  logFile: string;
  /**
   * Variables over the defaults below, for a site started with another configuration (the payments spec's
   * site runs with PAYMENTS=stripe against a local Stripe server).
   */
  env?: NodeJS.ProcessEnv;
}

/**
 * Refuses to start when something already listens on the port: tests against a stale server prove nothing.
 */
async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (inUse)
    throw new Error(`Port ${port} is already in use; stop whatever listens there (or set E2E_PORT).`);
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no server output)';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/**
 * How long a fresh site may take to migrate and seed its database: minutes on a machine whose cores are busy.
 */
const STARTUP_MS = 300_000;

async function waitUntilReady(child: ChildProcess, baseUrl: string, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The site exited during start (code ${child.exitCode}).\n${tail(logFile)}`);
    }
    try {
      const reply = await fetch(`${baseUrl}/readyz`);
      if (reply.status === 200) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /readyz did not answer 200 within ${timeoutMs} ms.\n${tail(logFile)}`);
}

/**
 * Starts the whole site (API + built SPA) as `npm start` would, on a fresh DATA_DIR, with mail sent to the
 * capture server. Uses PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise; `env` adds or replaces
 * variables (a second site on the same PostgreSQL passes a DATABASE_URL of its own database).
 * Returns a function that stops it (SIGTERM, then SIGKILL after 10 s) and removes the data directory.
 */
export async function startSite(options: SiteOptions): Promise<() => Promise<void>> {
  if (!existsSync(path.join(options.webDistDir, 'index.html'))) {
    throw new Error(
      `No built SPA at ${options.webDistDir}; run \`npm run build\` (npm run test:e2e does it).`,
    );
  }
  await assertPortFree(options.port);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'curio-e2e-'));
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: options.webDistDir,
    SEED: 'demo',
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    MAIL_FROM: 'Curio <no-reply@curio.example>',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_LOGIN_IP_MAX: '1000',
    RATE_LIMIT_PASSWORD_MAX: '1000',
    RATE_LIMIT_PASSWORD_IP_MAX: '1000',
    RATE_LIMIT_SIGNUP_MAX: '1000',
    RATE_LIMIT_OTP_MAX: '1000',
    RATE_LIMIT_OTP_IP_MAX: '1000',
    RATE_LIMIT_OTP_DAILY_MAX: '1000',
    RATE_LIMIT_OTP_VERIFY_IP_MAX: '1000',
    RATE_LIMIT_OTP_TRIES_MAX: '1000',
    RATE_LIMIT_OTP_GUESSES_DAILY_MAX: '1000',
    RATE_LIMIT_LEADS_MAX: '1000',
    RATE_LIMIT_LEARNER_WRITES_MAX: '1000',
    RATE_LIMIT_CART_WRITES_MAX: '5000',
    // The console's admin (docs/product.md#console): created at start-up; e2e/fixtures/staff.ts logs in as
    // them.
    ADMIN_EMAIL: 'admin@curio.example',
    ADMIN_PASSWORD: 'Admin12345',
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  Object.assign(env, options.env);

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: options.apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(child, `http://127.0.0.1:${options.port}`, options.logFile, STARTUP_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
