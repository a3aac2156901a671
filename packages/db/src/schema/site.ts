// Site-wide settings.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Brand, contact details and social links (DESIGN preamble): one JSON value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Secrets every instance shares (issue 15): the JWT signing keys (`jwt`, one active and the retired ones
 * that still verify until their tokens expire) and the OTP pepper (`otp`). The partial unique index keeps one
 * active secret per purpose, so instances starting at once agree on the first one (`on conflict do nothing`).
 */
export const serverSecrets = pgTable(
  'server_secrets',
  {
    /** The key id, carried in each token's `kid` header. */
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['jwt', 'otp'] }).notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    /** Set when a newer key took over signing; the key still verifies tokens for one token lifetime. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('server_secrets_active_unique')
      .on(t.purpose)
      .where(sql`${t.retiredAt} is null`),
    check('server_secrets_purpose_check', sql`${t.purpose} in ('jwt', 'otp')`),
  ],
);
