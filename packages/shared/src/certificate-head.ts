import type { TCertificateVerification } from './certificates.ts';
import { CERTIFICATE_MESSAGES } from './certificate-texts.ts';
import type { TPageHead } from './head-elements.ts';
import { paths } from './paths.ts';

// A module of its own, not in content-heads.ts: the course page imports that one, and would load the
// certificate texts with it on its first screen.

/**
 * A certificate's verification page (docs/product.md#certificates): a shared link previews the learner's name
 * and the course. Indexable (its holder may want it found) but never in the sitemap.
 */
export const certificateHead = (certificate: TCertificateVerification): TPageHead => ({
  title: CERTIFICATE_MESSAGES.pageTitle(certificate.learnerName, certificate.course.name),
  description: CERTIFICATE_MESSAGES.pageDescription(
    certificate.learnerName,
    certificate.course.name,
    certificate.issuer.name,
  ),
  canonical: paths.certificate.to(certificate._id),
});
