import type { TCourseCard } from '@curio/shared';
import { Carousel, type TSlidesPerView } from '#web/components/ui/carousel.tsx';
import { fillForCarousel } from '#web/features/courses/lib/carousel-fill.ts';
import { CourseCard } from './course-card.tsx';

/** docs/product.md#rules: 3 slides, 2 at 1024 px or narrower, 1 at 768 px or narrower (mobile first). */
export const COURSE_SLIDES_PER_VIEW: TSlidesPerView = { base: 1, 769: 2, 1025: 3 };

type TCourseCarouselProps = { courses: readonly TCourseCard[]; label: string };

/** Course carousel (docs/product.md#rules): centred, infinite loop, 500 ms, arrows, no dots, the 3 rule. */
export function CourseCarousel({ courses, label }: TCourseCarouselProps) {
  const slides = fillForCarousel(courses);
  return (
    <Carousel
      className="course-carousel"
      label={label}
      items={slides}
      // The repeated first course (exactly-3 rule) needs its own key.
      getKey={(course, index) => `${course._id}-${index}`}
      slidesPerView={COURSE_SLIDES_PER_VIEW}
      isCentered
      loop
      previousLabel="Previous courses"
      nextLabel="Next courses"
      // The selected (first) slide is the one in view at every width; the others load as they come near.
      renderItem={(course, index) => <CourseCard course={course} priority={index === 0} />}
    />
  );
}
