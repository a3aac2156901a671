import { CERTIFICATE_MESSAGES as T } from '@curio/shared';
import { useMyCertificates } from '#web/api/certificates.ts';
import { CertificateCard } from '#web/components/certificates/certificate-card.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { BrowseCoursesLink } from './browse-courses-link.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * Profile → Certificates (docs/product.md#certificates): the learner's certificates from
 * GET /api/user/certificates, newest first, each with its downloads and links; revoked ones say so.
 */
export function CertificatesTab() {
  const certificates = useMyCertificates();
  return (
    <ProfileSection title={T.listTitle}>
      <QueryState
        query={certificates}
        loadingLabel="Loading your certificates…"
        empty={
          <>
            {T.listEmpty} <BrowseCoursesLink />
          </>
        }
      >
        {(items) => (
          <ul className="certificate-list" aria-label={T.listTitle}>
            {items.map((certificate) => (
              <li key={certificate._id}>
                <CertificateCard certificate={certificate} linksCourse />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ProfileSection>
  );
}
