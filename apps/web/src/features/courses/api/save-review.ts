import type { TReview, TReviewRequest } from '@curio/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

export type TReviewTarget = { courseId: string; slug: string };
type TSaveReview = { reviewId?: string; body: TReviewRequest };

/** POST a new review, or PUT the author's edit when `reviewId` is given (docs/product.md#api). */
export function saveReview(courseId: string, { reviewId, body }: TSaveReview) {
  const base = `/course/${encodeURIComponent(courseId)}`;
  return reviewId
    ? api.put<TReview>(`${base}/review/${encodeURIComponent(reviewId)}`, body)
    : api.post<TReview>(`${base}/review`, body);
}

/** docs/product.md#pages: "the review list reloads"; the course's rating summary changes with it. */
export async function invalidateReviewed(queryClient: QueryClient, { courseId, slug }: TReviewTarget) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.reviews(courseId) }),
    queryClient.invalidateQueries({ queryKey: courseKeys.detail(slug) }),
  ]);
}

export function useSaveReview(target: TReviewTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveReview) => saveReview(target.courseId, input),
    onSuccess: () => invalidateReviewed(queryClient, target),
  });
}
