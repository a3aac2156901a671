import '#web/features/console/people/people.css';
import {
  CERTIFICATE_MESSAGES as T,
  CERTIFICATE_METHOD_LABELS,
  certificateHoursText,
  type TAdminCertificate,
  type TAuditEntry,
} from '@curio/shared';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAdminCertificate } from '#web/features/console/people/api/certificates.ts';
import { AuditChanges } from '#web/features/console/people/components/audit-changes.tsx';
import { CertificateActions } from '#web/features/console/people/components/certificate-actions.tsx';
import { CertificateStatusBadge } from '#web/features/console/people/components/certificate-status-badge.tsx';
import { actionWords } from '#web/features/console/people/lib/audit-words.ts';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';

const backLink = (
  <Link className="text-link" to={paths.admin.certificates}>
    ← All certificates
  </Link>
);

/** Who acted: their email, or what it means when there is none. */
const actorText = (actor: TAdminCertificate['issuedBy'], none: string) => actor?.email ?? none;

/** The certificate's audit trail, oldest first: each change, who made it, when, and its fields. */
function CertificateHistory({ entries }: { entries: TAuditEntry[] }) {
  if (entries.length === 0) return <p className="console-muted">No change was recorded in the console.</p>;
  return (
    <ol className="console-timeline" aria-label="Changes, oldest first">
      {entries.map((entry) => (
        <li key={entry._id} className="console-timeline__item">
          <p className="console-timeline__move">{actionWords(entry.action)}</p>
          <p className="console-timeline__meta">
            <ConsoleTime iso={entry.createdAt} withTime />
            {' · by '}
            {entry.actorEmail}
          </p>
          <details className="certificate-history__details">
            <summary>Fields before and after</summary>
            <AuditChanges entry={entry} />
          </details>
        </li>
      ))}
    </ol>
  );
}

function CertificateDetail({ certificate }: { certificate: TAdminCertificate }) {
  // After a revocation the pressed button is gone: the new status takes the focus, and is read.
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const { learner, course, urls } = certificate;
  return (
    <div className="console-detail-grid">
      <section className="console-panel" aria-labelledby="certificate-status-heading">
        <h2 id="certificate-status-heading" ref={statusHeading} tabIndex={-1}>
          {T.statusLabel}: <CertificateStatusBadge status={certificate.status} />
        </h2>
        {certificate.status === 'revoked' && (
          <dl className="console-definition">
            <dt>Revoked</dt>
            <dd>{certificate.revokedAt && <ConsoleTime iso={certificate.revokedAt} withTime />}</dd>
            <dt>By</dt>
            <dd>{actorText(certificate.revokedBy, 'a deleted account')}</dd>
            <dt>{T.revocationReasonLabel}</dt>
            <dd className="certificate-detail__reason">{certificate.revocationReason}</dd>
          </dl>
        )}
        {certificate.replacedBy && (
          <p>
            {T.replacedBy}{' '}
            <Link className="text-link" to={paths.admin.certificate.to(certificate.replacedBy)}>
              {certificate.replacedBy}
            </Link>
          </p>
        )}
        <CertificateActions certificate={certificate} onChanged={() => statusHeading.current?.focus()} />
      </section>
      <section className="console-panel" aria-labelledby="certificate-details-heading">
        <h2 id="certificate-details-heading">Details</h2>
        <dl className="console-definition">
          <dt>Learner</dt>
          <dd>
            {certificate.learnerName}
            {learner && (
              <>
                {' · '}
                <Link className="text-link" to={paths.admin.user.to(learner._id)}>
                  {learner.email}
                </Link>
              </>
            )}
          </dd>
          <dt>Course</dt>
          <dd>
            <Link className="text-link" to={paths.admin.course.to(course._id)}>
              {course.name}
            </Link>
          </dd>
          <dt>{T.completedOn}</dt>
          <dd>
            <ConsoleTime iso={certificate.completedAt} zone="utc" />
          </dd>
          <dt>Issued</dt>
          <dd>
            <ConsoleTime iso={certificate.issuedAt} withTime />
          </dd>
          <dt>How</dt>
          <dd>
            {CERTIFICATE_METHOD_LABELS[certificate.method]}
            {certificate.method === 'manual' && ` by ${actorText(certificate.issuedBy, 'a deleted account')}`}
          </dd>
          <dt>{T.hoursLabel}</dt>
          <dd>{certificateHoursText(certificate.hours)}</dd>
          <dt>{T.certificateId}</dt>
          <dd className="certificate-detail__id">{certificate._id}</dd>
          {certificate.replaces && (
            <>
              <dt>{T.replaces}</dt>
              <dd>
                <Link className="text-link" to={paths.admin.certificate.to(certificate.replaces)}>
                  {certificate.replaces}
                </Link>
              </dd>
            </>
          )}
        </dl>
        <div className="console-actions">
          <a className="text-link" href={urls.page}>
            {T.viewCertificate}
          </a>
          <a className="text-link" href={urls.pdf} download>
            {T.downloadPdf}
          </a>
          <a className="text-link" href={urls.credential} download>
            {T.downloadCredential}
          </a>
        </div>
      </section>
      <section
        className="console-panel console-detail-grid__wide"
        aria-labelledby="certificate-history-heading"
      >
        <h2 id="certificate-history-heading">{T.auditTitle}</h2>
        <CertificateHistory entries={certificate.audit} />
      </section>
    </div>
  );
}

/**
 * /admin/certificates/:id (admin): one certificate, its status (revoked: when, by whom, why), its details,
 * its history from the audit log, and Revoke or Re-issue (docs/product.md#certificates).
 */
export function CertificatePage() {
  const { id = '' } = useParams();
  const query = useAdminCertificate(id);
  return (
    <>
      <PageHeader
        title={query.data ? `Certificate of ${query.data.learnerName}` : 'Certificate'}
        description={query.data?.course.name}
        back={backLink}
      />
      <QueryState query={query} loadingLabel="Loading the certificate…" empty={null} isEmpty={() => false}>
        {(certificate) => <CertificateDetail certificate={certificate} />}
      </QueryState>
    </>
  );
}
