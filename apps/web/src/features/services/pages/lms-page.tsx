import '#web/features/services/services.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { useLmsFeatures } from '#web/features/services/api/get-lms-features.ts';
import { InfoList } from '#web/features/services/components/info-list.tsx';
import { PageSection } from '#web/features/services/components/page-section.tsx';
import { ServiceCta } from '#web/features/services/components/service-cta.tsx';
import { SlideItems } from '#web/features/services/components/slide-items.tsx';

const AUDIENCES = [
  {
    title: 'For learning and development teams',
    text: 'Build learning paths from our catalogue and your own material, assign them by team or role, and export completion reports for audits.',
  },
  {
    title: 'For managers',
    text: 'See who is on track, who is stuck and which skills the team is missing, without chasing spreadsheets.',
  },
  {
    title: 'For learners',
    text: 'One place for courses, live sessions, labs and certificates, on a laptop or a phone.',
  },
] as const;

/** `/lms` (LMS, docs/product.md#pages: a slider of features from GET /api/lms). */
export function LmsPage() {
  const features = useLmsFeatures();
  return (
    <PageFrame eyebrow="Corporate training" head={SITE_PAGES.lms}>
      <PageSection title="What the platform does" intro="The features our corporate clients use every day.">
        <SlideItems
          query={features}
          label="LMS features"
          loadingLabel="Loading LMS features…"
          empty="No LMS features to show yet."
        />
      </PageSection>
      <PageSection title="Built for everyone involved">
        <InfoList items={AUDIENCES} label="Who the LMS is for" />
      </PageSection>
      <ServiceCta service="Learning Management System" title="See the LMS with your own content" />
    </PageFrame>
  );
}
