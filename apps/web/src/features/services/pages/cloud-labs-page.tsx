import '#web/features/services/services.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { InfoList } from '#web/features/services/components/info-list.tsx';
import { PageSection } from '#web/features/services/components/page-section.tsx';
import { ServiceCta } from '#web/features/services/components/service-cta.tsx';

/** Cloud Labs (docs/product.md#pages): a static benefit list. */
const BENEFITS = [
  {
    title: 'Nothing to install',
    text: 'Every lab opens in the browser with a ready terminal, editor and cloud console. Learners start in seconds on any laptop.',
  },
  {
    title: 'Real cloud accounts',
    text: 'Sandboxes on AWS, Azure and Google Cloud, not simulations, so what learners practise is exactly what they will use at work.',
  },
  {
    title: 'Safe by design',
    text: 'Each sandbox has spending limits and is wiped when the session ends, so mistakes cost nothing and no bill surprises anyone.',
  },
  {
    title: 'Guided, then graded',
    text: 'Step-by-step tasks with automatic checks tell learners at once whether the load balancer, pipeline or cluster they built actually works.',
  },
  {
    title: 'Ready for certification',
    text: 'Lab sets follow the objectives of the major cloud certifications, from associate to professional level.',
  },
  {
    title: 'Progress you can see',
    text: 'Managers see time spent and tasks completed per learner, alongside course progress in the LMS.',
  },
] as const;

const STEPS = [
  {
    title: 'Pick a lab set',
    text: 'Choose from our library or ask us to build labs around your own architecture.',
  },
  {
    title: 'Invite your team',
    text: 'Learners sign in with their work email; no cloud credentials to share.',
  },
  {
    title: 'Practise and review',
    text: 'Learners work through the tasks; trainers review the hard ones in live sessions.',
  },
] as const;

/** `/cloudlab`. */
export function CloudLabsPage() {
  return (
    <PageFrame eyebrow="Corporate training" head={SITE_PAGES.cloudLab}>
      <PageSection title="Why learn in our labs">
        <InfoList items={BENEFITS} label="Cloud Labs benefits" variant="checks" />
      </PageSection>
      <PageSection title="How it works">
        <InfoList items={STEPS} label="How Cloud Labs work" variant="steps" />
      </PageSection>
      <ServiceCta service="Cloud Labs" />
    </PageFrame>
  );
}
