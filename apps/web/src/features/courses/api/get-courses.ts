import type { TCourseCard, TCourseListQuery } from '@curio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';
import { courseKeys } from './query-keys.ts';

/** GET /api/course, optionally narrowed by category id and full-text search (server-side). */
function coursesPath(query: TCourseListQuery) {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  const search = params.toString();
  return `/course${search ? `?${search}` : ''}`;
}

export const getCourses = (query: TCourseListQuery, signal?: AbortSignal) =>
  api.get<TCourseCard[]>(coursesPath(query), signal);

/** `/course` embeds the whole catalogue in its first data. */
export const coursesQueryOptions = (query: TCourseListQuery = {}) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => getCourses(query, signal),
    initialData: () => takeFirstData<TCourseCard[]>(coursesPath(query)),
  });

/** While a new search runs, the previous results stay on screen (no flash of the skeleton per keystroke). */
export const useCourses = (query: TCourseListQuery = {}, isEnabled = true) =>
  useQuery({ ...coursesQueryOptions(query), enabled: isEnabled, placeholderData: keepPreviousData });
