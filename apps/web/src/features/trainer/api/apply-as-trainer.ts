import type { TSubmissionReceipt, TTrainerApplicationRequest } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** POST /api/trainer/apply: a real, stored application the operator can read (docs/product.md#enquiries). */
export const applyAsTrainer = (body: TTrainerApplicationRequest) =>
  api.post<TSubmissionReceipt>('/trainer/apply', body);

export const useApplyAsTrainer = () => useMutation({ mutationFn: applyAsTrainer });
