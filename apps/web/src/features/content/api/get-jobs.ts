import type { TJob } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/workWithCurio (docs/product.md#api). */
export const getJobs = (signal?: AbortSignal) => api.get<TJob[]>('/workWithCurio', signal);

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.jobs, queryFn: ({ signal }) => getJobs(signal) });

export const useJobs = () => useQuery(jobsQueryOptions());
