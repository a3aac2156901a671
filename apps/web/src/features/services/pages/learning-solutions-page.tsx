import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function LearningSolutionsPage() {
  return (
    <PageFrame
      eyebrow="Corporate training"
      heading="Learning Solutions"
      intro="How Curio designs learning programmes around a company's goals, teams and tools."
    />
  );
}
