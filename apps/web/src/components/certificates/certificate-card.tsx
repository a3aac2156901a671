import './certificates.css';
import {
  CERTIFICATE_MESSAGES as T,
  CERTIFICATE_STATUS_LABELS,
  certificateHoursText,
  type TMyCertificate,
} from '@curio/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { CertificateActions } from './certificate-actions.tsx';

/** A certificate's date as it is printed on it: the day in UTC, the same for every reader. */
export const certificateDate = (iso: string) => formatLongDate(iso, 'utc');

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
        <div>
          <dt>{T.completedOn}</dt>
          <dd>
            <time dateTime={certificate.completedAt}>{certificateDate(certificate.completedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{T.hoursLabel}</dt>
          <dd>{certificateHoursText(certificate.hours)}</dd>
        </div>
        <div>
          <dt>{T.certificateId}</dt>
          <dd className="certificate-card__id">{certificate._id}</dd>
        </div>
      </dl>
      {status === 'revoked' && certificate.revokedAt && (
        <p className="certificate-card__revoked">{T.revokedNotice(certificateDate(certificate.revokedAt))}</p>
      )}
      <CertificateActions certificate={certificate} />
    </article>
  );
}
