import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, certificates, notifications } from '@curio/db';
import {
  CERTIFICATE_MESSAGES as C,
  MESSAGES,
  type TAdminCertificate,
  type TAdminCertificateRow,
  type TConsolePage,
} from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  auditRows,
  call,
  editCourse,
  readAdminCourse,
  type GuardedRequest,
} from './helpers/catalogue-admin.ts';
import {
  aCertificateCourse,
  aLearnerOf,
  anEarnedCertificate,
  certUrls,
  completeLessons,
  readAdminCertificate,
  readVerification,
  revoke,
  storedCertificates,
} from './helpers/certificates.ts';
import { parseCsv } from './helpers/csv.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

/**
 * The console's certificates (docs/product.md#certificates): admins only (401 without a token, 403 to a
 * learner or an editor, before the body is read); issue by hand, revoke with a reason, re-issue a revoked
 * one, each audited in the transaction that makes it; bad input a 400 that changes nothing; the list's
 * filters, search and paging, one certificate with its history, the CSV export; the course editor's flag.
 */

const ctx = useTestApp();
let app: FastifyInstance;
let admin: Record<string, string>;

beforeEach(async () => {
  app = ctx.app;
  admin = await adminAuth(app);
});

const issue = (auth: Record<string, string>, body: unknown) =>
  call(app, 'POST', certUrls.adminList, auth, body);
const reissue = (auth: Record<string, string>, id: string) =>
  call(app, 'POST', certUrls.reissue(id), auth, {});

