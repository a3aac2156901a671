import '#web/features/services/services.css';
import { SITE_PAGES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { InfoList } from '#web/features/services/components/info-list.tsx';
import { PageSection } from '#web/features/services/components/page-section.tsx';
import { ServiceCta } from '#web/features/services/components/service-cta.tsx';

const PROCESS = [
  {
    title: 'Discover',
    text: 'We interview your engineering leads, review the tools you run in production and test a sample of your team, so the programme starts from what people already know.',
  },
  {
    title: 'Design',
    text: 'We turn the gaps into a curriculum: modules, labs and projects taken from your own domain, with milestones your managers sign off before anyone starts.',
  },
  {
    title: 'Deliver',
    text: 'Live classes with practising trainers, mentor hours and hands-on cloud labs, scheduled around sprints so delivery does not stop while people learn.',
  },
  {
    title: 'Measure',
    text: 'Assessments before, during and after the programme, and a report per learner and per team that shows what changed.',
  },
] as const;

const FORMATS = [
  {
    title: 'Instructor-led cohorts',
    text: 'Small live batches, online or at your office, with a trainer who answers questions as they come up.',
  },
  {
    title: 'Self-paced tracks',
    text: 'Recorded lessons and graded exercises on our LMS for teams spread across time zones.',
  },
  {
    title: 'Bootcamps',
    text: 'Four to twelve full-time weeks that take new hires from fundamentals to a production-ready project.',
  },
  {
    title: 'Workshops',
    text: 'One or two focused days on a single tool or practice: Kubernetes upgrades, secure coding, prompt engineering.',
  },
] as const;

/** `/work`: how Curio designs learning programmes around a company (a static page, docs/product.md#pages). */
export function LearningSolutionsPage() {
  return (
    <PageFrame eyebrow="Corporate training" head={SITE_PAGES.work}>
      <PageSection
        title="A programme built around your teams"
        intro="No two companies run the same stack or hire for the same roles, so we do not sell a catalogue. Every engagement follows the same four steps."
      >
        <InfoList items={PROCESS} label="How we build a programme" variant="steps" />
      </PageSection>
      <PageSection title="Ways to learn" intro="Mix formats to fit your calendar and your budget.">
        <InfoList items={FORMATS} label="Learning formats" />
      </PageSection>
      <p className="svc-more">
        Want to see the individual services?{' '}
        <Link className="text-link" to={paths.services}>
          Browse our services
        </Link>{' '}
        or{' '}
        <Link className="text-link" to={paths.services2}>
          explore our training solutions
        </Link>
        .
      </p>
      <ServiceCta service="Learning Solutions" title="Plan a programme with us" />
    </PageFrame>
  );
}
