import type { UseQueryResult } from '@tanstack/react-query';
import type { TConsolePage } from '@curio/shared';

/**
 * A list query as DataTable's page, loading, error and retry props: `<DataTable {...tableQueryProps(query)}
 * …>`.
 */
export const tableQueryProps = <T>(query: UseQueryResult<TConsolePage<T>>) => ({
  page: query.data,
  isLoading: query.isPending,
  error: query.error,
  onRetry: () => void query.refetch(),
});
