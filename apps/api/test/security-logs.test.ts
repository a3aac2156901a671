import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads, reviews, users } from '@curio/db';
import { errorForConsole } from '#api/lib/log-serializers.ts';
import { hashPassword } from '#api/lib/passwords.ts';
import { createTestApp } from './helpers/app.ts';
import { capturedLog } from './helpers/captured-log.ts';
import { resetDatabase } from './helpers/database.ts';
import { otpIn, startSmtpCapture } from './helpers/smtp.ts';
import { aUser, signUp } from './helpers/users.ts';

/**
 * The logs hold no personal data, hash or statement (ADR 022): every kind of database error the app can
 * meet is provoked with distinctive values, and every line the app logged is searched for them. Where a
 * real route no longer reaches the database with such input, a test-only route runs the failing query.
 */

const tag = randomUUID().slice(0, 8);
const sent = {
  email: `log-scan-${tag}@example.com`,
  name: `Zebulon Quixote ${tag}`,
  phone: `98${tag.replace(/\D/g, '7').padEnd(8, '7')}`,
  text: `A private note about salaries ${tag}`,
  passwordHash: await hashPassword(`Hidden-${tag}`),
};

type Db = FastifyInstance['db'];

/** Each failing query, by the SQLSTATE PostgreSQL (and PGlite) answer it with. */
const FAILING_QUERIES: Record<string, { codes: string[]; run: (db: Db) => Promise<unknown> }> = {
  'unique violation': {
    codes: ['23505'],
    run: (db) =>
      db
        .insert(users)
        .values({ email: sent.email, name: sent.name, phone: sent.phone, passwordHash: sent.passwordHash }),
  },
  'foreign key violation': {
    codes: ['23503'],
    run: (db) =>
      db
        .insert(reviews)
        .values({ courseId: randomUUID(), userId: randomUUID(), rating: 5, comment: sent.text }),
  },
  'not-null violation': {
    codes: ['23502'],
    run: (db) =>
      db.execute(sql`insert into leads (name, email, comment) values (${sent.name}, ${sent.email}, null)`),
  },
  'check violation': {
    codes: ['23514'],
    run: (db) =>
      db
        .insert(reviews)
        .values({ courseId: randomUUID(), userId: randomUUID(), rating: 9, comment: sent.text }),
  },
  'invalid input syntax': {
    codes: ['22P02'],
    run: (db) => db.select().from(users).where(eq(users.id, sent.text)),
  },
  'value out of range': {
    codes: ['22003'],
    run: (db) =>
      db
        .insert(reviews)
        .values({ courseId: randomUUID(), userId: randomUUID(), rating: 99_999, comment: sent.text }),
  },
  'a NUL byte in text': {
    codes: ['22021', '22P05'],
    run: (db) =>
      db.insert(leads).values({ name: sent.name, email: sent.email, comment: `${sent.text}\u0000` }),
  },
  'a lone surrogate in jsonb': {
    codes: ['22P05', '22021', '22P02'],
    run: (db) =>
      db.insert(auditLog).values({
        actorEmail: sent.email,
        action: 'update',
        entity: 'lead',
        after: { note: `${sent.text}\ud800` },
      }),
  },
  'a syntax error with the values in the statement': {
    codes: ['42601'],
    run: (db) =>
      db.execute(
        sql.raw(
          `insert into leads (name, email, comment) values ('${sent.name}', '${sent.email}' '${sent.text}')`,
        ),
      ),
  },
};

/** What a log must never hold: each value sent, and the statements that carried them. */
const FORBIDDEN = [
  tag,
  sent.email,
  sent.name,
  sent.phone,
  sent.text,
  sent.passwordHash,
  '$argon2',
  'insert into',
  'select "',
];

const expectNothingSent = (log: string) => {
  for (const value of FORBIDDEN) expect(log.toLowerCase(), value).not.toContain(value.toLowerCase());
};

