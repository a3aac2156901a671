// zod-free on purpose: the course page, the profile and the verification page import these without the schemas.
import { formatCertificateHours } from './certificate-pdf-texts.ts';

/**
 * Certificates (docs/product.md#certificates): what a learner earns by completing a course, what anyone sees
 * when checking one, and the console's words for them.
 */

export const CERTIFICATE_STATUS_VALUES = ['valid', 'revoked'] as const;
export type TCertificateStatus = (typeof CERTIFICATE_STATUS_VALUES)[number];

export const CERTIFICATE_STATUS_LABELS: Record<TCertificateStatus, string> = {
  valid: 'Valid',
  revoked: 'Revoked',
};

/** How a certificate came to be: the learner completed the course, or an admin issued it by hand. */
export const CERTIFICATE_METHOD_VALUES = ['completion', 'manual'] as const;
export type TCertificateMethod = (typeof CERTIFICATE_METHOD_VALUES)[number];

export const CERTIFICATE_METHOD_LABELS: Record<TCertificateMethod, string> = {
  completion: 'Course completed',
  manual: 'Issued by hand',
};

/** A certificate's id: 128 random bits written as 26 lower-case base32 letters (RFC 4648, no padding). */
export const CERTIFICATE_ID_PATTERN = /^[a-z2-7]{26}$/;

/** A revocation's reason: what the console asks for and the verification page shows. */
export const REVOCATION_REASON_MAX = 500;

/** '12.5 hours', '1 hour', 'Under an hour' for a certificate's hours of content (the PDF's rounding). */
export const certificateHoursText = (hours: number): string =>
  hours <= 0 ? 'Under an hour' : formatCertificateHours(hours);

export const CERTIFICATE_MESSAGES = {
  // ---- The API's refusals ----
  notFound: 'Certificate not found',
  userNotFound: 'Choose a learner who has an account.',
  courseNotFound: 'Choose a course of the catalogue.',
  alreadyHeld: 'This learner already holds a valid certificate for this course.',
  alreadyRevoked: 'This certificate is already revoked.',
  notRevoked: 'Only a revoked certificate can be re-issued: revoke it first, with the reason.',
  reasonRequired: 'Say why the certificate is revoked: the verification page shows it.',
  reasonTooLong: `Keep the reason under ${REVOCATION_REASON_MAX} characters.`,

  // ---- Toasts of the console ----
  issued: 'Certificate issued. The learner is told by email and in the site.',
  revoked: 'Certificate revoked. Its page now says so.',
  reissued: 'A new certificate was issued. The learner is told by email and in the site.',

  // ---- The learner's side (the course's Certificate tab, the profile) ----
  listTitle: 'Certificates',
  listEmpty: 'Complete a course to earn its certificate. It appears here, ready to download and share.',
  listError: 'Your certificates could not be loaded. Check your connection and try again.',
  earnedTitle: 'Your certificate',
  downloadPdf: 'Download PDF',
  downloadCredential: 'Download credential',
  credentialHint: 'A signed Open Badges 3.0 credential: any verifier can check it against our public keys.',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied. Select it and copy it by hand.',
  addToLinkedIn: 'Add to LinkedIn',
  viewCertificate: 'View certificate',
  revokedNotice: (date: string) => `Revoked on ${date}. Contact us if you think this is a mistake.`,

  // ---- The verification page ----
  pageTitle: (learnerName: string, courseName: string) => `${learnerName} · ${courseName} certificate`,
  pageDescription: (learnerName: string, courseName: string, issuerName: string) =>
    `${learnerName} completed ${courseName} on ${issuerName}. Check this certificate and its signed credential.`,
  certifies: 'This certifies that',
  completed: 'completed the course',
  completedOn: 'Completed on',
  hoursLabel: 'Hours of content',
  issuedBy: 'Issued by',
  certificateId: 'Certificate ID',
  statusLabel: 'Status',
  validNotice: 'This certificate is valid.',
  revokedTitle: (date: string) => `This certificate was revoked on ${date}.`,
  revocationReasonLabel: 'Reason',
  signatureVerified: 'Signature verified: the credential was signed with our published key.',
  signatureNotVerified: 'The credential’s signature could not be verified. Contact us before relying on it.',
  viewCourse: 'View the course',
  notFoundTitle: 'Certificate not found',
  notFoundText: 'No certificate has this address. Check the link you were given, or ask its holder for it.',
  loadError: 'This certificate could not be loaded. Check your connection and try again.',

  // ---- Notification and mail to the learner ----
  notificationTitle: (courseName: string) => `Your certificate for ${courseName}`,
  notificationBody: (courseName: string) =>
    `Congratulations on completing ${courseName}! Your certificate is ready: download it or share its link.`,
  mailSubject: (courseName: string) => `Your certificate for ${courseName}`,

  // ---- The console ----
  consoleTitle: 'Certificates',
  consoleEmpty: 'No certificate matches. Certificates appear here when learners complete a course.',
  consoleError: 'The certificates could not be loaded. Try again.',
  issueTitle: 'Issue a certificate',
  issueHint:
    'For training completed outside the site. The learner gets the certificate by email and in the site, under their name as their profile has it now.',
  issueButton: 'Issue certificate',
  revokeTitle: 'Revoke this certificate?',
  revokeWarning: (learnerName: string) =>
    `Anyone checking it will see it is revoked, with your reason. ${learnerName} keeps the file, but it no longer verifies as valid. A revoked certificate cannot be restored; you can issue a new one.`,
  revokeButton: 'Revoke',
  reasonLabel: 'Reason for revoking',
  reissueTitle: 'Issue a new certificate?',
  reissueHint:
    'A new certificate, with a new address, under the learner’s and the course’s names as they are now. The revoked one stays revoked.',
  reissueButton: 'Re-issue',
  exportCsv: 'Export CSV',
  auditTitle: 'History',
  replacedBy: 'Replaced by',
  replaces: 'Replaces',
  grantsCertificateLabel: 'Grants a certificate',
  grantsCertificateHint:
    'Learners who complete every lesson (and pass the quiz, where the course has one) get a certificate.',
} as const;
