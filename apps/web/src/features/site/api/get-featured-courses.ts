import type { TCourseCard } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';

export const FEATURED_COURSE_COUNT = 6;

const CATALOGUE_PATH = '/course';

export const getCourses = (signal?: AbortSignal) => api.get<TCourseCard[]>(CATALOGUE_PATH, signal);

/**
 * The home page's own read of the catalogue (features do not import each other). The key is this feature's,
 * so a differently shaped catalogue query elsewhere can never be handed this list.
 */
export const featuredCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'courses'],
    queryFn: ({ signal }) => getCourses(signal),
    // The home page embeds the catalogue in its first data.
    initialData: () => takeFirstData<TCourseCard[]>(CATALOGUE_PATH),
    select: (courses) => courses.slice(0, FEATURED_COURSE_COUNT),
  });

export const useFeaturedCourses = () => useQuery(featuredCoursesQueryOptions());