describe('database errors in the logs', () => {
  const log = capturedLog('trace');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(
      {},
      {
        logger: log.logger,
        routes: (a) => {
          a.post('/api/test/db-error/:kind', async (request) => {
            const { kind } = request.params as { kind: string };
            await FAILING_QUERIES[kind]?.run(a.db);
            return { kind };
          });
          // How Fastify itself and a careless caller log an error: the error as the whole line, and its
          // message as the text.
          a.post('/api/test/db-error-logged-directly', async (request) => {
            try {
              await FAILING_QUERIES['unique violation']?.run(a.db);
            } catch (err) {
              request.log.error(err);
              request.log.warn({ err }, (err as Error).message);
              throw err;
            }
          });
        },
      },
    );
    await resetDatabase();
    // The account whose email the unique violation repeats, signed up through the real route.
    await signUp(app, aUser({ email: sent.email, name: sent.name, phone: sent.phone }));
  });
  afterAll(() => app.close());

  it.each(Object.keys(FAILING_QUERIES))('logs a %s with its code, never its values', async (kind) => {
    const res = await app.inject({ method: 'POST', url: `/api/test/db-error/${encodeURIComponent(kind)}` });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(tag);

    const failures = log.entries().filter((entry) => entry.msg === 'unhandled error');
    const err = failures.at(-1)?.err as Record<string, unknown>;
    expect(FAILING_QUERIES[kind]?.codes).toContain(err.code);
    expect(err.message).toMatch(/^database error /);
    expectNothingSent(log.text());
  });

  it('names the table and constraint of a violation', () => {
    const unique = log
      .entries()
      .find((entry) => (entry.err as { code?: string } | undefined)?.code === '23505');
    expect(unique?.err).toMatchObject({ code: '23505', table: 'users', constraint: expect.any(String) });
  });

  it('keeps the statement out of a line that logs the error itself or its message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/db-error-logged-directly' });
    expect(res.statusCode).toBe(500);
    const lines = log
      .entries()
      .filter((entry) => (entry.err as { code?: string } | undefined)?.code === '23505');
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^database error 23505/)]),
    );
    expectNothingSent(log.text());
  });

  it('prints a database error on a console (start-up, the npm scripts) without its values', async () => {
    const err: unknown = await FAILING_QUERIES['unique violation']?.run(app.db).catch((e: unknown) => e);
    expect(errorForConsole(err)).toContain('"code": "23505"');
    expectNothingSent(errorForConsole(err));
  });

  it('logs nothing a visitor sent when their sign-up or enquiry holds a NUL byte', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        email: `nul-${sent.email}`,
        name: `${sent.name}\u0000`,
        phone: sent.phone,
        password: 'Secret123',
      },
    });
    await app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { name: sent.name, email: sent.email, comment: `${sent.text}\u0000` },
    });
    await app.inject({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(sent.email)}` });
    expectNothingSent(log.text());
  });

  it('logs a mail written to the outbox without its recipient, subject or code', async () => {
    await app.inject({ method: 'POST', url: '/api/user/forgot/otpsend', payload: { email: sent.email } });
    await app.mailer.flush();
    expect(log.text()).toContain('mail written to outbox');
    expect(log.text()).not.toContain('password reset code');
    expectNothingSent(log.text());
  });
});

describe('a failed mail send in the logs', () => {
  const log = capturedLog('trace');
  let app: FastifyInstance;
  // A server that quotes the whole mail back in its refusal, as some spam filters do.
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture(0, { rejectWith: (mail) => `rejected: ${mail.to.join()} ${mail.raw}` });
    app = await createTestApp({ smtpUrl: smtp.url }, { logger: log.logger });
    await resetDatabase();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('logs why without the mail’s recipient, body or code, and /readyz shows no more', async () => {
    const user = aUser({ email: `mail-${sent.email}` });
    await signUp(app, user);
    await app.inject({ method: 'POST', url: '/api/user/forgot/otpsend', payload: { email: user.email } });
    await app.mailer.flush();

    const code = otpIn(smtp.mails.at(-1)?.raw ?? '');
    expect(log.text()).toContain('mail delivery failed; will retry');
    const ready = (await app.inject({ method: 'GET', url: '/readyz' })).body;
    expect(JSON.parse(ready).mail.lastError).toMatch(/554/);
    for (const text of [log.text(), ready]) {
      expect(text).not.toContain(code);
      expect(text).not.toContain('one-time code');
      expectNothingSent(text);
    }
  });
});
