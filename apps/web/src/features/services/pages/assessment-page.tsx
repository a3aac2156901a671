import '#web/features/services/services.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { InfoList } from '#web/features/services/components/info-list.tsx';
import { PageSection } from '#web/features/services/components/page-section.tsx';
import { ServiceCta } from '#web/features/services/components/service-cta.tsx';

const WHAT_WE_ASSESS = [
  {
    title: 'Coding',
    text: 'Timed problems in the candidate’s language of choice, run against hidden tests for correctness and efficiency.',
  },
  {
    title: 'Cloud and DevOps',
    text: 'Live tasks in a sandbox: deploy a service, fix a broken pipeline, lock down a misconfigured bucket.',
  },
  {
    title: 'Data and analytics',
    text: 'SQL, spreadsheets and notebook tasks built on realistic, messy data sets.',
  },
  {
    title: 'Role fit',
    text: 'Scenario questions on debugging, code review and communication, written with hiring managers.',
  },
] as const;

const PROCESS = [
  {
    title: 'Set the bar',
    text: 'Tell us the role and the level. We propose a test from our question bank, or build one with your team.',
  },
  {
    title: 'Invite and proctor',
    text: 'Candidates take the test in the browser. AI proctoring flags copied answers and unusual behaviour for a human to review.',
  },
  {
    title: 'Score and explain',
    text: 'Answers are scored automatically; open answers are graded by a model and checked by a trainer before they count.',
  },
  {
    title: 'Decide',
    text: 'You get a ranked shortlist and a skills report per person, showing strengths, gaps and a suggested learning path.',
  },
] as const;

/** `/assessment` (AI assessment, static, docs/product.md#pages). */
export function AssessmentPage() {
  return (
    <PageFrame eyebrow="Corporate training" head={SITE_PAGES.assessment}>
      <PageSection
        title="Evidence, not guesswork"
        intro="CVs and interviews tell you what someone says they can do. Our assessments show you, with tasks taken from the work itself."
      >
        <InfoList items={WHAT_WE_ASSESS} label="What we assess" />
      </PageSection>
      <PageSection title="From invitation to decision">
        <InfoList items={PROCESS} label="How an assessment runs" variant="steps" />
      </PageSection>
      <ServiceCta service="AI Assessment" />
    </PageFrame>
  );
}
