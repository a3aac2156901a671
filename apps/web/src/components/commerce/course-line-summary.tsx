import './commerce.css';
import { dollarsToCents, formatPriceTag, type TCommerceCourse } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { CourseThumb } from './course-thumb.tsx';

type TCourseLineSummaryProps = {
  course: TCommerceCourse;
  /** The id the line's `aria-labelledby` points at. */
  nameId: string;
  headingLevel?: 'h2' | 'h3';
  /** Shown under the name, such as the course's duration. */
  meta?: string;
};

/**
 * What a cart line and a wishlist item both show first: the image, the name linking to the course, the price.
 */
export function CourseLineSummary({
  course,
  nameId,
  headingLevel: Heading = 'h3',
  meta,
}: TCourseLineSummaryProps) {
  return (
    <>
      <CourseThumb className="cart-line__image" src={course.images[0]} />
      <div className="cart-line__info">
        <Heading id={nameId} className="cart-line__name">
          <Link to={paths.courseDetail.to(course.slug)}>{course.name}</Link>
        </Heading>
        {meta && <p className="cart-line__meta">{meta}</p>}
        <p className="cart-line__price">
          {formatPriceTag(dollarsToCents(course.price), { alwaysCents: true })}
        </p>
      </div>
    </>
  );
}
