import './testimonial-carousel.css';
import type { TTestimonial } from '@curio/shared';
import { Carousel } from './ui/carousel.tsx';
import { Img } from './ui/img.tsx';

/** One testimonial: image, name, designation and message (docs/product.md#content-pages). */
function TestimonialSlide({ testimonial }: { testimonial: TTestimonial }) {
  return (
    <figure className="testimonial-slide">
      <blockquote className="testimonial-slide__message">
        <p>{testimonial.message}</p>
      </blockquote>
      <figcaption className="testimonial-slide__person">
        <Img className="testimonial-slide__image" src={testimonial.image} alt="" width={56} height={56} />
        <span>
          <span className="testimonial-slide__name">{testimonial.name}</span>
          <span className="testimonial-slide__designation">{testimonial.designation}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The testimonials slider of the home page and of /what-client and /testimonials (docs/product.md#pages). */
export function TestimonialCarousel({ testimonials }: { testimonials: TTestimonial[] }) {
  return (
    <Carousel
      className="testimonial-carousel"
      label="Testimonials"
      items={testimonials}
      getKey={(testimonial) => testimonial._id}
      slidesPerView={{ base: 1, 768: 2, 1100: 3 }}
      isCentered={false}
      loop
      previousLabel="Previous testimonial"
      nextLabel="Next testimonial"
      renderItem={(testimonial) => <TestimonialSlide testimonial={testimonial} />}
    />
  );
}
