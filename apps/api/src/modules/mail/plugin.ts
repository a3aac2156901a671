import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Write } from '@curio/db';
import { createMailRepository, MAIL_CHANNEL, type TOutgoingMail } from './repository.ts';
import { createMailTransport } from './transport.ts';
import { createMailWorker } from './worker.ts';

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
  /**
   * The same mail as a write not yet run, to be one part of the statement that makes the change it tells of
   * (ADR 050): it exists exactly when that statement's transaction commits.
   */
  queued(message: MailMessage, tx: Db): Write;
  /** Sends every mail that is due now, and resolves when none is left (tests; the worker does it itself). */
  flush(): Promise<void>;
  health(): Promise<MailHealth>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Durable mail, decorated as `app.mailer`. Mail is written to the `mail_outbox` table in the transaction of
 * the change that causes it (`repository.ts`), then sent by a worker that every instance runs (`worker.ts`):
 * a row is claimed with FOR UPDATE SKIP LOCKED, so exactly one instance sends it. A failed send is retried
 * with backoff; an SMTP outage delays mail and loses none, and shows in /readyz and the logs. Over SMTP_URL,
 * or as .eml files under DATA_DIR/outbox/ (`transport.ts`). On shutdown the worker finishes the mail in hand.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom, dataDir } = app.config;
  const repo = createMailRepository(app.db);
  const transport = createMailTransport({
    smtpUrl,
    mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    log: app.log,
  });
  const worker = createMailWorker({ repo, transport, log: app.log });

  app.decorate('mailer', {
    async queue(message, tx) {
      await repo.insert(message, tx);
    },
    queued: (message, tx) => repo.insert(message, tx),
    async flush() {
      // A drain already under way may have looked before this mail was committed: a second one sees it.
      await worker.drain();
      await worker.drain();
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

  const unsubscribe = await app.dbHandle.subscribe(MAIL_CHANNEL, {
    onMessage: () => void worker.drain(),
    onReset: () => void worker.drain(),
    onError: (err) => app.log.warn({ err: { message: err.message } }, 'mail wake-up channel error'),
  });

  app.addHook('onClose', async () => {
    worker.stop();
    await unsubscribe();
    // The mail in hand is finished; the rest stays in the outbox for the next start (or another instance).
    await worker.idle();
    transport.close();
  });
});
