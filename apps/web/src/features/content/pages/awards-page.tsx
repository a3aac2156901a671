import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function AwardsPage() {
  return (
    <PageFrame
      eyebrow="Recognition"
      heading="Our Awards"
      intro="Awards Curio and its programmes have received over the years."
    />
  );
}
