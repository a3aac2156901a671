import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function HireTrainDeployPage() {
  return (
    <PageFrame
      eyebrow="Corporate training"
      heading="Hire-Train-Deploy"
      intro="We hire promising people, train them in the skills your teams need and deploy them ready to work."
    />
  );
}
