import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateReviewed, type TReviewTarget } from './save-review.ts';

export const deleteReview = (courseId: string, reviewId: string) =>
  apiRequest<null>(`/course/${encodeURIComponent(courseId)}/review/${encodeURIComponent(reviewId)}`, {
    method: 'DELETE',
  });

export function useDeleteReview(target: TReviewTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => deleteReview(target.courseId, reviewId),
    onSuccess: () => invalidateReviewed(queryClient, target),
  });
}
