import type { TJobApplicationRequest, TSubmissionReceipt } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** POST /api/workWithCurio/{id}/apply (DESIGN §5: Apply submits a real application an operator can read). */
export const applyForJob = ({ jobId, body }: { jobId: string; body: TJobApplicationRequest }) =>
  api.post<TSubmissionReceipt>(`/workWithCurio/${encodeURIComponent(jobId)}/apply`, body);

export const useApplyForJob = () => useMutation({ mutationFn: applyForJob });
