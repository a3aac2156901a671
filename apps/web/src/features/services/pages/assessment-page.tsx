import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function AssessmentPage() {
  return (
    <PageFrame
      eyebrow="Corporate training"
      heading="AI Assessment"
      intro="Skill assessments that show what candidates and employees can actually do."
    />
  );
}
