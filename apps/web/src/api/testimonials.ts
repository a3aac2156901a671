import type { TTestimonial } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';

const TESTIMONIALS_PATH = '/testimonials';

/**
 * GET /api/testimonials (docs/product.md#api): read by the home page and the testimonials pages, under one
 * key. The home page embeds it in its first data while it is small (ADR 051).
 */
export const getTestimonials = (signal?: AbortSignal) => api.get<TTestimonial[]>(TESTIMONIALS_PATH, signal);

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['testimonials'],
    queryFn: ({ signal }) => getTestimonials(signal),
    initialData: () => takeFirstData<TTestimonial[]>(TESTIMONIALS_PATH),
  });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
