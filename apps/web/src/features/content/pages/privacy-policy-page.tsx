import '#web/features/content/content.css';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { PolicyDocument } from '#web/features/content/components/policy-document.tsx';

export function PrivacyPolicyPage() {
  return (
    <PageFrame
      eyebrow="Legal"
      heading="Privacy Policy"
      intro="How Curio collects, uses and protects your personal information."
    >
      <PolicyDocument field="privacyPolicy" label="Privacy Policy" />
    </PageFrame>
  );
}
