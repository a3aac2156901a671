import type { TReview } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

export const getReviews = (courseId: string, signal?: AbortSignal) =>
  api.get<TReview[]>(`/course/${encodeURIComponent(courseId)}/reviews`, signal);

export const reviewsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: courseKeys.reviews(courseId),
    queryFn: ({ signal }) => getReviews(courseId, signal),
  });

export const useReviews = (courseId: string) => useQuery(reviewsQueryOptions(courseId));
