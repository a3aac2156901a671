import { z } from 'zod';
import { zText } from './text.ts';
import { zFilterDay, ZConsoleListQuery } from './console.ts';
import { ZAuditEntry } from './console-audit.ts';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_METHOD_VALUES,
  CERTIFICATE_STATUS_VALUES,
  REVOCATION_REASON_MAX,
} from './certificate-texts.ts';

/**
 * Certificates (docs/product.md#certificates): the public verification reply, the learner's own list and
 * the console's shapes. Dates are ISO 8601 strings; every URL is absolute (the site's public origin).
 *
 * Endpoints:
 * - GET /api/certificates/{id}: `ZCertificateVerification` (public, cached; 404 for an unknown id);
 * - GET /api/certificates/{id}/pdf: the PDF (`application/pdf`, attachment);
 * - GET /api/certificates/{id}/credential: the signed Open Badges 3.0 credential, a JWT (`application/vc+jwt`);
 * - GET /api/certificates/issuer: the issuer's Open Badges Profile (JSON); its JWKS at
 *   GET /api/certificates/issuer/jwks.json;
 * - GET /api/user/certificates (signed in): `ZMyCertificateList`;
 * - /api/admin/certificates… (admin): list (+ `.csv`), detail, issue, revoke, re-issue.
 */

export const ZCertificateStatus = z.enum(CERTIFICATE_STATUS_VALUES);
export const ZCertificateMethod = z.enum(CERTIFICATE_METHOD_VALUES);
export type TCertificateMethodValue = z.infer<typeof ZCertificateMethod>;

/** Where a certificate can be opened, all absolute. */
export const ZCertificateUrls = z.object({
  /** The public verification page, /certificates/{id}. */
  page: z.string(),
  pdf: z.string(),
  /** The signed credential (JWT). */
  credential: z.string(),
  /** LinkedIn's add-to-profile form, prefilled (a plain link: no script of theirs). */
  linkedIn: z.string(),
});
export type TCertificateUrls = z.infer<typeof ZCertificateUrls>;

/** The course a certificate is for: its name as at issue, and where its page is now. */
export const ZCertificateCourse = z.object({
  _id: z.uuid(),
  /** The course's name when the certificate was issued (what the certificate says). */
  name: z.string(),
  /** Its current slug, for a link to its page. */
  slug: z.string(),
});

/** GET /api/certificates/{id}: what anyone checking a certificate sees. */
export const ZCertificateVerification = z.object({
  _id: z.string(),
  /** The learner's name as their profile had it at issue. */
  learnerName: z.string(),
  course: ZCertificateCourse,
  completedAt: z.string(),
  issuedAt: z.string(),
  /** Hours of content of the course (published lessons), one decimal. */
  hours: z.number(),
  issuer: z.object({ name: z.string(), url: z.string() }),
  status: ZCertificateStatus,
  revokedAt: z.string().nullable(),
  revocationReason: z.string().nullable(),
  urls: ZCertificateUrls,
  /** True when the server checked the credential's signature against its own published keys (JWKS). */
  signatureVerified: z.boolean(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;

/** One of the learner's certificates (the profile, the course's Certificate tab). */
export const ZMyCertificate = z.object({
  _id: z.string(),
  course: ZCertificateCourse,
  learnerName: z.string(),
  completedAt: z.string(),
  issuedAt: z.string(),
  hours: z.number(),
  status: ZCertificateStatus,
  revokedAt: z.string().nullable(),
  urls: ZCertificateUrls,
});
export type TMyCertificate = z.infer<typeof ZMyCertificate>;

/** GET /api/user/certificates: the signed-in learner's certificates, newest first, revoked ones included. */
export const ZMyCertificateList = z.object({ items: z.array(ZMyCertificate) });
export type TMyCertificateList = z.infer<typeof ZMyCertificateList>;

// ---- The console (admin) ----

export const CERTIFICATE_SORTS = ['issuedAt', 'completedAt', 'learner', 'course'] as const;

/**
 * GET /api/admin/certificates(.csv): `q` searches the learner (name at issue, current name, email) and the
 * certificate id; `course` a course id; `status`; `from`/`to` whole days of issue, both included. Sort:
 * CERTIFICATE_SORTS (`-issuedAt` by default).
 */
export const ZAdminCertificateListQuery = ZConsoleListQuery.extend({
  course: z.uuid().optional(),
  status: ZCertificateStatus.optional(),
  from: zFilterDay.optional(),
  to: zFilterDay.optional(),
});
export type TAdminCertificateListQuery = z.input<typeof ZAdminCertificateListQuery>;

/** The learner's account now (null once it is gone). */
const ZCertificateLearner = z.object({ _id: z.uuid(), name: z.string(), email: z.string() }).nullable();
/** A staff member who acted (null once the account is gone, or for an issue on completion). */
const ZCertificateActor = z.object({ _id: z.uuid(), email: z.string() }).nullable();

/** A row of the console's certificates table. */
export const ZAdminCertificateRow = z.object({
  _id: z.string(),
  learnerName: z.string(),
  learner: ZCertificateLearner,
  course: ZCertificateCourse,
  completedAt: z.string(),
  issuedAt: z.string(),
  hours: z.number(),
  method: ZCertificateMethod,
  status: ZCertificateStatus,
  revokedAt: z.string().nullable(),
});
export type TAdminCertificateRow = z.infer<typeof ZAdminCertificateRow>;

/**
 * GET /api/admin/certificates/{id}: the row, who issued and revoked it and why, the certificate it replaces
 * or is replaced by (re-issue), its URLs and its audit trail (oldest first).
 */
export const ZAdminCertificate = ZAdminCertificateRow.extend({
  issuedBy: ZCertificateActor,
  revokedBy: ZCertificateActor,
  revocationReason: z.string().nullable(),
  /** The revoked certificate this one was re-issued from. */
  replaces: z.string().nullable(),
  /** The certificate re-issued from this one. */
  replacedBy: z.string().nullable(),
  urls: ZCertificateUrls,
  audit: z.array(ZAuditEntry),
});
export type TAdminCertificate = z.infer<typeof ZAdminCertificate>;

/** POST /api/admin/certificates: issue one by hand (off-site training); 409 when one is valid already. */
export const ZAdminCertificateIssueRequest = z.object({
  userId: z.uuid({ error: CERTIFICATE_MESSAGES.userNotFound }),
  courseId: z.uuid({ error: CERTIFICATE_MESSAGES.courseNotFound }),
});
export type TAdminCertificateIssueRequest = z.input<typeof ZAdminCertificateIssueRequest>;

/** POST /api/admin/certificates/{id}/revoke: the reason the verification page shows. */
export const ZAdminCertificateRevokeRequest = z.object({
  reason: zText()
    .trim()
    .min(1, { error: CERTIFICATE_MESSAGES.reasonRequired })
    .max(REVOCATION_REASON_MAX, { error: CERTIFICATE_MESSAGES.reasonTooLong }),
});
export type TAdminCertificateRevokeRequest = z.input<typeof ZAdminCertificateRevokeRequest>;

/**
 * POST /api/admin/certificates/{id}/reissue (empty body): a revoked certificate's replacement, under the
 * learner's and course's names as they are now; answers the new certificate (`ZAdminCertificate`).
 */
export const ZAdminCertificateReissueRequest = z.object({}).strict();
export type TAdminCertificateReissueRequest = z.input<typeof ZAdminCertificateReissueRequest>;
