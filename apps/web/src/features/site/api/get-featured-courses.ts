import { courseListPath, HOME_FEATURED_COURSES, type TCourseCard } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';

/** The catalogue's first cards, no more: all the home page shows, and all its first data holds (ADR 041). */
const FEATURED_PATH = courseListPath({ limit: HOME_FEATURED_COURSES });

export const getFeaturedCourses = (signal?: AbortSignal) => api.get<TCourseCard[]>(FEATURED_PATH, signal);

/**
 * The home page's own read of the catalogue (features do not import each other). The key is this feature's,
 * so a differently shaped catalogue query elsewhere can never be handed this list.
 */
export const featuredCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'courses'],
    queryFn: ({ signal }) => getFeaturedCourses(signal),
    // The home page embeds these cards in its first data.
    initialData: () => takeFirstData<TCourseCard[]>(FEATURED_PATH),
  });

export const useFeaturedCourses = () => useQuery(featuredCoursesQueryOptions());
