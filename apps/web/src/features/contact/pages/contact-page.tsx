import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function ContactPage() {
  return (
    <PageFrame
      eyebrow="Contact"
      heading="Leave Us Your Info."
      intro="Tell us what you would like to learn or what your team needs, and we will get back to you."
    />
  );
}
