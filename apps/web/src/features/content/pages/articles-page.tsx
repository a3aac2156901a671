import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function ArticlesPage() {
  return (
    <PageFrame
      eyebrow="Insights"
      heading="Our Articles"
      intro="Newsletters, media coverage and feature stories from the Curio team."
    />
  );
}
