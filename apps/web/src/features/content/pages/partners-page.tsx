import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function PartnersPage() {
  return (
    <PageFrame
      eyebrow="Partners"
      heading="Meet Our Tool Techbelt"
      intro="The certification bodies and technology vendors whose tools our courses teach."
    />
  );
}
