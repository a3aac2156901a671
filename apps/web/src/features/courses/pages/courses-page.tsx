import '#web/features/courses/courses.css';
import { SITE_PAGES } from '@curio/shared';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { CategoryBrowser } from '#web/features/courses/components/category-browser.tsx';
import { CourseSearch } from '#web/features/courses/components/course-search.tsx';
import { SearchResults } from '#web/features/courses/components/search-results.tsx';

/** The catalogue 'Our Course' (docs/product.md#pages) at /course, and a search (`?search=`) beyond it. */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const searchBox = useRef<HTMLInputElement>(null);

  const onSearch = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('search', value);
          else next.delete('search');
          return next;
        },
        // Typing is not navigation: each pause would otherwise add a history entry.
        { replace: true },
      ),
    [setParams],
  );

  return (
    <PageFrame eyebrow="Courses" head={SITE_PAGES.courses}>
      <CourseSearch value={search} onSearch={onSearch} inputRef={searchBox} />
      {search ? (
        <SearchResults
          search={search}
          onSearch={onSearch}
          onClear={() => {
            onSearch('');
            // The button that was pressed is gone with the results: the search box takes the focus.
            searchBox.current?.focus();
          }}
        />
      ) : (
        <CategoryBrowser />
      )}
    </PageFrame>
  );
}
