import '#web/features/services/services.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { InfoList } from '#web/features/services/components/info-list.tsx';
import { PageSection } from '#web/features/services/components/page-section.tsx';
import { RoleCircles } from '#web/features/services/components/role-circles.tsx';
import { ServiceCta } from '#web/features/services/components/service-cta.tsx';

const PHASES = [
  {
    title: 'Hire',
    text: 'We source graduates and career changers, screen them with our AI assessment and interview the best with you. You approve every candidate.',
  },
  {
    title: 'Train',
    text: 'Eight to twelve weeks of full-time training on your stack, ending in a capstone project reviewed by your engineers.',
  },
  {
    title: 'Deploy',
    text: 'Trained engineers join your teams ready to pick up tickets, with a Curio mentor for their first three months.',
  },
] as const;

const REASONS = [
  {
    title: 'Predictable cost',
    text: 'One fee per engineer covers sourcing, training and mentoring. No agency percentages, no surprise bench time.',
  },
  {
    title: 'Skills you chose',
    text: 'The curriculum is agreed with your tech leads before the batch starts, so people learn your tools, not generic ones.',
  },
  {
    title: 'Scale in batches',
    text: 'Start with five engineers or fifty; batches start every month in Bangalore and online.',
  },
] as const;

/**
 * `/hiretraindepoy` and `/train` (docs/product.md#pages: the route table gives hire-train-deploy both
 * addresses).
 */
export function HireTrainDeployPage() {
  return (
    <PageFrame eyebrow="Corporate training" head={SITE_PAGES.hireTrainDeploy}>
      <PageSection title="Three steps to a job-ready team">
        <InfoList items={PHASES} label="Hire, train, deploy" variant="steps" />
      </PageSection>
      <PageSection
        title="Roles we build"
        intro="The roles our batches are trained for most often. Need another? We design the track with you."
      >
        <RoleCircles />
      </PageSection>
      <PageSection title="Why Hire-Train-Deploy">
        <InfoList items={REASONS} label="Why companies choose Hire-Train-Deploy" />
      </PageSection>
      <ServiceCta service="Hire-Train-Deploy" />
    </PageFrame>
  );
}
