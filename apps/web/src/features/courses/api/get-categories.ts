import type { TCategory } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';
import { courseKeys } from './query-keys.ts';

const CATEGORIES_PATH = '/category';

export const getCategories = (signal?: AbortSignal) => api.get<TCategory[]>(CATEGORIES_PATH, signal);

/** `/course` embeds the categories in its first data. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    initialData: () => takeFirstData<TCategory[]>(CATEGORIES_PATH),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
