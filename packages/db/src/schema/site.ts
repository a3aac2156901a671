// Site-wide settings.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Brand, contact details and social links (docs/product.md#console): one JSON value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Secrets every instance shares (README.md#signing-keys): the JWT signing keys (`jwt`, one active and the
 * retired ones that still verify until their tokens expire), the OTP pepper (`otp`), the key of the media
 * cookies (`media`, ADR 033) and the certificates' credential signing keys (`credential`, a private JWK;
 * retired ones stay in the published JWKS, ADR 037). The partial unique index keeps one active secret per
 * purpose, so instances starting at once agree on the first one (`on conflict do nothing`).
 */
export const serverSecrets = pgTable(
  'server_secrets',
  {
    /** The key id, carried in each token's `kid` header. */
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['jwt', 'otp', 'media', 'credential'] }).notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    /** Set when a newer key took over signing; the key still verifies tokens for one token lifetime. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('server_secrets_active_unique')
      .on(t.purpose)
      .where(sql`${t.retiredAt} is null`),
    check('server_secrets_purpose_check', sql`${t.purpose} in ('jwt', 'otp', 'media', 'credential')`),
  ],
);

/**
 * Mail waiting to go out (docs/product.md#messages): written in the transaction of the change that causes it,
 * sent by a worker on any instance (`FOR UPDATE SKIP LOCKED` claims a row for one of them), retried with
 * backoff. A sent mail's body is erased (it may carry a reset code); the row stays as a record.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a worker sends it; a worker that died lets it go when this passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last attempt: kept, logged, and counted in /readyz. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // /readyz counts the given-up mails, and the purge finds old finished rows, without reading the table.
    index('mail_outbox_failed_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
    index('mail_outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
  ],
);
