// Accounts and password resets.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TNotificationPreferences } from '@curio/shared';
import { createdAt, timestamps, trigramIndexes } from './columns.ts';

/** Every account's role; the order is the order of power (learner < editor < admin). */
export const ROLES = ['user', 'editor', 'admin'] as const;

export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  orderUpdates: true,
  courseUpdates: true,
  newsletter: false,
};

/**
 * The address of docs/product.md#cart-and-orders as an order keeps it (and as a learner may save it for next
 * time).
 */
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
    // 'user' is a learner; staff are 'editor' (catalogue, content, reviews, enquiries) or 'admin'
    // (everything). Read from here on every request, so a role change applies to the staff member's next
    // request.
    role: text('role', { enum: ROLES }).notNull().default('user'),
    // A disabled account cannot log in and its tokens stop working at once (authenticate reads this).
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
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
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The console's users page: its sorts, role and disabled filters, and its search (ADR 042). Newest first
    // (and oldest first) reads `users_newest_idx (created_at, id) INCLUDE (name, email, role)`, made by
    // migration 0023 (drizzle-kit cannot declare INCLUDE): the console search tests the newest accounts'
    // names and emails from it alone (ADR 046).
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_disabled_idx')
      .on(t.createdAt)
      .where(sql`${t.disabledAt} is not null`),
    index('users_name_lower_idx').on(sql`lower(${t.name})`),
    // The console search's accounts whose name starts with a text, LIKE 'text%' in any collation (ADR 046).
    index('users_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    ...trigramIndexes('users', t.name, t.email, t.phone),
    check('users_role_check', sql`${t.role} in ('user', 'editor', 'admin')`),
  ],
);

/**
 * Password resets per email address (ADR 020), whether or not an account has it, so a registered and an
 * unknown address take the same statements. `emailKey` is an HMAC of the lowercased address keyed by the
 * server secret and `codeHash` one of the live code: a leaked table reveals neither. The counts cover the
 * window that began at `windowStartedAt` (RATE_LIMIT_OTP_DAILY_MAX, RATE_LIMIT_OTP_GUESSES_DAILY_MAX); a
 * new code does not reset them.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    emailKey: text('email_key').primaryKey(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    codesSent: integer('codes_sent').notNull().default(0),
    wrongGuesses: integer('wrong_guesses').notNull().default(0),
  },
  (t) => [index('password_resets_window_idx').on(t.windowStartedAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * Every console write: who, from where, what (entity and id) and the fields before and after, written in the
 * same transaction as the change. Append-only: no route updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when the staff account goes: the email says who it was.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorIp: text('actor_ip'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    ...trigramIndexes('audit_log', t.actorEmail, t.entityId),
  ],
);

export type UserRole = (typeof ROLES)[number];
export type AuditLogRow = typeof auditLog.$inferSelect;
