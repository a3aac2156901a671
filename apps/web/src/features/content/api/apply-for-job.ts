import type { TJobApplicationRequest, TSubmissionReceipt } from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** POST /api/workWithCurio/{id}/apply: a real application an operator reads (docs/product.md#enquiries). */
export const applyForJob = ({ jobId, body }: { jobId: string; body: TJobApplicationRequest }) =>
  api.post<TSubmissionReceipt>(`/workWithCurio/${encodeURIComponent(jobId)}/apply`, body);

/** Each job card counts its applications: once one is sent, the list is read again. */
export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    // Not awaited: the visitor's confirmation does not wait for the list.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.jobs });
    },
  });
}
