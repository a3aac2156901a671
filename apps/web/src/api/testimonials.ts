import type { TTestimonial } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/**
 * GET /api/testimonials (docs/product.md#api): read by the home page and the testimonials pages, under one
 * key.
 */
export const getTestimonials = (signal?: AbortSignal) => api.get<TTestimonial[]>('/testimonials', signal);

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials'], queryFn: ({ signal }) => getTestimonials(signal) });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
