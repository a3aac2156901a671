import '#web/features/content/content.css';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { PolicyDocument } from '#web/features/content/components/policy-document.tsx';

export function TermsPage() {
  return (
    <PageFrame
      eyebrow="Legal"
      heading="Terms & Condition"
      intro="The terms that apply when you use Curio and buy its courses."
    >
      <PolicyDocument field="termsAndConditions" label="Terms and Conditions" />
    </PageFrame>
  );
}
