import type { TAdminReview, TConsolePage } from '@curio/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey, consolePost, consoleQuery } from '#web/features/console/shell/api/console-api.ts';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';

export const reviewsKey = adminKey('reviews');

/** GET /api/admin/reviews: filters course, rating, hidden (yes/no); `q` searches comment and author. */
export const useAdminReviews = (list: ListState) =>
  useQuery<TConsolePage<TAdminReview>>({
    queryKey: [...reviewsKey, list],
    queryFn: ({ signal }) => consoleQuery<TAdminReview>('/admin/reviews', list, signal),
    placeholderData: keepPreviousData,
  });

/** Hide (with a reason) or unhide; answers the review as it now is and the toast text; the list reloads. */
function useReviewMutation<TInput>(
  request: (input: TInput) => Promise<{ data: TAdminReview; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}

export const useHideReview = () =>
  useReviewMutation(({ id, reason }: { id: string; reason: string }) =>
    consolePost<TAdminReview>(`/admin/reviews/${id}/hide`, { reason }),
  );

export const useUnhideReview = () =>
  useReviewMutation((id: string) => consolePost<TAdminReview>(`/admin/reviews/${id}/unhide`));
