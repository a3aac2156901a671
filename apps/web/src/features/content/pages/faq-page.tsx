import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function FaqPage() {
  return (
    <PageFrame
      eyebrow="Help"
      heading="FAQ"
      intro="Answers to the questions learners and companies ask us most often."
    />
  );
}
