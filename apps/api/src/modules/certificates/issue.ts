import type { CertificateRow, Db } from '@curio/db';
import { CERTIFICATE_MESSAGES as C, paths } from '@curio/shared';
import { createNotificationRepository } from '#api/modules/commerce/index.ts';
import type { MailMessage } from '#api/modules/mail/index.ts';
import { createSiteRepository } from '#api/modules/site/index.ts';
import { signCredential } from './credential.ts';
import { newCertificateId } from './ids.ts';
import type { CredentialKeys } from './keys.ts';
import { certificateMail } from './mails.ts';
import { createCertificateRepository } from './repository.ts';
import { certificateUrls } from './urls.ts';

export interface CertificateIssuerDeps {
  db: Db;
  keys: CredentialKeys;
  /** The site's public origin (PUBLIC_URL): every URL the certificate carries starts with it. */
  siteUrl: string;
  /** `app.mailer.queue`; absent (the demo seed), no mail is sent. */
  queueMail?: (message: MailMessage, tx: Db) => Promise<void>;
}

export interface IssueRequest {
  userId: string;
  courseId: string;
  method: 'completion' | 'manual';
  /** The admin who issues it by hand; null on completion. */
  issuedBy: string | null;
  completedAt: Date;
  /** The revoked certificate this one replaces (a re-issue). */
  replaces?: string | null;
  /** Tell the learner: an in-site notification and a mail (the demo seed's certificate does without). */
  notify: boolean;
}

/** Hours of content to one decimal. */
const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

/**
 * Issuing a certificate (docs/product.md#certificates, ADR 037), always inside the transaction of the change
 * that earns it: what it says is read there (the learner's name and the course's as they are at that
 * moment, the hours of its published lessons), its credential is signed, and the learner's notification and
 * mail are written in the same transaction: all of it commits, or none. Every read goes through `tx`: on the
 * embedded database the transaction holds the only connection.
 */
export function createCertificateIssuer(deps: CertificateIssuerDeps) {
  const repository = createCertificateRepository(deps.db);
  const notifications = createNotificationRepository(deps.db);

  /** Issues one; undefined when the learner or course is gone, or the learner holds a valid one already. */
  async function issue(request: IssueRequest, tx: Db): Promise<CertificateRow | undefined> {
    const facts = await repository.issueFacts(request.userId, request.courseId, tx);
    if (!facts) return undefined;
    const { brand } = await createSiteRepository(tx).loadSettings();
    const id = newCertificateId();
    const issuedAt = new Date();
    const hours = hoursOf(facts.course.seconds);
    const credential = await signCredential(
      {
        certificateId: id,
        siteUrl: deps.siteUrl,
        issuerName: brand,
        learnerName: facts.learner.name,
        learnerEmail: facts.learner.email,
        courseName: facts.course.name,
        courseSlug: facts.course.slug,
        hours,
        completedAt: request.completedAt,
        issuedAt,
        method: request.method,
      },
      deps.keys.signing(),
    );
    const row = await repository.insert(
      {
        id,
        userId: request.userId,
        courseId: request.courseId,
        learnerName: facts.learner.name,
        courseName: facts.course.name,
        completedAt: request.completedAt,
        hours,
        issuedAt,
        method: request.method,
        issuedBy: request.issuedBy,
        replaces: request.replaces ?? null,
        credential,
      },
      tx,
    );
    if (!row || !request.notify) return row;
    await notifications.insert(
      {
        userId: request.userId,
        title: C.notificationTitle(row.courseName),
        message: C.notificationBody(row.courseName),
        link: paths.certificate.to(row.id),
      },
      tx,
    );
    const urls = certificateUrls(deps.siteUrl, row.id);
    await deps.queueMail?.(
      certificateMail({
        to: facts.learner.email,
        name: facts.learner.name,
        brand,
        courseName: row.courseName,
        pageUrl: urls.page,
        pdfUrl: urls.pdf,
      }),
      tx,
    );
    return row;
  }

  return {
    issue,

    /**
     * Called in the transaction of every progress write that completes a lesson: when that completes the
     * course for a learner whose order of it is confirmed or completed, and the course grants certificates,
     * the certificate is issued there. Once a learner holds one of the course, valid or revoked, nothing more
     * is issued on completion (a revoked one comes back only through an admin's re-issue).
     */
    async afterLessonCompleted(
      tx: Db,
      { userId, courseId, completedAt }: { userId: string; courseId: string; completedAt: Date },
    ): Promise<CertificateRow | undefined> {
      // First, so that of two writes completing the last lessons at once, the second counts the first's.
      await repository.lockLearnerCourse(userId, courseId, tx);
      const { total, completed } = await repository.lessonCounts(userId, courseId, tx);
      if (total === 0 || completed < total) return undefined;
      if (await repository.hasAny(userId, courseId, tx)) return undefined;
      if (!(await repository.ownsCourse(userId, courseId, tx))) return undefined;
      const facts = await repository.issueFacts(userId, courseId, tx);
      if (!facts?.course.grantsCertificate) return undefined;
      return issue({ userId, courseId, method: 'completion', issuedBy: null, completedAt, notify: true }, tx);
    },
  };
}

export type CertificateIssuer = ReturnType<typeof createCertificateIssuer>;
