import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';

/** A 4xx will not change on a retry; network blips and 5xx get one more try. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
