import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function LateralHiringPage() {
  return (
    <PageFrame
      eyebrow="Corporate training"
      heading="Lateral Hiring"
      intro="Training that brings experienced hires up to speed on your stack and ways of working."
    />
  );
}
