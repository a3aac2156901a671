import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function ServiceDetailPage() {
  return (
    <PageFrame
      eyebrow="Corporate training"
      heading="Service Details"
      intro="What this service covers, who it is for and the topics it includes."
    />
  );
}
