import type { TService } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';

const SERVICES_PATH = '/service';

/**
 * GET /api/service: read by the services pages and the home page, under one key so the list is fetched once.
 * The home page embeds it in its first data while it is small (ADR 051).
 */
export const getServices = (signal?: AbortSignal) => api.get<TService[]>(SERVICES_PATH, signal);

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['services'],
    queryFn: ({ signal }) => getServices(signal),
    initialData: () => takeFirstData<TService[]>(SERVICES_PATH),
  });

export const useServices = () => useQuery(servicesQueryOptions());
