import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '@curio/db';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import { eventually, freePort, useInstances } from './helpers/instances.ts';
import { startSmtpCapture } from './helpers/smtp.ts';
import { createMailRepository, MAIL_CHANNEL } from '#api/modules/mail/index.ts';
import type { MailTransport } from '#api/modules/mail/transport.ts';
import { createMailWorker } from '#api/modules/mail/worker.ts';

/**
 * Mail is written to the outbox with the change that causes it and sent by a worker; exactly
 * one instance sends each mail; an SMTP outage delays mail and loses none.
 */
const instance = useInstances();

const lead = (app: FastifyInstance, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: {
      name: `Visitor ${String(n)}`,
      email: `visitor${String(n)}@example.com`,
      comment: 'Call me back',
    },
  });

const outboxRows = async () => {
  const { db } = await testDatabase();
  return db.select().from(mailOutbox);
};

beforeEach(() => resetDatabase());

describe('the mail outbox', () => {
  it('keeps the mail with the change, sends it, then erases its body', async () => {
    const smtp = await startSmtpCapture();
    try {
      const app = await instance({ smtpUrl: smtp.url });
      expect((await lead(app, 1)).statusCode).toBe(201);
      // Stored with the lead (the worker, woken by the commit, may already be sending it).
      expect(await outboxRows()).toHaveLength(1);

      await app.mailer.flush();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]?.raw).toContain('Call me back');
      const [sent] = await outboxRows();
      expect(sent?.sentAt).toBeInstanceOf(Date);
      expect(sent).toMatchObject({ attempts: 1, text: '', html: '', lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it('sends each mail exactly once when several instances work the outbox at the same time', async () => {
    const smtp = await startSmtpCapture();
    try {
      const instances = await Promise.all([1, 2, 3].map(() => instance({ smtpUrl: smtp.url })));
      const [first] = instances;
      if (!first) throw new Error('no instance');
      for (let n = 0; n < 12; n += 1) expect((await lead(first, n)).statusCode).toBe(201);
      await Promise.all(instances.map((app) => app.mailer.flush()));
      await Promise.all(instances.map((app) => app.mailer.flush()));

      expect(smtp.mails).toHaveLength(12);
      const subjects = smtp.mails.map((m) => /Subject: (.*)/.exec(m.raw)?.[1]);
      expect(new Set(subjects).size).toBe(12);
      expect((await outboxRows()).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('records each mail of a run as sent as it claims the next, and a worker stopped mid-run takes no more', async () => {
    const { db } = await testDatabase();
    const repo = createMailRepository(db);
    for (const subject of ['first', 'second', 'third'])
      await repo.insert({ to: 'a@example.com', subject, text: 't', html: 'h' });
    const delivered: string[] = [];
    const sentWhenDelivering: number[] = [];
    // The worker logs what fails (a statement the database refused) and goes on: none may be logged here.
    const complaints: unknown[] = [];
    const complain = (...args: unknown[]) => complaints.push(args);
    const ignore = () => undefined;
    const log = {
      level: 'warn',
      fatal: complain,
      error: complain,
      warn: complain,
      info: ignore,
      debug: ignore,
    };
    const silentLog = {
      ...log,
      trace: ignore,
      silent: ignore,
      child: () => silentLog,
    } as unknown as FastifyBaseLogger;
    const worker = createMailWorker({
      repo,
      log: silentLog,
      transport: {
        deliver: async (_id: string, message: { subject: string }) => {
          // The mails before this one are recorded by the time it is sent.
          sentWhenDelivering.push((await outboxRows()).filter((row) => row.sentAt !== null).length);
          delivered.push(message.subject);
          if (delivered.length === 2) worker.stop();
        },
      } as unknown as MailTransport,
    });
    await worker.drain();
    await worker.idle();

    expect(delivered).toEqual(['first', 'second']);
    expect(sentWhenDelivering).toEqual([0, 1]);
    const rows = new Map((await outboxRows()).map((row) => [row.subject, row]));
    for (const subject of ['first', 'second'])
      expect(rows.get(subject)).toMatchObject({ attempts: 1, text: '', html: '', sentAt: expect.any(Date) });
    // Never claimed: no attempt counted, no lease held, so another instance sends it at once.
    expect(rows.get('third')).toMatchObject({ attempts: 0, sentAt: null, lockedUntil: null, text: 't' });
    expect(complaints).toEqual([]);
  });

  it('an SMTP outage delays the mail, shows in /readyz, and loses nothing', async () => {
    const port = await freePort();
    const app = await instance({ smtpUrl: `smtp://127.0.0.1:${String(port)}` });
    expect((await lead(app, 7)).statusCode).toBe(201);
    await app.mailer.flush();

    const [waiting] = await outboxRows();
    expect(waiting).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', mail: { pending: 1, failed: 0 } });
    expect(ready.json().mail.lastError).toBeTruthy();

    // The server comes back; once the retry is due, the mail goes out.
    const smtp = await startSmtpCapture(port);
    try {
      const { db } = await testDatabase();
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(mailOutbox.id, waiting?.id ?? ''));
      await app.mailer.flush();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]?.raw).toContain('Visitor 7');
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json().mail).toMatchObject({
        pending: 0,
        lastError: null,
      });
    } finally {
      await smtp.close();
    }
  });

  it('wakes the workers when a mail commits, whatever statement stored it, and never for a rolled-back one', async () => {
    const smtp = await startSmtpCapture();
    try {
      const app = await instance({ smtpUrl: smtp.url });
      let heard = 0;
      const unsubscribe = await app.dbHandle.subscribe(MAIL_CHANNEL, {
        onMessage: () => (heard += 1),
        onReset: () => undefined,
        onError: () => undefined,
      });
      const { db } = await testDatabase();
      const repo = createMailRepository(db);
      const mail = (n: number) => ({
        to: `learner${String(n)}@example.com`,
        subject: `Mail ${String(n)}`,
        text: 'Hi',
        html: '<p>Hi</p>',
      });
      await expect(
        db.transaction(async (tx) => {
          await repo.insert(mail(1), tx);
          tx.rollback();
        }),
      ).rejects.toBeInstanceOf(TransactionRollbackError);
      // The mail as one part of another statement, as an order's receipt is stored.
      await db.execute(sql`with stored as (${repo.insert(mail(2)).getSQL()}) select 1`);

      // Notifications arrive in commit order: had the rolled-back one been announced, it would be heard first.
      expect(
        await eventually(
          async () => heard,
          (n) => n > 0,
        ),
      ).toBe(1);
      const sent = await eventually(
        async () => smtp.mails.length,
        (n) => n > 0,
      );
      expect(sent).toBe(1);
      expect(smtp.mails[0]?.raw).toContain('Mail 2');
      await unsubscribe();
    } finally {
      await smtp.close();
    }
  });

  it('writes no mail when the change is refused', async () => {
    const app = await instance();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { name: '', email: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await outboxRows()).toEqual([]);
  });

  it('reports given-up mail in /readyz, and purges finished mail after 30 days, never a waiting one', async () => {
    const app = await instance();
    const { db } = await testDatabase();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const mail = (subject: string) => ({ to: 'a@example.com', subject, text: 't', html: 'h' });
    await db.insert(mailOutbox).values([
      { ...mail('sent long ago'), sentAt: daysAgo(31), text: '', html: '' },
      { ...mail('sent lately'), sentAt: daysAgo(2), text: '', html: '' },
      { ...mail('given up long ago'), failedAt: daysAgo(40), lastError: 'refused' },
      { ...mail('given up lately'), failedAt: daysAgo(1), lastError: 'refused' },
      {
        ...mail('waiting since long ago'),
        createdAt: daysAgo(45),
        nextAttemptAt: daysAgo(-1),
        lastError: 'timeout',
      },
    ]);

    const ready = (await app.inject({ method: 'GET', url: '/readyz' })).json();
    expect(ready.mail).toMatchObject({ pending: 1, failed: 2, lastError: 'timeout' });
    expect(ready.mail.oldestPendingSeconds).toBeGreaterThanOrEqual(45 * 86_400 - 60);

    expect(await createMailRepository(db).purgeFinished(30)).toBe(2);
    expect((await outboxRows()).map((row) => row.subject).sort()).toEqual([
      'given up lately',
      'sent lately',
      'waiting since long ago',
    ]);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json().mail).toMatchObject({
      pending: 1,
      failed: 1,
    });
  });
});
