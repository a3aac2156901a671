import type { TCourseCard, TCourseListQuery } from '@curio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

/** GET /api/course, optionally narrowed by category id and full-text search (server-side). */
export function getCourses(query: TCourseListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  const search = params.toString();
  return api.get<TCourseCard[]>(`/course${search ? `?${search}` : ''}`, signal);
}

export const coursesQueryOptions = (query: TCourseListQuery = {}) =>
  queryOptions({ queryKey: courseKeys.list(query), queryFn: ({ signal }) => getCourses(query, signal) });

/** While a new search runs, the previous results stay on screen (no flash of the skeleton per keystroke). */
export const useCourses = (query: TCourseListQuery = {}, isEnabled = true) =>
  useQuery({ ...coursesQueryOptions(query), enabled: isEnabled, placeholderData: keepPreviousData });
