import { QueryState } from '#web/components/ui/query-state.tsx';
import { useCourses } from '#web/features/courses/api/get-courses.ts';
import { CourseCard, CourseCardSkeleton } from './course-card.tsx';

const countText = (count: number, search: string) =>
  `${count} ${count === 1 ? 'course' : 'courses'} found for “${search}”`;

/** Server-side full-text search over course names and descriptions (issue #3 §4), shown as a grid. */
export function SearchResults({ search, onClear }: { search: string; onClear: () => void }) {
  const courses = useCourses({ search });
  return (
    <section className="course-results" aria-labelledby="course-results-title" aria-busy={courses.isFetching}>
      <QueryState
        query={courses}
        loadingLabel={`Searching for “${search}”…`}
        loading={
          <div className="course-grid" role="status" aria-label={`Searching for “${search}”…`}>
            <CourseCardSkeleton />
            <CourseCardSkeleton />
            <CourseCardSkeleton />
          </div>
        }
        empty={
          <span className="course-results__empty" role="status">
            <strong id="course-results-title">No courses match “{search}”.</strong> Check the spelling or try
            a broader word.{' '}
            <button type="button" className="course-link-button" onClick={onClear}>
              Show all courses
            </button>
          </span>
        }
      >
        {(list) => (
          <>
            <div role="status">
              <h2 id="course-results-title" className="course-results__title">
                {countText(list.length, search)}
              </h2>
            </div>
            <ul className="course-grid" role="list">
              {list.map((course, index) => (
                <li key={course._id}>
                  <CourseCard course={course} priority={index === 0} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
