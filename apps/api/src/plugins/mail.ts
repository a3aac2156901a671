import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@curio/db';
import { mailFailureReason } from '#api/lib/log-serializers.ts';
import { createMailRepository, MAIL_CHANNEL, type TOutgoingMail } from '#api/modules/mail/index.ts';

export type MailMessage = TOutgoingMail;

export interface MailHealth {
  /** Mails not sent yet (waiting for their first try or a retry). */
  pending: number;
  /** How long the oldest of them has waited, in seconds. */
  oldestPendingSeconds: number | null;
  /** Why the last failed try failed, while mails are waiting. */
  lastError: string | null;
  /** Mails given up after every retry. */
  failed: number;
}

export interface Mailer {
  /**
   * Stores the mail in the outbox; pass the transaction of the change that causes it, so the mail exists
   * exactly when the change commits. A worker sends it (on whichever instance claims it first).
   */
  queue(message: MailMessage, tx?: Db): Promise<void>;
  /** Sends every mail that is due now, and resolves when none is left (tests; the worker does it itself). */
  flush(): Promise<void>;
  health(): Promise<MailHealth>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The worker looks for due mail this often, besides being woken by each committed mail. */
const POLL_MS = 5_000;
/** A claimed mail is another worker's to retry if its worker has not finished it by then (it died). */
const LEASE_SECONDS = 120;
/** Retries wait 5 s, 10 s, 20 s… up to 15 min; after this many tries the mail is given up (about 8 hours). */
const MAX_ATTEMPTS = 40;
const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 15 * 60_000);
/** Finished mails (sent or given up) are kept this long as a record, then deleted, checked hourly. */
const KEEP_FINISHED_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Durable mail. Mail is written to the `mail_outbox` table in the transaction of the change
 * that causes it, then sent by a worker that every instance runs: a row is claimed with FOR UPDATE SKIP
 * LOCKED, so exactly one instance sends it. A failed send is retried with backoff; an SMTP outage delays mail
 * and loses none, and shows in /readyz and the logs. Over SMTP_URL; without it, each message is written as
 * an .eml file under DATA_DIR/outbox/ (README.md#configuration). On shutdown the worker finishes the mail in hand.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom, dataDir } = app.config;
  const outboxDir = path.join(dataDir, 'outbox');
  const repo = createMailRepository(app.db);
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl, {
        // A server that does not answer fails the try quickly; the outbox retries it.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  // A mail is logged by its outbox id only: its subject, recipient and body hold personal data (ADR 022).
  async function deliver(id: string, message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: mailFrom, ...message });
    if (!smtpUrl) {
      await mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      app.log.info({ mailId: id, outboxDir }, 'mail written to outbox');
    } else {
      app.log.info({ mailId: id }, 'mail sent');
    }
  }

  let stopped = false;
  let running: Promise<void> | undefined;

  /** Claims and sends one mail at a time until none is due (or the worker stops). */
  async function drainOnce(): Promise<void> {
    while (!stopped) {
      const [mail] = await repo.claim(1, LEASE_SECONDS);
      if (!mail) return;
      const { id, attempts, ...message } = mail;
      try {
        await deliver(id, message);
        await repo.markSent(id);
      } catch (err) {
        // Also what /readyz shows as lastError: never the server's reply text, which quotes the mail.
        const reason = mailFailureReason(err);
        const giveUp = attempts >= MAX_ATTEMPTS;
        await repo.markFailed(id, reason, giveUp ? null : new Date(Date.now() + retryDelayMs(attempts)));
        if (giveUp) app.log.error({ mailId: id, attempts, reason }, 'mail given up');
        else app.log.warn({ mailId: id, attempts, reason }, 'mail delivery failed; will retry');
      }
    }
  }

  const drain = (): Promise<void> => {
    running ??= drainOnce()
      .catch((err: unknown) => app.log.error({ err }, 'mail worker failed; it tries again shortly'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  app.decorate('mailer', {
    async queue(message, tx) {
      await repo.insert(message, tx);
    },
    async flush() {
      // A drain already under way may have looked before this mail was committed: a second one sees it.
      await drain();
      await drain();
    },
    async health() {
      const state = await repo.health();
      return {
        pending: state.pending,
        oldestPendingSeconds: state.oldest
          ? Math.max(0, Math.round((Date.now() - state.oldest.getTime()) / 1000))
          : null,
        lastError: state.pending > 0 ? state.lastError : null,
        failed: state.failed,
      };
    },
  });

  let lastPurge = 0;
  let purging: Promise<void> | undefined;
  const purge = () => {
    lastPurge = Date.now();
    purging = repo
      .purgeFinished(KEEP_FINISHED_DAYS)
      .then((purged) => {
        if (purged > 0) app.log.info({ purged }, 'old finished mails deleted from the outbox');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'could not purge the mail outbox; it tries again later'))
      .finally(() => {
        purging = undefined;
      });
  };

  const timer = setInterval(() => {
    void drain();
    if (!purging && Date.now() - lastPurge >= PURGE_EVERY_MS) purge();
  }, POLL_MS);
  timer.unref();
  const unsubscribe = await app.dbHandle.subscribe(MAIL_CHANNEL, {
    onMessage: () => void drain(),
    onReset: () => void drain(),
    onError: (err) => app.log.warn({ err: { message: err.message } }, 'mail wake-up channel error'),
  });

  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await unsubscribe();
    // The mail in hand is finished; the rest stays in the outbox for the next start (or another instance).
    await running;
    await purging;
    transport.close();
  });
});
