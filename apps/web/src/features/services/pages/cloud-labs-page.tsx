import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function CloudLabsPage() {
  return (
    <PageFrame
      eyebrow="Corporate training"
      heading="Cloud Labs"
      intro="Hands-on cloud environments where learners practise on real infrastructure without setting anything up."
    />
  );
}
