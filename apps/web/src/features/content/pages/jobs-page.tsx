import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function JobsPage() {
  return (
    <PageFrame
      eyebrow="Careers"
      heading="Open Position"
      intro="Roles open at Curio, with their type, location and salary."
    />
  );
}
