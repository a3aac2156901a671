import type { TCourse } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

export const getCourse = (slug: string, signal?: AbortSignal) =>
  api.get<TCourse>(`/course/slug/${encodeURIComponent(slug)}`, signal);

export const courseQueryOptions = (slug: string) =>
  queryOptions({ queryKey: courseKeys.detail(slug), queryFn: ({ signal }) => getCourse(slug, signal) });

export const useCourse = (slug: string) => useQuery(courseQueryOptions(slug));
