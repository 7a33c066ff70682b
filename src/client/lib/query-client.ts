import { QueryClient } from '@tanstack/react-query';
import { toApiError } from './api-error';

const MAX_QUERY_RETRIES = 2;

/**
 * Retrying only helps when the fault may pass: no response, or a server
 * fault. A 4xx (validation, 401, 404, conflict) will answer the same again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const { httpStatus, statusCode } = toApiError(error);
  if (statusCode === null) return true;
  return httpStatus !== null && httpStatus >= 500;
}

export function createQueryClient({
  staleTime = 30_000,
}: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: shouldRetry },
      // Writes are not idempotent in general: never repeat one behind the user's back.
      mutations: { retry: false },
    },
  });
}
