import './certificates.css';
import { CERTIFICATE_MESSAGES as T, CERTIFICATE_STATUS_LABELS, type TMyCertificate } from '@curio/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { CertificateActions } from './certificate-actions.tsx';
import { CertificateFact, certificateDate, CompletionFacts } from './certificate-facts.tsx';

type TCertificateCardProps = {
  certificate: TMyCertificate;
  /** The course's name links to its page (the profile); on the course's own page it does not. */
  linksCourse?: boolean;
};

/**
 * One of the learner's certificates (the course's Certificate tab, the profile): the course, when it was
 * completed, its hours, its status (a revoked one says when), and what can be done with it.
 */
export function CertificateCard({ certificate, linksCourse = false }: TCertificateCardProps) {
  const titleId = useId();
  const { course, status } = certificate;
  return (
    <article className={`certificate-card certificate-card--${status}`} aria-labelledby={titleId}>
      <header className="certificate-card__header">
        <h3 id={titleId} className="certificate-card__title">
          {linksCourse ? (
            <Link className="text-link" to={paths.courseDetail.to(course.slug)}>
              {course.name}
            </Link>
          ) : (
            course.name
          )}
        </h3>
        <span className={`certificate-status certificate-status--${status}`}>
          {CERTIFICATE_STATUS_LABELS[status]}
        </span>
      </header>
      <dl className="certificate-card__facts">
        <CompletionFacts completedAt={certificate.completedAt} hours={certificate.hours} />
        <CertificateFact label={T.certificateId} className="certificate-card__id">
          {certificate._id}
        </CertificateFact>
      </dl>
      {status === 'revoked' && certificate.revokedAt && (
        <p className="certificate-card__revoked">{T.revokedNotice(certificateDate(certificate.revokedAt))}</p>
      )}
      <CertificateActions certificate={certificate} />
    </article>
  );
}
