import { CONTENT_MESSAGES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { TestimonialCarousel } from '../../../components/testimonial-carousel.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useTestimonials } from '../../../api/testimonials.ts';
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
