import { CERTIFICATE_MESSAGES, COURSE_MESSAGES, isSiteImage, type TCourse } from '@curio/shared';
import { certificateForCourse, useMyCertificates } from '#web/api/certificates.ts';
import { CertificateCard } from '#web/components/certificates/certificate-card.tsx';
import { Img } from '#web/components/ui/img.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** The sample certificate every visitor sees until they earn the course's own. */
function CertificateDemo({ course }: { course: TCourse }) {
  // No sample, or one stored before the image rule that the site cannot show (ADR 028): say so.
  if (!isSiteImage(course.certificateDemo))
    return (
      <>
        <p>Finish every module and pass the final assessment to earn a certificate.</p>
        <p>{COURSE_MESSAGES.noCertificateDemo}</p>
      </>
    );
  return (
    <>
      <p>Finish every module and pass the final assessment to earn a certificate like this one.</p>
      <figure className="certificate">
        <Img
          src={course.certificateDemo}
          alt={`Sample certificate of completion for ${course.name}`}
          width={1100}
          height={780}
          sizes="(max-width: 760px) 100vw, 760px"
        />
      </figure>
    </>
  );
}

/**
 * The Certificate tab (docs/product.md#certificates): a learner who holds the course's certificate sees it,
 * with its downloads and links, in place of the sample; everyone else (a visitor, a learner without one, a
 * staff preview, or while the learner's certificates cannot be read) sees the sample.
 */
export function CourseCertificate({ course, isPreview }: { course: TCourse; isPreview: boolean }) {
  const certificates = useMyCertificates(!isPreview);
  const certificate = certificates.data && certificateForCourse(certificates.data, course._id);
  const isLoading = certificates.isLoading;
  return (
    <section className="course-panel" aria-busy={isLoading || undefined}>
      <h2>{CERTIFICATE_MESSAGES.earnedTitle}</h2>
      {isLoading ? (
        <Spinner label="Loading your certificate…" />
      ) : certificate ? (
        <CertificateCard certificate={certificate} />
      ) : (
        <CertificateDemo course={course} />
      )}
    </section>
  );
}
