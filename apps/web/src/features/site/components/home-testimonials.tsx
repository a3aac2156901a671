import { CONTENT_MESSAGES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { TestimonialCarousel } from '#web/components/testimonial-carousel.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useTestimonials } from '#web/api/testimonials.ts';
import { HomeSection } from './home-section.tsx';

export function HomeTestimonials() {
  const testimonials = useTestimonials();
  return (
    <HomeSection
      eyebrow="Testimonials"
      title="What our learners say"
      tone="tinted"
      action={
        <Link className="text-link" to={paths.testimonials}>
          Read more stories
        </Link>
      }
    >
      <QueryState
        query={testimonials}
        loadingLabel="Loading testimonials…"
        empty={CONTENT_MESSAGES.noTestimonials}
      >
        {(list) => <TestimonialCarousel testimonials={list} />}
      </QueryState>
    </HomeSection>
  );
}
