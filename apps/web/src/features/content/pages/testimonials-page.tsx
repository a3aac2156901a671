import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function TestimonialsPage() {
  return (
    <PageFrame
      eyebrow="Testimonials"
      heading="What Our Clients Say"
      intro="Learners and companies describe what training with Curio changed for them."
    />
  );
}
