import type { TLearnCourse } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { learnKeys } from './learn-keys.ts';

export const getLearnCourse = (slug: string, signal?: AbortSignal) =>
  api.get<TLearnCourse>(`/learn/courses/${encodeURIComponent(slug)}`, signal);

/**
 * The course as its lesson pages see it: what the visitor may open, the outline, their progress and the lesson
 * to continue with. Signed in or not; the session is part of the key, so a login reads it again.
 */
export function useLearnCourse(slug: string) {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: [...learnKeys.course(slug), token !== null] as const,
      queryFn: ({ signal }) => getLearnCourse(slug, signal),
    }),
  );
}
