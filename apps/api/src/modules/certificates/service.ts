import type { FastifyInstance } from 'fastify';
import {
  CERTIFICATE_ID_PATTERN,
  CERTIFICATE_MESSAGES as C,
  envelope,
  ZCertificateVerification,
  type TCertificateVerification,
  type TMyCertificate,
} from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import type { CachedEntry } from '#api/lib/response-cache.ts';
import { cachedRead } from '#api/plugins/cache.ts';
import { createSiteRepository, SITE_CACHE_TAG } from '#api/modules/site/index.ts';
import { CERTIFICATE_CACHE_TAGS as TAGS } from './cache-tags.ts';
import { credentialKid, OB_CONTEXT, VC_CONTEXT, verifyCredential } from './credential.ts';
import { createCertificateRepository, type CertificateWithSlug } from './repository.ts';
import { certificateUrls, issuerUrls, wireUrls } from './urls.ts';

export const ZCertificateVerificationReply = envelope(ZCertificateVerification);

/** Where a certificate's PDF is kept once made: the private folder, which `/uploads/` never serves. */
export const certificatePdfKey = (id: string) => `media/certificates/${id}.pdf`;

const statusOf = (row: { revokedAt: Date | null }) => (row.revokedAt ? 'revoked' : 'valid');

/**
 * The public side of certificates (docs/product.md#certificates): the verification reply, the signed
 * credential, its revocation status and the issuer's profile, each a public-cache entry dropped by a
 * revocation on every instance; and the learner's own list.
 */
export function createCertificateService(app: FastifyInstance) {
  const repository = createCertificateRepository(app.db);
  const site = createSiteRepository(app.db);
  const siteUrl = app.config.publicUrl;
  const { keys } = app.certificates;

  /** A certificate by its id: 404 for any other string, malformed or unknown alike (nothing is told). */
  async function known(id: string): Promise<CertificateWithSlug> {
    const found = CERTIFICATE_ID_PATTERN.test(id) ? await repository.find(id) : undefined;
    if (!found) throw notFound(C.notFound);
    return found;
  }

  const tagsOf = (id: string) => [TAGS.certificate(id), SITE_CACHE_TAG];

  /** Raw (not enveloped) text of a public-cache entry: what standard clients of a credential expect. */
  const rawEntry = (key: string, tags: readonly string[], load: () => Promise<string>) =>
    app.publicCache.peek(key) ?? app.publicCache.get(key, tags, load);

  async function verification(id: string): Promise<TCertificateVerification> {
    const { certificate: c, courseSlug } = await known(id);
    const { brand } = await site.loadSettings();
    const urls = certificateUrls(siteUrl, c.id);
    const jwks = await keys.jwksWith(credentialKid(c.credential));
    return {
      _id: c.id,
      learnerName: c.learnerName,
      course: { _id: c.courseId, name: c.courseName, slug: courseSlug },
      completedAt: c.completedAt.toISOString(),
      issuedAt: c.issuedAt.toISOString(),
      hours: c.hours,
      issuer: { name: brand, url: siteUrl },
      status: statusOf(c),
      revokedAt: c.revokedAt?.toISOString() ?? null,
      revocationReason: c.revocationReason,
      urls: wireUrls(siteUrl, c, brand),
      signatureVerified: await verifyCredential(c.credential, jwks, urls.page),
    };
  }

  /** GET /api/certificates/{id}: cached until the certificate is revoked (or the site renamed). */
  const verificationEntry = (id: string): CachedEntry | Promise<CachedEntry> =>
    cachedRead(app.publicCache, `certificate:${id}`, () => ({
      tags: tagsOf(id),
      schema: ZCertificateVerificationReply,
      load: () => verification(id),
    }));

  return {
    known,
    verificationEntry,

    /** The verification reply's data, from the cache (the PDF's and the credential's file names). */
    async verificationData(id: string): Promise<TCertificateVerification> {
      const entry = await verificationEntry(id);
      return (JSON.parse(entry.body) as { data: TCertificateVerification }).data;
    },

    /** GET /api/certificates/{id}/credential: the JWT as signed at issue. */
    credentialEntry: (id: string) =>
      rawEntry(
        `certificate:${id}:credential`,
        tagsOf(id),
        async () => (await known(id)).certificate.credential,
      ),

    /**
     * GET /api/certificates/{id}/status: the credential's `credentialStatus`, a 1EdTech Revocation List that
     * names this credential only (a list of every revoked certificate would publish their learners).
     */
    statusEntry: (id: string) =>
      rawEntry(`certificate:${id}:status`, tagsOf(id), async () => {
        const { certificate: c } = await known(id);
        const urls = certificateUrls(siteUrl, c.id);
        return JSON.stringify({
          id: urls.status,
          issuer: issuerUrls(siteUrl).profile,
          revokedCredentials: c.revokedAt
            ? [{ id: urls.page, revoked: true, revocationReason: c.revocationReason }]
            : [],
        });
      }),

    /** GET /api/certificates/issuer: the issuer's Open Badges Profile, at its id. */
    issuerEntry: () =>
      rawEntry('certificate:issuer', [SITE_CACHE_TAG, TAGS.issuer], async () => {
        const { brand, contact } = await site.loadSettings();
        const urls = issuerUrls(siteUrl);
        return JSON.stringify({
          '@context': [VC_CONTEXT, OB_CONTEXT],
          id: urls.profile,
          type: ['Profile'],
          name: brand,
          url: siteUrl,
          ...(contact.email ? { email: contact.email } : {}),
          // Not an Open Badges field: where the keys that sign this issuer's credentials are published.
          jwks: urls.jwks,
        });
      }),

    /** GET /api/user/certificates: the learner's own, newest first. */
    async mine(userId: string): Promise<TMyCertificate[]> {
      const [rows, { brand }] = await Promise.all([repository.listForUser(userId), site.loadSettings()]);
      return rows.map(({ certificate: c, courseSlug }) => ({
        _id: c.id,
        course: { _id: c.courseId, name: c.courseName, slug: courseSlug },
        learnerName: c.learnerName,
        completedAt: c.completedAt.toISOString(),
        issuedAt: c.issuedAt.toISOString(),
        hours: c.hours,
        status: statusOf(c),
        revokedAt: c.revokedAt?.toISOString() ?? null,
        urls: wireUrls(siteUrl, c, brand),
      }));
    },

    setPdfKey: (id: string, key: string) => repository.setPdfKey(id, key),
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
