import type { TCategory } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

export const getCategories = (signal?: AbortSignal) => api.get<TCategory[]>('/category', signal);

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.categories(), queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(categoriesQueryOptions());
