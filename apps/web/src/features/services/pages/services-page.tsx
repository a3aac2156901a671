import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function ServicesPage() {
  return (
    <PageFrame
      eyebrow="Corporate training"
      heading="Services"
      intro="Training services that help companies hire, upskill and deploy people with the skills they need."
    />
  );
}
