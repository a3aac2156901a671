import type { TMyCourses } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The learner's progress in each course they may open (GET /api/learn/my-courses): the course page's
 * 'Start learning' / 'Continue learning', the journey's percentages, and the lesson page, which refreshes it
 * when a lesson completes. One query key for all three (docs/product.md#learning).
 */
export const myCoursesKey = ['learn', 'my-courses'] as const;

export const getMyCourses = (signal?: AbortSignal) => api.get<TMyCourses>('/learn/my-courses', signal);

export const myCoursesQueryOptions = () =>
  queryOptions({ queryKey: myCoursesKey, queryFn: ({ signal }) => getMyCourses(signal) });

/** Signed in only: an anonymous visitor sends no request. */
export const useMyCourses = () => useQuery({ ...myCoursesQueryOptions(), enabled: useSession().isLoggedIn });

/** One course's progress, when the learner may open it and the list has loaded. */
export function useMyCourseProgress(courseId: string) {
  const query = useMyCourses();
  return query.data?.courses.find((course) => course.courseId === courseId);
}
