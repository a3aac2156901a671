import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES as C } from '@curio/shared';
import { rotateCredentialKey } from '#api/modules/certificates/index.ts';
import { useTestApp } from './helpers/app.ts';
import { anEarnedCertificate, certUrls, readVerification, revoke } from './helpers/certificates.ts';
import { testDatabase } from './helpers/database.ts';
import { eventually, useInstances } from './helpers/instances.ts';
import { adminAuth } from './helpers/users.ts';

/**
 * Anyone can verify a certificate (docs/product.md#certificates, ADR 037): the public reply (404 for any
 * unknown id, telling nothing), the signed Open Badges 3.0 credential checked here with a JOSE library against
 * the JWKS the site publishes, its revocation status, the issuer's profile, the PDF; every public read from
 * the public cache, and a revocation reaching the cached replies.
 */

const ctx = useTestApp();
let app: FastifyInstance;

beforeEach(() => {
  app = ctx.app;
});

const SITE = 'http://localhost:3000';

async function publishedJwks(on: FastifyInstance = app): Promise<JSONWebKeySet> {
  const res = await on.inject({ method: 'GET', url: certUrls.jwks });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/jwk-set+json; charset=utf-8');
  return res.json();
}

async function downloadCredential(id: string) {
  const res = await app.inject({ method: 'GET', url: certUrls.credential(id) });
  expect(res.statusCode).toBe(200);
  return res;
}

/** The JWT with one byte of its payload changed (the payload decoded, a byte altered, encoded again). */
function withOneByteChanged(jwt: string): string {
  const [header, payload, signature] = jwt.split('.');
  const bytes = Buffer.from(payload ?? '', 'base64url');
  const at = bytes.indexOf('Balcony');
  bytes[at] = 'b'.charCodeAt(0);
  return [header, bytes.toString('base64url'), signature].join('.');
}

