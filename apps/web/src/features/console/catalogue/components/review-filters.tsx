import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@curio/shared';
import { useCourseOptions } from '#web/features/console/shell/api/course-options.ts';
import { FilterBar, type TSelectFilter } from '#web/features/console/shell/components/filter-bar.tsx';
import type { ListChange, ListState } from '#web/features/console/shell/lib/use-list-state.ts';

/** '4 of 5': a rating in words, as the table and the filter read it. */
export const ratingText = (rating: number) => `${rating} of ${REVIEW_RATING_MAX}`;

const RATING_FILTER: TSelectFilter = {
  name: 'rating',
  label: 'Rating',
  allLabel: 'Any rating',
  options: Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, index) => {
    const rating = REVIEW_RATING_MAX - index;
    return { value: String(rating), label: ratingText(rating) };
  }),
};

const HIDDEN_FILTER: TSelectFilter = {
  name: 'hidden',
  label: 'Visibility',
  allLabel: 'Visible and hidden',
  options: [
    { value: 'no', label: 'Visible only' },
    { value: 'yes', label: 'Hidden only' },
  ],
};

/** The reviews list's filters: search comment and author, course, rating, hidden or not. */
export function ReviewFilters({
  list,
  onListChange,
}: {
  list: ListState;
  onListChange: (change: ListChange) => void;
}) {
  const courses = useCourseOptions();
  const selects: TSelectFilter[] = [
    { name: 'course', label: 'Course', allLabel: 'All courses', options: courses.data ?? [] },
    RATING_FILTER,
    HIDDEN_FILTER,
  ];
  return (
    <FilterBar
      list={list}
      onListChange={onListChange}
      searchLabel="Search comment or author"
      selects={selects}
    />
  );
}
