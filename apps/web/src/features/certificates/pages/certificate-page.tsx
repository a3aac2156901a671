import '#web/features/certificates/certificates.css';
import '#web/components/certificates/certificates.css';
import {
  CERTIFICATE_MESSAGES as T,
  CERTIFICATE_STATUS_LABELS,
  certificateHead,
  type TCertificateVerification,
} from '@curio/shared';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import {
  CertificateFact,
  certificateDate,
  CompletionFacts,
} from '#web/components/certificates/certificate-facts.tsx';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { PageNotFound } from '#web/components/layout/page-not-found.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useCertificate } from '#web/features/certificates/api/get-certificate.ts';

/** Valid or revoked (when, and why), and what the server's own check of the signed credential found. */
function CertificateStatus({ certificate }: { certificate: TCertificateVerification }) {
  const isValid = certificate.status === 'valid';
  return (
    <section
      className={`certificate-verdict certificate-verdict--${certificate.status}`}
      aria-label={T.statusLabel}
    >
      {isValid ? (
        <p className="certificate-verdict__title">{T.validNotice}</p>
      ) : (
        <>
          <p className="certificate-verdict__title">
            {T.revokedTitle(certificate.revokedAt ? certificateDate(certificate.revokedAt) : '')}
          </p>
          {certificate.revocationReason && (
            <p>
              <strong>{T.revocationReasonLabel}:</strong> {certificate.revocationReason}
            </p>
          )}
        </>
      )}
      <p
        className={`certificate-verdict__signature certificate-verdict__signature--${
          certificate.signatureVerified ? 'ok' : 'failed'
        }`}
      >
        {certificate.signatureVerified ? T.signatureVerified : T.signatureNotVerified}
      </p>
    </section>
  );
}

/** The certificate as a reader checks it: who, what, when, how long, by whom, and its state. */
function CertificateDetails({ certificate }: { certificate: TCertificateVerification }) {
  const nameId = useId();
  const { course, issuer, urls } = certificate;
  return (
    <article className="certificate-view" aria-labelledby={nameId}>
      <PageMeta {...certificateHead(certificate)} />
      <div className="certificate-sheet">
        <p className="certificate-sheet__lead">{T.certifies}</p>
        <h1 id={nameId} className="certificate-sheet__name">
          {certificate.learnerName}
        </h1>
        <p className="certificate-sheet__lead">{T.completed}</p>
        <p className="certificate-sheet__course">
          <Link className="text-link" to={paths.courseDetail.to(course.slug)}>
            {course.name}
          </Link>
        </p>
        <dl className="certificate-sheet__facts">
          <CompletionFacts completedAt={certificate.completedAt} hours={certificate.hours} />
          <CertificateFact label={T.issuedBy}>
            <a className="text-link" href={issuer.url}>
              {issuer.name}
            </a>
          </CertificateFact>
          <CertificateFact label={T.statusLabel}>
            <span className={`certificate-status certificate-status--${certificate.status}`}>
              {CERTIFICATE_STATUS_LABELS[certificate.status]}
            </span>
          </CertificateFact>
          <CertificateFact label={T.certificateId} className="certificate-sheet__wide certificate-sheet__id">
            {certificate._id}
          </CertificateFact>
        </dl>
      </div>
      <CertificateStatus certificate={certificate} />
      <div className="certificate-view__actions">
        <a className={buttonClass('primary')} href={urls.pdf} download>
          {T.downloadPdf}
        </a>
        <a className={buttonClass('secondary')} href={urls.credential} download>
          {T.downloadCredential}
        </a>
        <Link className={buttonClass('ghost')} to={paths.courseDetail.to(course.slug)}>
          {T.viewCourse}
        </Link>
      </div>
      <p className="certificate-view__hint">{T.credentialHint}</p>
    </article>
  );
}

/**
 * `/certificates/:id` (docs/product.md#certificates): anyone checks a certificate here. The server writes the
 * page's head (the learner and the course, for link previews) and embeds the verification; an unknown id is
 * the site's 404.
 */
export function CertificatePage() {
  const { id = '' } = useParams();
  const certificate = useCertificate(id);
  if (certificate.isError && certificate.error instanceof ApiError && certificate.error.status === 404)
    return <PageNotFound />;
  return (
    <div className="container page-body certificate-page">
      <QueryState
        query={certificate}
        loadingLabel="Loading the certificate…"
        isEmpty={() => false}
        empty={null}
      >
        {(data) => <CertificateDetails certificate={data} />}
      </QueryState>
    </div>
  );
}
