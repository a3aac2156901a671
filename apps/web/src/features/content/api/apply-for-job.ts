import type { TJobApplicationRequest, TSubmissionReceipt } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** POST /api/workWithCurio/{id}/apply: a real application an operator reads (docs/product.md#enquiries). */
export const applyForJob = ({ jobId, body }: { jobId: string; body: TJobApplicationRequest }) =>
  api.post<TSubmissionReceipt>(`/workWithCurio/${encodeURIComponent(jobId)}/apply`, body);

export const useApplyForJob = () => useMutation({ mutationFn: applyForJob });
