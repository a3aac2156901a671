import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function TermsPage() {
  return (
    <PageFrame
      eyebrow="Legal"
      heading="Terms & Condition"
      intro="The terms that apply when you use Curio and buy its courses."
    />
  );
}
