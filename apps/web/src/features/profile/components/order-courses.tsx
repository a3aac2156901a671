import { LEARNING_MESSAGES, seatsText, type TOrderLine, type TOrderStatus } from '@curio/shared';
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

/** A paid order's courses open: confirmed or completed (docs/product.md#the-learners-pages). */
const OPENS_LESSONS: ReadonlySet<TOrderStatus> = new Set(['confirmed', 'completed']);

/**
 * The courses of one order, 'React from Zero × 2 seats' when more than one seat was bought (ADR 013); once
 * the order is paid, each with a 'Start learning' link into its lessons.
 */
export function OrderCourses({ lines, status }: { lines: TOrderLine[]; status?: TOrderStatus }) {
  const opens = status !== undefined && OPENS_LESSONS.has(status);
  return (
    <ul className="order-courses">
      {lines.map((line, index) => (
        <li key={`${line.course._id ?? line.course.name}-${index}`}>
          <OrderedCourseName course={line.course} />
          {line.quantity > 1 && (
            <span className="order-courses__qty">{` × ${seatsText(line.quantity)}`}</span>
          )}
          {opens && line.course._id && (
            <Link
              className="text-link order-courses__learn"
              to={paths.learn.course.to(line.course.slug)}
              aria-label={`${LEARNING_MESSAGES.startLearning}: ${line.course.name}`}
            >
              {LEARNING_MESSAGES.startLearning}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
