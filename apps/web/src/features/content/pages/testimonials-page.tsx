import '#web/features/content/content.css';
import { CONTENT_MESSAGES, SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useTestimonials } from '#web/api/testimonials.ts';
import { Reveal } from '#web/features/content/components/reveal.tsx';
import { TestimonialCarousel } from '#web/components/testimonial-carousel.tsx';

/** Testimonials (/what-client and /testimonials, docs/product.md#pages): a heading and a slider. */
export function TestimonialsPage() {
  const query = useTestimonials();
  return (
    <PageFrame eyebrow="Testimonials" head={SITE_PAGES.testimonials}>
      <QueryState query={query} loadingLabel="Loading testimonials…" empty={CONTENT_MESSAGES.noTestimonials}>
        {(testimonials) => (
          <Reveal>
            <TestimonialCarousel testimonials={testimonials} />
          </Reveal>
        )}
      </QueryState>
    </PageFrame>
  );
}
