import type { TCourse } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';
import { courseKeys } from './query-keys.ts';

const coursePath = (slug: string) => `/course/slug/${encodeURIComponent(slug)}`;

export const getCourse = (slug: string, signal?: AbortSignal) => api.get<TCourse>(coursePath(slug), signal);

/** The course page's own course comes in the page the server sent (its first data). */
export const courseQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: courseKeys.detail(slug),
    queryFn: ({ signal }) => getCourse(slug, signal),
    initialData: () => takeFirstData<TCourse>(coursePath(slug)),
  });

export const useCourse = (slug: string) => useQuery(courseQueryOptions(slug));
