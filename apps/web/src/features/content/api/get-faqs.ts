import type { TFaq } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/faq (docs/product.md#api). */
export const getFaqs = (signal?: AbortSignal) => api.get<TFaq[]>('/faq', signal);

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.faqs, queryFn: ({ signal }) => getFaqs(signal) });

export const useFaqs = () => useQuery(faqsQueryOptions());
