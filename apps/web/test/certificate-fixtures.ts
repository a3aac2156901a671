import type { TCertificateVerification, TMyCertificate } from '@curio/shared';
import { react } from './commerce-fixtures.ts';

/**
 * Certificates shaped exactly like the API's replies (packages/shared/src/certificates.ts): the learner's own
 * (GET /api/user/certificates) and the public verification (GET /api/certificates/{id}).
 */
const ORIGIN = 'https://curio.example';

export const certificateUrls = (id: string) => ({
  page: `${ORIGIN}/certificates/${id}`,
  pdf: `${ORIGIN}/api/certificates/${id}/pdf`,
  credential: `${ORIGIN}/api/certificates/${id}/credential`,
  linkedIn: `https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&certId=${id}`,
});

export const CERTIFICATE_ID = 'abcdefghijklmnopqrstuvwxyz';

export const myCertificate = (overrides: Partial<TMyCertificate> = {}): TMyCertificate => ({
  _id: CERTIFICATE_ID,
  course: { _id: react._id, name: react.name, slug: react.slug },
  learnerName: 'Test Learner',
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  completedAt: '2026-03-12T12:00:00.000Z',
  issuedAt: '2026-03-12T12:00:00.000Z',
  hours: 12.5,
  status: 'valid',
  revokedAt: null,
  urls: certificateUrls(overrides._id ?? CERTIFICATE_ID),
  ...overrides,
});

export const verification = (
  overrides: Partial<TCertificateVerification> = {},
): TCertificateVerification => ({
  ...myCertificate(),
  issuer: { name: 'Curio', url: ORIGIN },
  revocationReason: null,
  signatureVerified: true,
  ...overrides,
});
