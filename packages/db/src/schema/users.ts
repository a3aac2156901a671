// Accounts and password-reset codes.
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TNotificationPreferences } from '@curio/shared';
import { createdAt, timestamps } from './columns.ts';

export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  orderUpdates: true,
  courseUpdates: true,
  newsletter: false,
};

/** The address of SPEC §3 as an order keeps it (and as a learner may save it for next time). */
export interface StoredAddress {
  name: string;
  fullAddress: string;
  landmark?: string;
  mobile: string;
  email?: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased (the shared zod rule lower-cases), unique on the lower-cased value.
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    profileImage: text('profile_image'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    // Every JWT carries the version it was issued under; bumping it revokes them all.
    tokenVersion: integer('token_version').notNull().default(0),
    notificationPreferences: jsonb('notification_preferences')
      .$type<TNotificationPreferences>()
      .notNull()
      .default(sql`'{"orderUpdates":true,"courseUpdates":true,"newsletter":false}'::jsonb`),
    // The checkout address the learner chose to keep for next time (null: none saved).
    savedAddress: jsonb('saved_address').$type<StoredAddress>(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** One live reset code per user; a new request replaces it. Only an HMAC of the code is kept. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
