import type { FastifyBaseLogger } from 'fastify';
import { mailFailureReason } from '#api/lib/log-serializers.ts';
import { createWorkerLoop } from '#api/lib/worker-loop.ts';
import type { MailRepository } from './repository.ts';
import type { MailTransport } from './transport.ts';

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

export interface MailWorkerOptions {
  repo: MailRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
}

/**
 * The outbox's worker, one per instance, on the shared worker loop (`lib/worker-loop.ts`): it claims due mails
 * one at a time (FOR UPDATE SKIP LOCKED, so exactly one instance sends each), sends them, and retries a failed
 * send with backoff; every POLL_MS it also looks for due mail by itself and, hourly, deletes old finished rows.
 */
export function createMailWorker({ repo, transport, log }: MailWorkerOptions) {
  /**
   * Claims and sends due mails one at a time until none is left, a delivery fails or the worker stops; answers
   * false when none was due. A delivered mail is recorded by the statement that claims the next one.
   */
  async function sendDue(): Promise<boolean> {
    let [mail] = await repo.claim(1, LEASE_SECONDS);
    if (!mail) return false;
    while (mail) {
      const { id, attempts, ...message } = mail;
      try {
        await transport.deliver(id, message);
      } catch (err) {
        // Also what /readyz shows as lastError: never the server's reply text, which quotes the mail.
        const reason = mailFailureReason(err);
        const giveUp = attempts >= MAX_ATTEMPTS;
        await repo.markFailed(id, reason, giveUp ? null : new Date(Date.now() + retryDelayMs(attempts)));
        if (giveUp) log.error({ mailId: id, attempts, reason }, 'mail given up');
        else log.warn({ mailId: id, attempts, reason }, 'mail delivery failed; will retry');
        return true;
      }
      if (loop.stopped) {
        await repo.markSent(id);
        return true;
      }
      [mail] = await repo.claim(1, LEASE_SECONDS, id);
    }
    return true;
  }

  let lastPurge = 0;
  let purging: Promise<void> | undefined;
  const purge = () => {
    lastPurge = Date.now();
    purging = repo
      .purgeFinished(KEEP_FINISHED_DAYS)
      .then((purged) => {
        if (purged > 0) log.info({ purged }, 'old finished mails deleted from the outbox');
      })
      .catch((err: unknown) => log.warn({ err }, 'could not purge the mail outbox; it tries again later'))
      .finally(() => {
        purging = undefined;
      });
  };

  const loop = createWorkerLoop({
    step: sendDue,
    pollMs: POLL_MS,
    onTick: () => {
      if (!purging && Date.now() - lastPurge >= PURGE_EVERY_MS) purge();
    },
    log,
    failureMessage: 'mail worker failed; it tries again shortly',
  });

  return {
    /** Sends every due mail; a call while a drain is under way joins it. */
    drain: loop.drain,
    /** Takes no more mail and stops the timer; `idle()` then waits for the mail in hand. */
    stop: loop.stop,
    /** Resolves once the drain and the purge under way (if any) are finished. */
    async idle() {
      await loop.idle();
      await purging;
    },
  };
}
