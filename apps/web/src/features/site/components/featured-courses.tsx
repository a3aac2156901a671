import { dollarsToCents, formatPriceTag, type TCourseCard, type TCourseOwnership } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFeaturedCourses } from '#web/features/site/api/get-featured-courses.ts';
import { HomeSection } from './home-section.tsx';
import { Img } from '#web/components/ui/img.tsx';
import { OwnedCourseTag } from '#web/components/commerce/enrolled-link.tsx';
import { useCourseOwnership } from '#web/api/commerce.ts';

const FALLBACK_IMAGE = '/favicon.svg';

/** A course on the home page; one the learner has ordered says so (enrolled, or awaiting payment). */
function CourseTile({ course, ownership }: { course: TCourseCard; ownership: TCourseOwnership | null }) {
  return (
    <Link className="course-tile" to={paths.courseDetail.to(course.slug)}>
      <Img
        className="course-tile__image"
        src={course.images[0] ?? FALLBACK_IMAGE}
        alt=""
        width={400}
        height={240}
      />
      <span className="course-tile__body">
        <span className="course-tile__name">{course.name}</span>
        {ownership && <OwnedCourseTag state={ownership} />}
        <span className="course-tile__meta">
          <span>{course.duration}</span>
          <span className="course-tile__price">{formatPriceTag(dollarsToCents(course.price))}</span>
        </span>
      </span>
    </Link>
  );
}

export function FeaturedCourses() {
  const courses = useFeaturedCourses();
  const { ownershipOf } = useCourseOwnership();
  return (
    <HomeSection
      eyebrow="Courses"
      title="Featured courses"
      intro="Practical courses built with working engineers, from first steps to certification."
      tone="tinted"
      action={
        <Link className="text-link" to={paths.courses}>
          View all courses
        </Link>
      }
    >
      <QueryState query={courses} loadingLabel="Loading courses…" empty="No courses to show yet.">
        {(list) => (
          <ul className="tile-grid" aria-label="Featured courses">
            {list.map((course) => (
              <li key={course._id}>
                <CourseTile course={course} ownership={ownershipOf(course._id)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HomeSection>
  );
}
