import { CERTIFICATE_MESSAGES as T, certificateHoursText } from '@curio/shared';
import type { ReactNode } from 'react';
import { formatLongDate } from '#web/lib/dates.ts';

/** A certificate's date as it is printed on it: the day in UTC, the same for every reader. */
export const certificateDate = (iso: string) => formatLongDate(iso, 'utc');

/** One fact of a certificate in its `<dl>`: a label and its value. */
export function CertificateFact({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When the course was completed and how many hours of content it holds: what every view of one says. */
export function CompletionFacts({ completedAt, hours }: { completedAt: string; hours: number }) {
  return (
    <>
      <CertificateFact label={T.completedOn}>
        <time dateTime={completedAt}>{certificateDate(completedAt)}</time>
      </CertificateFact>
      <CertificateFact label={T.hoursLabel}>{certificateHoursText(hours)}</CertificateFact>
    </>
  );
}
