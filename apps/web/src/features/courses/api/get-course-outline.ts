import type { TCourseOutline } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

/** The published sections and lessons of a published course (public, cached on the server). */
export const getCourseOutline = (courseId: string, signal?: AbortSignal) =>
  api.get<TCourseOutline>(`/course/${encodeURIComponent(courseId)}/outline`, signal);

export const useCourseOutline = (courseId: string) =>
  useQuery({
    queryKey: courseKeys.outline(courseId),
    queryFn: ({ signal }) => getCourseOutline(courseId, signal),
  });
