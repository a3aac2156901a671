import '#web/features/content/content.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { PolicyDocument } from '#web/features/content/components/policy-document.tsx';

export function PrivacyPolicyPage() {
  return (
    <PageFrame eyebrow="Legal" head={SITE_PAGES.privacyPolicy}>
      <PolicyDocument field="privacyPolicy" label="Privacy Policy" />
    </PageFrame>
  );
}
