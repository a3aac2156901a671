import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function PrivacyPolicyPage() {
  return (
    <PageFrame
      eyebrow="Legal"
      heading="Privacy Policy"
      intro="How Curio collects, uses and protects your personal information."
    />
  );
}
