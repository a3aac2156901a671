import type { TAdminCertificate, TAdminCertificateRow, TAdminUser } from '@curio/shared';
import { certificateUrls } from '#web-test/certificate-fixtures.ts';
import { adminUser } from './operations-fixtures.ts';

/** The console's certificates, shaped exactly like the API's replies (packages/shared/src/certificates.ts). */
export const learnerAccount: TAdminUser = {
  _id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'user',
  disabled: false,
  orderCount: 1,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

const CERTIFICATE_ID = 'mfrggzdfmztwq2lknnwg23tpob';

export const certificateRow: TAdminCertificateRow = {
  _id: CERTIFICATE_ID,
  learnerName: 'Asha Verma',
  learner: { _id: learnerAccount._id, name: learnerAccount.name, email: learnerAccount.email },
  course: { _id: '5a1b2c3d-1111-4222-8333-944455556666', name: 'React from Zero', slug: 'react' },
  completedAt: '2026-03-02T12:00:00.000Z',
  issuedAt: '2026-03-02T12:00:00.000Z',
  hours: 6,
  method: 'completion',
  status: 'valid',
  revokedAt: null,
};

export const validCertificate: TAdminCertificate = {
  ...certificateRow,
  issuedBy: null,
  revokedBy: null,
  revocationReason: null,
  replaces: null,
  replacedBy: null,
  urls: certificateUrls(CERTIFICATE_ID),
  audit: [],
};

/** The same certificate once an admin revoked it with `reason`. */
export const revokedCertificate = (reason: string): TAdminCertificate => ({
  ...validCertificate,
  status: 'revoked',
  revokedAt: '2026-03-05T09:00:00.000Z',
  revokedBy: { _id: adminUser._id, email: adminUser.email },
  revocationReason: reason,
  audit: [
    {
      _id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
      actorId: adminUser._id,
      actorName: adminUser.name,
      actorEmail: adminUser.email,
      actorIp: null,
      action: 'revoke',
      entity: 'certificate',
      entityId: CERTIFICATE_ID,
      entityName: 'Asha Verma · React from Zero',
      before: { revokedAt: null },
      after: { revokedAt: '2026-03-05T09:00:00.000Z', revocationReason: reason },
      createdAt: '2026-03-05T09:00:00.000Z',
    },
  ],
});
