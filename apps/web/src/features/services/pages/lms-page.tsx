import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function LmsPage() {
  return (
    <PageFrame
      eyebrow="Corporate training"
      heading="Learning Management System"
      intro="One place to assign courses, follow progress and report on your teams' learning."
    />
  );
}
