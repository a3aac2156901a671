// Certificates a learner earns by completing a course, or an admin issues by hand; anyone can verify them
// (docs/product.md#certificates, ADR 037).
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

export const CERTIFICATE_METHODS = ['completion', 'manual'] as const;

export const certificates = pgTable(
  'certificates',
  {
    /** 128 random bits as 26 lower-case base32 letters: the public page's address, never guessable. */
    id: text('id').primaryKey(),
    // Deleting an account deletes its certificates (they carry the person's name).
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A course with certificates is archived, never deleted (as one with orders).
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** What the certificate says, as it was at issue: the profile's name and the course's name. */
    learnerName: text('learner_name').notNull(),
    courseName: text('course_name').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** Hours of content (published lessons) at issue, one decimal. */
    hours: numeric('hours', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method', { enum: CERTIFICATE_METHODS }).notNull(),
    /** The admin who issued it by hand (null on completion, or once their account is gone). */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** The revoked certificate this one was re-issued from. */
    replaces: text('replaces'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revocationReason: text('revocation_reason'),
    /** The signed Open Badges 3.0 credential (a compact JWS), signed once at issue. */
    credential: text('credential').notNull(),
    /** Storage key of the PDF once it has been made (app.fileStorage); null until the first download. */
    pdfKey: text('pdf_key'),
  },
  (t) => [
    // One valid certificate per learner and course: concurrent completions issue one.
    uniqueIndex('certificates_valid_unique')
      .on(t.userId, t.courseId)
      .where(sql`${t.revokedAt} is null`),
    index('certificates_user_idx').on(t.userId, t.issuedAt),
    index('certificates_course_idx').on(t.courseId, t.issuedAt),
    index('certificates_issued_idx').on(t.issuedAt),
    check('certificates_method_check', sql`${t.method} in ('completion', 'manual')`),
    check('certificates_id_check', sql`${t.id} ~ '^[a-z2-7]{26}$'`),
    check('certificates_revocation_check', sql`(${t.revokedAt} is null) = (${t.revocationReason} is null)`),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
