import type { TCoursePreview } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

/** Staff only (401/403 otherwise): a course of any status with its quiz (no answers) and visible reviews. */
export const getCoursePreview = (id: string, signal?: AbortSignal) =>
  api.get<TCoursePreview>(`/admin/courses/${encodeURIComponent(id)}/preview`, signal);

export const coursePreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.preview(id),
    queryFn: ({ signal }) => getCoursePreview(id, signal),
    // The editor's latest save, every time: nothing is kept once the preview is left (the reply is no-store
    // too).
    staleTime: 0,
    gcTime: 0,
  });

export const useCoursePreview = (id: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...coursePreviewQueryOptions(id), enabled });
