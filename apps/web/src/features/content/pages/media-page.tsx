import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function MediaPage() {
  return (
    <PageFrame
      eyebrow="In the news"
      heading="Our Media"
      intro="Stories, interviews and coverage of Curio and its learners."
    />
  );
}
