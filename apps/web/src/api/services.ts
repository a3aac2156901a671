import type { TService } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/**
 * GET /api/service: read by the services pages and the home page, under one key so the list is fetched once.
 */
export const getServices = (signal?: AbortSignal) => api.get<TService[]>('/service', signal);

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: ['services'], queryFn: ({ signal }) => getServices(signal) });

export const useServices = () => useQuery(servicesQueryOptions());
