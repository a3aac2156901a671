import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, openDatabase } from '@curio/db';
import { freePort } from './helpers/instances.ts';
import { eventually } from './helpers/polling.ts';
import { startSmtpCapture } from './helpers/smtp.ts';
import { tempDir } from './helpers/temp.ts';

/**
 * Draining on a real process (ADR 017): SIGTERM makes /readyz fail at once while requests are still served
 * for SHUTDOWN_DELAY_MS, then the process closes its server and its database and exits 0. Always on the
 * embedded database: this test starts its own server and must not migrate a shared one.
 */
const SERVER = path.resolve(import.meta.dirname, '..', 'src', 'server.ts');
/**
 * A fresh process migrates an empty embedded database first: minutes on a machine whose cores are all busy.
 */
const STARTUP_MS = 240_000;
// Long enough that the checks made once draining is seen still fall inside it on a loaded machine.
const DELAY_MS = 5_000;

const readyzStatus = (base: string) => () =>
  fetch(`${base}/readyz`).then(
    (r) => r.status,
    () => 0,
  );

async function waitUntilReady(base: string, timeoutMs: number) {
  const status = await eventually(readyzStatus(base), (s) => s === 200, timeoutMs);
  if (status !== 200) throw new Error(`the server at ${base} did not become ready`);
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('SIGTERM', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it(
    'fails /readyz first, keeps serving for the delay, then exits 0',
    { timeout: STARTUP_MS + 60_000 },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${String(port)}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: tempDir('shutdown'),
        SEED: 'none',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_MS: String(DELAY_MS),
        WEB_DIST: tempDir('no-web'),
      };
      delete env.DATABASE_URL;
      child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env, stdio: 'ignore' });
      const exited = exitOf(child);
      await waitUntilReady(base, STARTUP_MS);

      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await eventually(readyzStatus(base), (s) => s === 503, 30_000);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining' });
      // Still serving what reaches it while the load balancer notices.
      const read = await fetch(`${base}/api/category`);
      expect(read.status).toBe(200);

      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    },
  );

  it(
    'finishes the mail in hand, then closes the database, so the mail is not sent again',
    { timeout: STARTUP_MS + 60_000 },
    async () => {
      const smtp = await startSmtpCapture(0, { holdMs: 1_500 });
      try {
        const port = await freePort();
        const base = `http://127.0.0.1:${String(port)}`;
        const dataDir = tempDir('shutdown-mail');
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED: 'none',
          LOG_LEVEL: 'warn',
          SMTP_URL: smtp.url,
          SHUTDOWN_DELAY_MS: '0',
          WEB_DIST: tempDir('no-web'),
        };
        delete env.DATABASE_URL;
        child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env, stdio: 'ignore' });
        const exited = exitOf(child);
        await waitUntilReady(base, STARTUP_MS);

        const email = 'leaving@example.com';
        const json = { 'content-type': 'application/json' };
        const signup = await fetch(`${base}/api/user/signup`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email, name: 'Asha Rao', phone: '9876543210', password: 'Secret123' }),
        });
        expect(signup.status).toBe(201);
        const otp = await fetch(`${base}/api/user/forgot/otpsend`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email }),
        });
        expect(otp.status).toBe(200);
        // The code's mail is on its way to the SMTP server (held there) when the process is told to stop.
        expect(
          await eventually(
            async () => smtp.receiving(),
            (n) => n > 0,
            10_000,
          ),
        ).toBe(1);
        child.kill('SIGTERM');

        expect(await exited).toBe(0);
        expect(smtp.mails.map((m) => m.to)).toEqual([[email]]);
        // The outbox says it was sent: the next start does not send it again.
        const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
        try {
          const rows = await database.db
            .select({ to: mailOutbox.to, sentAt: mailOutbox.sentAt })
            .from(mailOutbox)
            .where(eq(mailOutbox.to, email));
          expect(rows).toEqual([{ to: email, sentAt: expect.any(Date) }]);
        } finally {
          await database.close();
        }
      } finally {
        await smtp.close();
      }
    },
  );
});
