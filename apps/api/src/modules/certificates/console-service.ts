import type { FastifyInstance } from 'fastify';
import type { CertificateRow } from '@curio/db';
import {
  CERTIFICATE_MESSAGES as C,
  CERTIFICATE_METHOD_LABELS,
  CERTIFICATE_STATUS_LABELS,
  type TAdminCertificate,
  type TAdminCertificateIssueRequest,
  type TAdminCertificateRow,
  type TConsolePage,
} from '@curio/shared';
import { recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { toConsolePage } from '#api/lib/console-list.ts';
import { batchesAfter, type CsvColumn, type KeysetCursor } from '#api/lib/csv.ts';
import { conflict, notFound } from '#api/lib/http-errors.ts';
import { createAuditRepository, toAuditEntry } from '#api/modules/audit/index.ts';
import { createSiteRepository } from '#api/modules/site/index.ts';
import { CERTIFICATE_CACHE_TAGS as TAGS } from './cache-tags.ts';
import {
  createCertificateAdminRepository,
  type CertificateFilter,
  type CertificateListQuery,
  type CertificateListRow,
} from './console-repository.ts';
import { createCertificateRepository } from './repository.ts';
import { certificateUrls, wireUrls } from './urls.ts';

const ENTITY = 'certificate';

const statusOf = (c: { revokedAt: Date | null }) => (c.revokedAt ? 'revoked' : 'valid');

/** A row of the console's table. */
function toRow({ certificate: c, learner, courseSlug }: CertificateListRow): TAdminCertificateRow {
  return {
    _id: c.id,
    learnerName: c.learnerName,
    learner: { _id: learner.id, name: learner.name, email: learner.email },
    course: { _id: c.courseId, name: c.courseName, slug: courseSlug },
    completedAt: c.completedAt.toISOString(),
    issuedAt: c.issuedAt.toISOString(),
    hours: c.hours,
    method: c.method,
    status: statusOf(c),
    revokedAt: c.revokedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an issue: what the certificate says and how it came to be. */
const issueSnapshot = (c: CertificateRow) => ({
  userId: c.userId,
  courseId: c.courseId,
  learnerName: c.learnerName,
  courseName: c.courseName,
  completedAt: c.completedAt.toISOString(),
  hours: c.hours,
  method: c.method,
  ...(c.replaces ? { replaces: c.replaces } : {}),
});

/** One line per certificate of the export (UTC times; the page's address to check it). */
export const certificateCsvColumns = (siteUrl: string): CsvColumn<CertificateListRow>[] => [
  { header: 'Certificate ID', value: (row) => row.certificate.id },
  { header: 'Learner (as certified)', value: (row) => row.certificate.learnerName },
  { header: 'Email', value: (row) => row.learner.email },
  { header: 'Course (as certified)', value: (row) => row.certificate.courseName },
  { header: 'Completed at (UTC)', value: (row) => row.certificate.completedAt.toISOString() },
  { header: 'Issued at (UTC)', value: (row) => row.certificate.issuedAt.toISOString() },
  { header: 'Hours of content', value: (row) => row.certificate.hours },
  { header: 'How issued', value: (row) => CERTIFICATE_METHOD_LABELS[row.certificate.method] },
  { header: 'Status', value: (row) => CERTIFICATE_STATUS_LABELS[statusOf(row.certificate)] },
  { header: 'Revoked at (UTC)', value: (row) => row.certificate.revokedAt?.toISOString() ?? '' },
  { header: 'Revocation reason', value: (row) => row.certificate.revocationReason ?? '' },
  { header: 'Verification page', value: (row) => certificateUrls(siteUrl, row.certificate.id).page },
];

/**
 * The console's certificates (admin only; docs/product.md#certificates): list, export, one certificate with
 * its history, and the three writes: issue by hand, revoke with a reason, re-issue a revoked one. Each write
 * and its audit row commit together; a revocation drops the certificate's cached replies on every instance.
 */
export function createCertificateAdminService(app: FastifyInstance) {
  const repo = createCertificateAdminRepository(app.db);
  const certificates = createCertificateRepository(app.db);
  const audit = createAuditRepository(app.db);
  const site = createSiteRepository(app.db);
  const { issuer } = app.certificates;
  const siteUrl = app.config.publicUrl;

  async function detail(id: string): Promise<TAdminCertificate> {
    const row = await repo.detail(id);
    if (!row) throw notFound(C.notFound);
    const [{ brand }, trail] = await Promise.all([site.loadSettings(), audit.trail(ENTITY, id)]);
    const c = row.certificate;
    const actor = (who: { id: string | null; email: string | null } | null) =>
      who?.id && who.email ? { _id: who.id, email: who.email } : null;
    return {
      ...toRow(row),
      issuedBy: actor(row.issuedBy),
      revokedBy: actor(row.revokedBy),
      revocationReason: c.revocationReason,
      replaces: c.replaces,
      replacedBy: row.replacedBy,
      urls: wireUrls(siteUrl, c, brand),
      audit: trail.map(toAuditEntry),
    };
  }

  return {
    async list(query: CertificateListQuery): Promise<TConsolePage<TAdminCertificateRow>> {
      return toConsolePage(await repo.list(query), query, toRow);
    },

    detail,

    /** Every filtered certificate, newest first, read in batches as the export is written. */
    export: (filter: CertificateFilter) =>
      batchesAfter(
        (after: KeysetCursor | undefined, limit) => repo.exportBatch(filter, after, limit),
        (row) => ({ at: row.keysetAt, id: row.certificate.id }),
      ),

    /**
     * Issues one by hand (training completed off-site): under the learner's and the course's names as they
     * are now, completed today; 409 when the learner holds a valid one of the course.
     */
    async issue({ userId, courseId }: TAdminCertificateIssueRequest, actor: AuditActor): Promise<string> {
      if (!(await repo.userExists(userId))) throw notFound(C.userNotFound);
      if (!(await repo.courseExists(courseId))) throw notFound(C.courseNotFound);
      return app.db.transaction(async (tx) => {
        const request = { userId, courseId, method: 'manual', issuedBy: actor.id } as const;
        const row = await issuer.issue({ ...request, completedAt: new Date(), notify: true }, tx);
        if (!row) throw conflict(C.alreadyHeld);
        await recordAudit(tx, actor, {
          action: 'issue',
          entity: ENTITY,
          entityId: row.id,
          after: issueSnapshot(row),
        });
        return row.id;
      });
    },

    /** Revokes a valid one with the reason the verification page shows; 409 when it is revoked already. */
    async revoke(id: string, reason: string, actor: AuditActor): Promise<void> {
      await app.db.transaction(async (tx) => {
        const current = await certificates.lock(id, tx);
        if (!current) throw notFound(C.notFound);
        if (current.revokedAt) throw conflict(C.alreadyRevoked);
        await certificates.revoke(id, { revokedBy: actor.id, reason }, tx);
        await recordAudit(tx, actor, {
          action: 'revoke',
          entity: ENTITY,
          entityId: id,
          before: { status: 'valid' },
          after: { status: 'revoked', reason },
        });
      });
      app.publicCache.invalidate(TAGS.certificate(id));
    },

    /**
     * A revoked certificate's replacement: a new certificate (a new id) of the same completion, under the
     * learner's and the course's names as they are now. 409 unless it is revoked, or when the learner holds a
     * valid one of the course (a replacement issued already among them).
     */
    async reissue(id: string, actor: AuditActor): Promise<string> {
      return app.db.transaction(async (tx) => {
        const old = await certificates.lock(id, tx);
        if (!old) throw notFound(C.notFound);
        if (!old.revokedAt) throw conflict(C.notRevoked);
        const row = await issuer.issue(
          {
            userId: old.userId,
            courseId: old.courseId,
            method: old.method,
            issuedBy: actor.id,
            completedAt: old.completedAt,
            replaces: old.id,
            notify: true,
          },
          tx,
        );
        if (!row) throw conflict(C.alreadyHeld);
        await recordAudit(tx, actor, {
          action: 'reissue',
          entity: ENTITY,
          entityId: row.id,
          after: issueSnapshot(row),
        });
        return row.id;
      });
    },
  };
}