describe('the verification reply (GET /api/certificates/{id})', () => {
  it('says who completed what, when, that it is valid and that its signature checks out', async () => {
    const { certificate, course } = await anEarnedCertificate(app);
    const res = await app.inject({ method: 'GET', url: certUrls.verification(certificate.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.json().data).toEqual({
      _id: certificate.id,
      learnerName: certificate.learnerName,
      course: { _id: course.id, name: 'Balcony Gardening', slug: course.slug },
      completedAt: certificate.completedAt.toISOString(),
      issuedAt: certificate.issuedAt.toISOString(),
      hours: 0.2,
      issuer: { name: expect.any(String), url: SITE },
      status: 'valid',
      revokedAt: null,
      revocationReason: null,
      urls: {
        page: `${SITE}/certificates/${certificate.id}`,
        pdf: `${SITE}/api/certificates/${certificate.id}/pdf`,
        credential: `${SITE}/api/certificates/${certificate.id}/credential`,
        linkedIn: expect.stringContaining('https://www.linkedin.com/profile/add?'),
      },
      signatureVerified: true,
    });
    // From the cache: the same bytes, and a 304 for the browser's copy.
    const again = await app.inject({
      method: 'GET',
      url: certUrls.verification(certificate.id),
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 to an unknown or malformed id, the same words for both, naming nothing', async () => {
    await anEarnedCertificate(app);
    const expected = { statusCode: 404, message: C.notFound, data: null };
    for (const id of [
      'abcdefghijklmnopqrstuvwxyz',
      'not-a-certificate',
      '0000',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      'x'.repeat(150),
    ]) {
      for (const url of [
        certUrls.verification(id),
        certUrls.pdf(id),
        certUrls.credential(id),
        certUrls.status(id),
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual(expected);
      }
    }
  });

  it('says a certificate is revoked, with when and why, once an admin revokes it (the cached reply too)', async () => {
    const { certificate } = await anEarnedCertificate(app);
    expect((await readVerification(app, certificate.id)).status).toBe('valid');
    expect(
      (await revoke(app, await adminAuth(app), certificate.id, 'Completed by someone else')).statusCode,
    ).toBe(200);
    const revoked = await readVerification(app, certificate.id);
    expect(revoked).toMatchObject({
      status: 'revoked',
      revokedAt: expect.any(String),
      revocationReason: 'Completed by someone else',
      // The signature is still the site's: the status, not the signature, says it no longer holds.
      signatureVerified: true,
    });
    const status = await app.inject({ method: 'GET', url: certUrls.status(certificate.id) });
    expect(status.json()).toEqual({
      id: `${SITE}/api/certificates/${certificate.id}/status`,
      issuer: `${SITE}/api/certificates/issuer`,
      revokedCredentials: [
        {
          id: `${SITE}/certificates/${certificate.id}`,
          revoked: true,
          revocationReason: 'Completed by someone else',
        },
      ],
    });
  });
});

describe('the signed credential (Open Badges 3.0, VC 2.0 as a JWT)', () => {
  it('verifies against the published JWKS and holds the required fields and types', async () => {
    const { certificate, course } = await anEarnedCertificate(app);
    const res = await downloadCredential(certificate.id);
    expect(res.headers['content-type']).toBe('application/vc+jwt');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Certificate - Balcony Gardening - ${certificate.learnerName}.jwt"; filename*=UTF-8''${encodeURIComponent(`Certificate - Balcony Gardening - ${certificate.learnerName}.jwt`)}`,
    );
    const jwt = res.body;
    expect(jwt).toBe(certificate.credential);
    const jwks = await publishedJwks();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
      typ: 'vc+jwt',
      algorithms: ['EdDSA'],
    });
    expect(protectedHeader).toEqual({ alg: 'EdDSA', kid: jwks.keys[0]?.kid, typ: 'vc+jwt' });
    expect(payload).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `${SITE}/certificates/${certificate.id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: {
        id: `${SITE}/api/certificates/issuer`,
        type: ['Profile'],
        name: expect.any(String),
        url: SITE,
      },
      validFrom: certificate.issuedAt.toISOString(),
      name: expect.stringContaining('Balcony Gardening'),
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          {
            type: 'IdentityObject',
            identityType: 'name',
            hashed: false,
            identityHash: certificate.learnerName,
          },
          expect.objectContaining({
            type: 'IdentityObject',
            identityType: 'emailAddress',
            hashed: true,
            identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/),
          }),
        ],
        activityEndDate: certificate.completedAt.toISOString(),
        achievement: {
          id: `${SITE}/coursesdetails/${course.slug}`,
          type: ['Achievement'],
          name: 'Balcony Gardening',
          description: expect.stringContaining('Balcony Gardening'),
          criteria: { narrative: expect.any(String) },
        },
      },
      credentialStatus: {
        id: `${SITE}/api/certificates/${certificate.id}/status`,
        type: '1EdTechRevocationList',
      },
    });
  });

  it('fails to verify once one byte of its payload is changed', async () => {
    const { certificate } = await anEarnedCertificate(app);
    const jwt = (await downloadCredential(certificate.id)).body;
    const keys = createLocalJWKSet(await publishedJwks());
    const tampered = withOneByteChanged(jwt);
    expect(tampered).not.toBe(jwt);
    await expect(jwtVerify(tampered, keys, { typ: 'vc+jwt' })).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
    await expect(jwtVerify(jwt, keys, { typ: 'vc+jwt' })).resolves.toBeDefined();
  });

  it('keeps verifying after the key is rotated: the new key signs, the old one stays published', async () => {
    const before = await anEarnedCertificate(app);
    const oldKid = decodeProtectedHeader(before.certificate.credential).kid;
    const { db } = await testDatabase();
    const newKid = await rotateCredentialKey(db);
    // An instance reads the keys again within a minute; a key id it has not seen makes it read them at once.
    await app.certificates.keys.jwksWith(newKid);
    const after = await anEarnedCertificate(app);
    expect(decodeProtectedHeader(after.certificate.credential).kid).toBe(newKid);
    const jwks = await publishedJwks();
    const kids = jwks.keys.map((key) => key.kid);
    expect(kids[0]).toBe(newKid);
    expect(kids).toContain(oldKid);
    for (const { certificate } of [before, after]) {
      await expect(jwtVerify(certificate.credential, createLocalJWKSet(jwks))).resolves.toBeDefined();
      expect((await readVerification(app, certificate.id)).signatureVerified).toBe(true);
    }
  });

  it('publishes the issuer’s profile at its id', async () => {
    const res = await app.inject({ method: 'GET', url: certUrls.issuer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({
      '@context': expect.arrayContaining(['https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']),
      id: `${SITE}/api/certificates/issuer`,
      type: ['Profile'],
      name: expect.any(String),
      url: SITE,
      jwks: `${SITE}/api/certificates/issuer/jwks.json`,
    });
  });
});

describe('the PDF (GET /api/certificates/{id}/pdf)', () => {
  it('answers application/pdf under a file name that says what it is, the same file each time', async () => {
    const { certificate } = await anEarnedCertificate(app);
    const first = await app.inject({ method: 'GET', url: certUrls.pdf(certificate.id) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(
      `filename="Certificate - Balcony Gardening - ${certificate.learnerName}.pdf"`,
    );
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Made once and kept: the second download is the stored file, and the browser's copy is current.
    expect(await app.fileStorage.has(`media/certificates/${certificate.id}.pdf`)).toBe(true);
    const second = await app.inject({ method: 'GET', url: certUrls.pdf(certificate.id) });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const cached = await app.inject({
      method: 'GET',
      url: certUrls.pdf(certificate.id),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    // The private folder is never served as an upload.
    const upload = await app.inject({
      method: 'GET',
      url: `/uploads/media/certificates/${certificate.id}.pdf`,
    });
    expect(upload.statusCode).toBe(404);
  });
});

describe('revocation across instances', () => {
  const instance = useInstances();

  it('reaches the cached reply of another instance', async () => {
    const [a, b] = [await instance(), await instance()];
    const { certificate } = await anEarnedCertificate(a);
    expect((await readVerification(b, certificate.id)).status).toBe('valid');
    const credentialOnB = await b.inject({ method: 'GET', url: certUrls.status(certificate.id) });
    expect(credentialOnB.json().revokedCredentials).toEqual([]);

    expect((await revoke(a, await adminAuth(a), certificate.id, 'Refunded')).statusCode).toBe(200);
    const seen = await eventually(
      () => readVerification(b, certificate.id),
      (reply) => reply.status === 'revoked',
    );
    expect(seen.revocationReason).toBe('Refunded');
    const status = await b.inject({ method: 'GET', url: certUrls.status(certificate.id) });
    expect(status.json().revokedCredentials).toHaveLength(1);
  });
});
