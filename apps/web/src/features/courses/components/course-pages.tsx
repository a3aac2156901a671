import { COURSE_MESSAGES, COURSE_PAGE_SIZE, type TCourseCard } from '@curio/shared';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { QueryFailure } from '#web/components/ui/query-state.tsx';
import type { useCoursePages } from '#web/features/courses/api/get-courses.ts';

const M = COURSE_MESSAGES.catalogue;

type TPagedCoursesProps = {
  query: ReturnType<typeof useCoursePages>;
  /** While the first page loads (skeleton cards). */
  loading: ReactNode;
  /** When the list has no course at all. */
  empty: ReactNode;
  /** The cards, in a carousel or a grid; every card's item matches `itemSelector`. */
  children: (cards: TCourseCard[], total: number) => ReactNode;
  /** One card's item in what `children` renders ('.carousel__slide', 'li'): the first new one takes focus. */
  itemSelector: string;
};

/**
 * A list of course cards loaded a page at a time (ADR 041, docs/product.md#catalogue): loading, failed with a
 * retry, empty, loaded; then 'Showing 24 of 312 courses' (a polite live region) and 'Show more courses', a
 * button rather than infinite scroll, so a keyboard or a screen reader reaches the end and the footer. The
 * first card a click added takes the focus, where the reader goes on.
 */
export function PagedCourses({ query, loading, empty, children, itemSelector }: TPagedCoursesProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // How many cards there were when 'Show more courses' was pressed: the index of the first new one.
  const focusFrom = useRef<number | null>(null);
  const shown = query.data?.cards.length ?? 0;

  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    const item = listRef.current?.querySelectorAll<HTMLElement>(itemSelector)[from];
    item?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [shown, itemSelector]);

  if (query.isPending) return <>{loading}</>;
  // Failed before any page came: a later page's failure keeps the cards (below).
  if (!query.data) return <QueryFailure query={query} />;
  const { cards, total, isCapped } = query.data;
  if (cards.length === 0) return <p className="query-state query-state--empty">{empty}</p>;

  const showMore = () => {
    focusFrom.current = cards.length;
    void query.fetchNextPage();
  };

  return (
    <>
      <div ref={listRef}>{children(cards, total)}</div>
      {/* A list that fits one page (the demo catalogue's tabs) has no footer, and looks as it always did. */}
      {total > COURSE_PAGE_SIZE && (
        <div className="course-pages">
          {/* A polite live region, there from the first page: each new count is read once the cards are in. */}
          <p className="course-pages__count" aria-live="polite" aria-atomic="true">
            {M.showing(cards.length, total)}
          </p>
          {query.isFetchNextPageError && (
            <p className="course-pages__error" role="alert">
              {M.loadMoreFailed}
            </p>
          )}
          {query.hasNextPage && (
            <Button
              variant="secondary"
              className="course-pages__more"
              isLoading={query.isFetchingNextPage}
              onClick={showMore}
            >
              {query.isFetchingNextPage ? M.loadingMore : M.showMore}
            </Button>
          )}
          {isCapped && <p className="course-pages__hint">{M.narrowSearch}</p>}
        </div>
      )}
    </>
  );
}