async function listCertificates(query = ''): Promise<TConsolePage<TAdminCertificateRow>> {
  const res = await call(app, 'GET', `${certUrls.adminList}${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** How many audit rows there are about certificates. */
async function certificateAuditCount() {
  const { db } = await testDatabase();
  return (await db.select().from(auditLog).where(eq(auditLog.entity, 'certificate'))).length;
}

describe('who may use the console’s certificates', () => {
  it('answers 401 without a token and 403 to a learner and an editor, whatever the body', async () => {
    const { certificate } = await anEarnedCertificate(app);
    const requests: GuardedRequest[] = [
      ['GET', certUrls.adminList, undefined],
      ['GET', certUrls.adminCsv, undefined],
      ['GET', certUrls.admin(certificate.id), undefined],
      ['POST', certUrls.adminList, { userId: certificate.userId, courseId: certificate.courseId }],
      ['POST', certUrls.revoke(certificate.id), { reason: 'Because' }],
      ['POST', certUrls.reissue(certificate.id), {}],
    ];
    const learner = (await signedInUser(app)).auth;
    const editor = await editorAuth(app);
    for (const [method, url, body] of requests) {
      expect((await call(app, method, url, {}, body)).statusCode, `${String(method)} ${url}`).toBe(401);
      for (const auth of [learner, editor]) {
        const res = await call(app, method, url, auth, body);
        expect(res.statusCode, `${String(method)} ${url}`).toBe(403);
        expect(res.json().message).toBe(MESSAGES.auth.forbidden);
      }
    }
    expect((await readVerification(app, certificate.id)).status).toBe('valid');
    expect(await storedCertificates()).toHaveLength(1);
    expect(await certificateAuditCount()).toBe(0);
  });
});

describe('issuing by hand (POST /api/admin/certificates)', () => {
  it('issues one for a learner and a course, tells the learner, and audits it', async () => {
    const { course } = await aCertificateCourse(2);
    const learner = await signedInUser(app, { name: 'Meera Iyer' });
    const res = await issue(admin, { userId: learner.profile._id, courseId: course.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(C.issued);
    const issued = res.json().data as TAdminCertificate;
    expect(issued).toMatchObject({
      learnerName: 'Meera Iyer',
      learner: { _id: learner.profile._id, email: learner.email },
      course: { _id: course.id, name: 'Balcony Gardening', slug: course.slug },
      method: 'manual',
      status: 'valid',
      issuedBy: { _id: expect.any(String), email: 'ops@curio.example' },
      revokedBy: null,
      replaces: null,
      replacedBy: null,
      audit: [expect.objectContaining({ action: 'issue', entity: 'certificate', entityId: issued._id })],
    });
    expect(issued.audit[0]?.entityName).toBe('Meera Iyer · Balcony Gardening');
    const { db } = await testDatabase();
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, learner.profile._id)),
    ).toEqual([expect.objectContaining({ title: C.notificationTitle('Balcony Gardening') })]);
    const verified = await readVerification(app, issued._id);
    expect(verified).toMatchObject({ status: 'valid', signatureVerified: true });
  });

  it('refuses a second valid one (409), an unknown learner or course (404), changing nothing', async () => {
    const { certificate } = await anEarnedCertificate(app);
    const again = await issue(admin, { userId: certificate.userId, courseId: certificate.courseId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(C.alreadyHeld);
    const unknownUser = await issue(admin, {
      userId: '00000000-0000-4000-8000-000000000000',
      courseId: certificate.courseId,
    });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().message).toBe(C.userNotFound);
    const unknownCourse = await issue(admin, {
      userId: certificate.userId,
      courseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCourse.statusCode).toBe(404);
    expect(await storedCertificates()).toHaveLength(1);
    expect(await certificateAuditCount()).toBe(0);
  });

  it('answers bad input 400 naming the field, changing nothing', async () => {
    const { course } = await aCertificateCourse(1);
    const learner = await signedInUser(app);
    for (const body of [
      {},
      { userId: 'not-a-uuid', courseId: course.id },
      { userId: learner.profile._id },
      { userId: learner.profile._id, courseId: 42 },
      [course.id],
    ]) {
      const res = await issue(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await storedCertificates()).toEqual([]);
    expect(await certificateAuditCount()).toBe(0);
  });
});

describe('revoking (POST …/{id}/revoke) and re-issuing (POST …/{id}/reissue)', () => {
  it('revokes with the reason, audited; a second revoke is a 409', async () => {
    const { certificate } = await anEarnedCertificate(app);
    const res = await revoke(app, admin, certificate.id, '  Paid with a stolen card  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(C.revoked);
    expect(res.json().data).toMatchObject({
      status: 'revoked',
      revokedAt: expect.any(String),
      revokedBy: { email: 'ops@curio.example' },
      revocationReason: 'Paid with a stolen card',
    });
    const rows = await auditRows(certificate.id);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'revoke',
        entity: 'certificate',
        actorEmail: 'ops@curio.example',
        before: { status: 'valid' },
        after: { status: 'revoked', reason: 'Paid with a stolen card' },
      }),
    ]);
    const again = await revoke(app, admin, certificate.id, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(C.alreadyRevoked);
    expect(await auditRows(certificate.id)).toHaveLength(1);
  });

  it('answers bad input 400 and an unknown id 404, changing nothing', async () => {
    const { certificate } = await anEarnedCertificate(app);
    for (const reason of ['', '   ', 'x'.repeat(501), 'line\u0000break', 42, null]) {
      const res = await revoke(app, admin, certificate.id, reason);
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
    }
    expect((await revoke(app, admin, 'not-an-id', 'Because')).statusCode).toBe(400);
    const unknown = await revoke(app, admin, 'abcdefghijklmnopqrstuvwxyz', 'Because');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(C.notFound);
    const [row] = await storedCertificates();
    expect(row?.revokedAt).toBeNull();
    expect(await certificateAuditCount()).toBe(0);
  });

  it('re-issues a revoked one as a new certificate that replaces it; refuses a valid one', async () => {
    const { certificate, learner } = await anEarnedCertificate(app);
    const early = await reissue(admin, certificate.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(C.notRevoked);

    await revoke(app, admin, certificate.id, 'Name misspelt');
    const res = await reissue(admin, certificate.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(C.reissued);
    const replacement = res.json().data as TAdminCertificate;
    expect(replacement._id).not.toBe(certificate.id);
    expect(replacement).toMatchObject({
      status: 'valid',
      replaces: certificate.id,
      method: 'completion',
      completedAt: certificate.completedAt.toISOString(),
      issuedBy: { email: 'ops@curio.example' },
      audit: [
        expect.objectContaining({
          action: 'reissue',
          after: expect.objectContaining({ replaces: certificate.id }),
        }),
      ],
    });
    expect((await readAdminCertificate(app, admin, certificate.id)).replacedBy).toBe(replacement._id);
    expect((await readVerification(app, certificate.id)).status).toBe('revoked');
    expect((await readVerification(app, replacement._id)).status).toBe('valid');

    // The learner holds a valid one again: a second re-issue is refused.
    const twice = await reissue(admin, certificate.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(C.alreadyHeld);
    expect(await storedCertificates(learner.userId ?? '')).toHaveLength(2);
  });
});

describe('the list, one certificate and the export', () => {
  it('filters by course, status and day, searches the learner, pages with the total', async () => {
    const first = await anEarnedCertificate(app);
    const second = await anEarnedCertificate(app);
    const named = await aCertificateCourse(1, { name: 'Compost Basics' });
    const learner = await aLearnerOf(app, named.course);
    const { db } = await testDatabase();
    await db
      .update(certificates)
      .set({ learnerName: 'Zoya Khan' })
      .where(eq(certificates.id, first.certificate.id));
    await completeLessons(app, learner.auth, named.lessons);
    await revoke(app, admin, second.certificate.id, 'Refunded');

    expect((await listCertificates()).total).toBe(3);
    expect((await listCertificates(`?course=${named.course.id}`)).items.map((r) => r.course.name)).toEqual([
      'Compost Basics',
    ]);
    expect((await listCertificates('?status=revoked')).items.map((r) => r._id)).toEqual([
      second.certificate.id,
    ]);
    expect((await listCertificates('?status=valid')).total).toBe(2);
    expect((await listCertificates('?q=zoya')).items.map((r) => r._id)).toEqual([first.certificate.id]);
    expect((await listCertificates(`?q=${second.learner.userId ?? ''}`)).total).toBe(0);
    expect((await listCertificates(`?q=${first.certificate.id.slice(0, 10)}`)).items).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listCertificates(`?from=${today}&to=${today}`)).total).toBe(3);
    expect((await listCertificates('?to=2001-01-01')).total).toBe(0);
    const page = await listCertificates('?pageSize=2&page=2&sort=learner');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((r) => r.learnerName)).toEqual(['Zoya Khan']);
    const bad = await call(app, 'GET', `${certUrls.adminList}?status=lost`, admin);
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered certificates as CSV', async () => {
    const { certificate, learner } = await anEarnedCertificate(app);
    const other = await anEarnedCertificate(app);
    await revoke(app, admin, other.certificate.id, '=HYPERLINK("x")');
    const res = await call(app, 'GET', certUrls.adminCsv, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="certificates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Certificate ID',
      'Learner (as certified)',
      'Email',
      'Course (as certified)',
      'Completed at (UTC)',
      'Issued at (UTC)',
      'Hours of content',
      'How issued',
      'Status',
      'Revoked at (UTC)',
      'Revocation reason',
      'Verification page',
    ]);
    expect(rows).toHaveLength(2);
    const revoked = rows.find((row) => row[0] === other.certificate.id);
    expect(revoked?.[8]).toBe('Revoked');
    // A formula is neutralised (lib/csv.ts).
    expect(revoked?.[10]).toBe(`'=HYPERLINK("x")`);
    const valid = await call(app, 'GET', `${certUrls.adminCsv}?status=valid`, admin);
    const [, only] = parseCsv(valid.body);
    const self = await call(app, 'GET', '/api/user/self', learner.auth);
    expect(only?.slice(0, 4)).toEqual([
      certificate.id,
      certificate.learnerName,
      self.json().data.email,
      'Balcony Gardening',
    ]);
    expect(only?.[11]).toBe(`http://localhost:3000/certificates/${certificate.id}`);
  });

  it('shows one certificate with its history; an unknown id is a 404, a malformed one a 400', async () => {
    const { certificate } = await anEarnedCertificate(app);
    await revoke(app, admin, certificate.id, 'Refunded');
    const detail = await readAdminCertificate(app, admin, certificate.id);
    expect(detail).toMatchObject({
      _id: certificate.id,
      method: 'completion',
      issuedBy: null,
      status: 'revoked',
      revocationReason: 'Refunded',
      urls: { page: `http://localhost:3000/certificates/${certificate.id}` },
      audit: [expect.objectContaining({ action: 'revoke', actorEmail: 'ops@curio.example' })],
    });
    expect((await call(app, 'GET', certUrls.admin('abcdefghijklmnopqrstuvwxyz'), admin)).statusCode).toBe(
      404,
    );
    expect((await call(app, 'GET', certUrls.admin('nope'), admin)).statusCode).toBe(400);
  });
});

describe('the course editor’s grants-certificate flag', () => {
  it('is saved with the course and audited; a course that grants none issues none', async () => {
    const world = await aCertificateCourse(1);
    expect((await readAdminCourse(app, admin, world.course.id)).grantsCertificate).toBe(true);
    const saved = await editCourse(app, admin, world.course.id, { grantsCertificate: false });
    expect(saved.json().data.grantsCertificate).toBe(false);
    const [row] = await auditRows(world.course.id);
    expect(row).toMatchObject({ before: { grantsCertificate: true }, after: { grantsCertificate: false } });
    const learner = await aLearnerOf(app, world.course);
    await completeLessons(app, learner.auth, world.lessons);
    expect(await storedCertificates()).toEqual([]);
    const bad = await call(app, 'PATCH', `/api/admin/courses/${world.course.id}`, admin, {
      grantsCertificate: 'yes',
      version: (await readAdminCourse(app, admin, world.course.id)).updatedAt,
    });
    expect(bad.statusCode).toBe(400);
  });
});
