import { seatsText, type TOrderLine } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';

/** A course as an order remembers it: a link while the course exists, its name alone once it is deleted. */
export function OrderedCourseName({ course }: { course: TOrderLine['course'] }) {
  if (!course._id) return <>{course.name}</>;
  return (
    <Link className="text-link" to={paths.courseDetail.to(course.slug)}>
      {course.name}
    </Link>
  );
}

/** The courses of one order, 'React from Zero × 2 seats' when more than one seat was bought (ADR 013). */
export function OrderCourses({ lines }: { lines: TOrderLine[] }) {
  return (
    <ul className="order-courses">
      {lines.map((line, index) => (
        <li key={`${line.course._id ?? line.course.name}-${index}`}>
          <OrderedCourseName course={line.course} />
          {line.quantity > 1 && (
            <span className="order-courses__qty">{` × ${seatsText(line.quantity)}`}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
