import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function BeATrainerPage() {
  return (
    <PageFrame
      eyebrow="Teach with us"
      heading="Be a Trainer"
      intro="Share what you know: tell us about your expertise and teach learners with Curio."
    />
  );
}
