import type { TService } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getService = (id: string, signal?: AbortSignal) =>
  api.get<TService>(`/service/${encodeURIComponent(id)}`, signal);

export const serviceQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['services', id], queryFn: ({ signal }) => getService(id, signal) });

export const useService = (id: string) => useQuery(serviceQueryOptions(id));
