import { useCategories } from '#web/features/courses/api/get-categories.ts';
import { useCoursePages } from '#web/features/courses/api/get-courses.ts';
import { CourseCard, CourseCardSkeleton } from './course-card.tsx';
import { PagedCourses } from './course-pages.tsx';

const countText = (count: number, search: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'course' : 'courses'} found for “${search}”`;

type TSearchResultsProps = {
  search: string;
  /** Runs another search (a suggested category's name). */
  onSearch: (value: string) => void;
  /** Leaves the search for the category tabs. */
  onClear: () => void;
};

/**
 * Server-side full-text search over course names, descriptions and category names (issues #3 §4 and 14 §11),
 * shown as a grid. When nothing matched it says so with the search term, offers the categories as searches
 * that do find courses, and a way back to all courses.
 */
export function SearchResults({ search, onSearch, onClear }: TSearchResultsProps) {
  const courses = useCoursePages({ search });
  return (
    <section className="course-results" aria-labelledby="course-results-title" aria-busy={courses.isFetching}>
      <PagedCourses
        query={courses}
        loading={
          <div className="course-grid" role="status" aria-label={`Searching for “${search}”…`}>
            <CourseCardSkeleton />
            <CourseCardSkeleton />
            <CourseCardSkeleton />
          </div>
        }
        empty={<NoMatches search={search} onSearch={onSearch} onClear={onClear} />}
        itemSelector=".course-grid > li"
      >
        {(list, total) => (
          <>
            <div role="status">
              <h2 id="course-results-title" className="course-results__title">
                {countText(total, search)}
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
      </PagedCourses>
    </section>
  );
}

/** Nothing matched: the term, what to try instead, and the way back (inside QueryState's empty paragraph). */
function NoMatches({ search, onSearch, onClear }: TSearchResultsProps) {
  const categories = useCategories();
  const suggestions = categories.data ?? [];
  return (
    <span className="course-results__empty" role="status">
      <strong id="course-results-title" className="course-results__empty-title">
        No courses match “{search}”.
      </strong>{' '}
      Check the spelling or try a broader word
      {suggestions.length > 0 ? ', or one of our categories:' : '.'}
      {suggestions.length > 0 && (
        <span className="course-results__suggestions">
          {suggestions.map((category) => (
            <button
              key={category._id}
              type="button"
              className="chip-button"
              aria-label={`Search for ${category.name}`}
              onClick={() => onSearch(category.name)}
            >
              {category.name}
            </button>
          ))}
        </span>
      )}
      <button type="button" className="course-link-button" onClick={onClear}>
        Show all courses
      </button>
    </span>
  );
}
