import { eq, sql } from 'drizzle-orm';
import { mailOutbox, rowsOf, type Db, type Write } from '@curio/db';

export type TOutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
};

export type TClaimedMail = TOutgoingMail & { id: string; attempts: number };

/**
 * Channel that wakes the mail workers of every instance when a mail is committed. The outbox's trigger sends
 * it (migration 0028, which spells the name too).
 */
export const MAIL_CHANNEL = 'curio_mail';

/** Records a delivered mail: its body erased (a reset code must not outlive its mail), the row kept. */
const markSentQuery = (db: Db, id: string) =>
  db
    .update(mailOutbox)
    .set({ sentAt: new Date(), lockedUntil: null, lastError: null, text: '', html: '' })
    .where(eq(mailOutbox.id, id));

/** The outbox (SQL lives here only). */
export function createMailRepository(db: Db) {
  return {
    /**
     * Stores a mail, as a write not yet run: `await` it in the transaction of the change that causes it, or
     * put it into that change's statement. Its trigger wakes the workers when the transaction commits
     * (migration 0028).
     */
    insert: (mail: TOutgoingMail, tx: Db = db): Write =>
      tx.insert(mailOutbox).values({ ...mail, replyTo: mail.replyTo ?? null }),

    /**
     * Takes up to `limit` due mails for this worker: locked rows are skipped, so two instances never take
     * the same one; the lease lets another worker retry a mail whose worker died mid-send. `sent`, the mail
     * this worker has just delivered, is recorded as `markSent` records it, in the same statement.
     */
    async claim(limit: number, leaseSeconds: number, sent?: string): Promise<TClaimedMail[]> {
      const result = await db.execute(sql`
        ${sent === undefined ? sql`` : sql`with sent as (${markSentQuery(db, sent).getSQL()})`}
        update ${mailOutbox}
        set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        where id in (
          select id from ${mailOutbox}
          where sent_at is null and failed_at is null and next_attempt_at <= now()
            and (locked_until is null or locked_until < now())
            ${sent === undefined ? sql`` : sql`and id <> ${sent}`}
          order by created_at
          limit ${limit}
          for update skip locked
        )
        returning id, "to", subject, text, html, reply_to, attempts`);
      return rowsOf<{
        id: string;
        to: string;
        subject: string;
        text: string;
        html: string;
        reply_to: string | null;
        attempts: number;
      }>(result).map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        attempts: Number(row.attempts),
      }));
    },

    /** Sent: the body is erased (a reset code must not outlive its mail), the row stays as a record. */
    async markSent(id: string): Promise<void> {
      await markSentQuery(db, id);
    },

    /** Failed this time: retried at `retryAt`, or given up for good when `retryAt` is null. */
    async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: error.slice(0, 500),
          ...(retryAt ? { nextAttemptAt: retryAt } : { failedAt: new Date() }),
        })
        .where(eq(mailOutbox.id, id));
    },

    /**
     * What /readyz reports, in one round trip: mails not sent yet, the oldest one's age, the last error,
     * and those given up. Each part reads a partial index, never the whole (ever-growing) table.
     */
    async health(): Promise<{
      pending: number;
      oldest: Date | null;
      lastError: string | null;
      failed: number;
    }> {
      const result = await db.execute(sql`
        select
          (select count(*) from ${mailOutbox} where sent_at is null and failed_at is null) as pending,
          (select min(created_at) from ${mailOutbox} where sent_at is null and failed_at is null) as oldest,
          (select last_error from ${mailOutbox}
            where sent_at is null and failed_at is null and last_error is not null
            order by next_attempt_at limit 1) as last_error,
          (select count(*) from ${mailOutbox} where failed_at is not null) as failed`);
      const [row] = rowsOf<{
        pending: number | string;
        oldest: Date | string | null;
        last_error: string | null;
        failed: number | string;
      }>(result);
      return {
        pending: Number(row?.pending ?? 0),
        oldest: row?.oldest ? new Date(row.oldest) : null,
        lastError: row?.last_error ?? null,
        failed: Number(row?.failed ?? 0),
      };
    },

    /**
     * Deletes finished mails (sent, or given up) older than `days`: the outbox is a queue, not an archive.
     * Returns how many went.
     */
    async purgeFinished(days: number): Promise<number> {
      const result = await db.execute(sql`
        with gone as (
          delete from ${mailOutbox}
          where sent_at < now() - make_interval(days => ${days})
             or failed_at < now() - make_interval(days => ${days})
          returning 1
        )
        select count(*) as purged from gone`);
      return Number(rowsOf<{ purged: number | string }>(result)[0]?.purged ?? 0);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
