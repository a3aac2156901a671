import type { TLeadRequest, TSubmissionReceipt } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** POST /api/leads (docs/product.md#api): the enquiry is stored and mailed to the site's operator. */
export const sendLead = (body: TLeadRequest) => api.post<TSubmissionReceipt>('/leads', body);

export const useSendLead = () => useMutation({ mutationFn: sendLead });
