import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CONTENT_MESSAGES } from '@curio/shared';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

type TQueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers ("Loading courses…"). */
  loadingLabel: string;
  /** Shown when the data is an empty list (or `isEmpty` says so). */
  empty: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Replaces the default spinner, e.g. with skeleton cards. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The four states of a list fetched from the API: loading, failed (a short message and a retry,
 * never only a log line), empty, loaded.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  empty,
  isEmpty,
  loading,
  children,
}: TQueryStateProps<T>) {
  if (query.isPending)
    return (
      <>
        {loading ?? (
          <div className="query-state">
            <Spinner label={loadingLabel} />
          </div>
        )}
      </>
    );
  if (query.isError) return <QueryFailure query={query} />;
  const data = query.data;
  const hasNothing = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0;
  if (hasNothing) return <p className="query-state query-state--empty">{empty}</p>;
  return <>{children(data)}</>;
}

/** A read that failed: a short message and a retry, never only a log line. */
export function QueryFailure({
  query,
}: {
  query: Pick<UseQueryResult, 'error' | 'isFetching'> & { refetch: () => Promise<unknown> };
}) {
  return (
    <div className="query-state query-state--error" role="alert">
      <p>{errorMessage(query.error, CONTENT_MESSAGES.loadFailed)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()} isLoading={query.isFetching}>
        {CONTENT_MESSAGES.retry}
      </Button>
    </div>
  );
}
