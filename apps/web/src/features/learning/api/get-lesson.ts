import type { TLessonDetail } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { learnKeys } from './learn-keys.ts';

/**
 * One lesson with its content. The read also sets the short-lived media cookie of its video and file, so it is
 * read afresh on every visit (never kept past the page) rather than served from the cache.
 */
export const getLesson = (lessonId: string, signal?: AbortSignal) =>
  api.get<TLessonDetail>(`/learn/lessons/${encodeURIComponent(lessonId)}`, signal);

export const useLesson = (lessonId: string, enabled: boolean) =>
  useQuery({
    queryKey: learnKeys.lesson(lessonId),
    queryFn: ({ signal }) => getLesson(lessonId, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
