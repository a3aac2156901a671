import type { TCourseCard } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const FEATURED_COURSE_COUNT = 6;

export const getCourses = (signal?: AbortSignal) => api.get<TCourseCard[]>('/course', signal);

/**
 * The home page's own read of the catalogue (features do not import each other). The key is this feature's,
 * so a differently shaped catalogue query elsewhere can never be handed this list.
 */
export const featuredCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'courses'],
    queryFn: ({ signal }) => getCourses(signal),
    select: (courses) => courses.slice(0, FEATURED_COURSE_COUNT),
  });

export const useFeaturedCourses = () => useQuery(featuredCoursesQueryOptions());
